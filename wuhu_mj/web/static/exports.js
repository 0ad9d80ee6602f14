// An evening out of the phone and back in: its text (for `wuhu-mj session`), a CSV table
// and a link (with its QR code) that carries the whole evening in the fragment; and an
// import that takes any of the three, pasted or from a file, or a link opened.
import { call } from "./scorer.js";
import { defaultPlayers, t } from "./i18n.js";
import { el, localTime } from "./store.js";
import { eveningCsv, eveningLink, readEvening, sessionText } from "./sessiontext.js";

let hooks = null; // {changed, startFrom}
let shown = ""; // which export is open: text | csv | link | import
let last = { current: null, result: null };

const $ = (id) => document.getElementById(id);

export function initExport(given) {
  hooks = given;
  for (const kind of ["text", "csv", "link", "import"]) {
    $(`export-${kind}`).onclick = () => { shown = shown === kind ? "" : kind; drawPanel(); };
  }
}

export function drawExport(current, result = null) {
  last = { current, result };
  for (const kind of ["text", "csv", "link"]) $(`export-${kind}`).disabled = !current;
  drawPanel();
}

async function drawPanel() {
  const box = $("export-panel");
  for (const kind of ["text", "csv", "link", "import"]) {
    $(`export-${kind}`).setAttribute("aria-pressed", String(shown === kind));
  }
  const { current, result } = last;
  if (!shown || (!current && shown !== "import")) return box.replaceChildren();
  const stem = current ? `wuhu-mj-${localTime(current.started).slice(0, 10)}` : "";
  if (shown === "text") {
    const text = sessionText(current);
    const area = el("textarea", { id: "export-area", readonly: true, rows: "6" });
    area.value = text;
    box.replaceChildren(el("div", { class: "hint" }, t("page_text_hint")), area,
      el("div", { class: "row" }, copyButton(() => text, area),
        downloadButton(text, `${stem}.txt`, "text/plain;charset=utf-8")));
  } else if (shown === "csv") {
    const csv = eveningCsv(current, result);
    box.replaceChildren(el("div", { class: "row" }, downloadButton(csv, `${stem}.csv`, "text/csv;charset=utf-8")));
  } else if (shown === "link") {
    const link = await eveningLink(sessionText(current));
    const field = el("input", { id: "export-url", type: "text", readonly: true, class: "grow" });
    field.value = link;
    const qr = el("div", { id: "export-qr" });
    box.replaceChildren(el("div", { class: "hint" }, t("page_link_hint")),
      el("div", { class: "row" }, field, copyButton(() => link, field)), qr);
    const svg = await call("qr", link);
    if (svg) qr.innerHTML = svg;
    else qr.replaceChildren(el("div", { class: "hint" }, t("page_link_too_long")));
  } else {
    drawImport(box);
  }
}

function drawImport(box) {
  const area = el("textarea", { id: "import-area", rows: "5", placeholder: t("page_import_hint") });
  const file = el("input", { type: "file", id: "import-file", class: "hidden",
    accept: ".txt,.csv,.jsonl,text/plain,text/csv" });
  const said = el("div", { id: "import-said", class: "hint" });
  file.onchange = async () => {
    if (file.files[0]) area.value = await file.files[0].text();
    file.value = "";
  };
  const go = el("button", { type: "button", id: "import-go", onclick: async () => {
    const read = await readEvening(area.value, defaultPlayers());
    if (!read) {
      said.textContent = t("page_import_bad");
      return;
    }
    shown = "";
    hooks.startFrom(read);
  } }, t("page_import_go"));
  box.replaceChildren(area, el("div", { class: "row" },
    el("label", { class: "button", for: "import-file" }, t("page_import_file")), file, go), said);
}

function copyButton(text, field) {
  const button = el("button", { type: "button", class: "copy", onclick: async () => {
    try {
      await navigator.clipboard.writeText(text());
    } catch (e) {
      field.select();
      document.execCommand("copy");
    }
    button.textContent = t("page_copied");
  } }, t("page_copy"));
  return button;
}

function downloadButton(text, name, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  return el("a", { class: "button", href: url, download: name, id: `download-${name.split(".").pop()}` },
    t("page_download"));
}
