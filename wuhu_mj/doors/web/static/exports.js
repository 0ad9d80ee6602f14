// An evening out of the phone and back in: its text (for `wuhu-mj session`), a CSV table
// and a link (with its QR code) that carries the whole evening in the fragment; and an
// import that takes any of the three, pasted or from a file, or a link opened.
//
// The CSV's text cells (names, hands, lines) that start like a formula are written with a
// quote in front, as wuhu_mj/output/csvcell.py writes the command line's (guardCell); the
// import takes that quote off again (unguardCell).
import { call } from "./scorer.js";
import { defaultPlayers, t } from "./i18n.js";
import { el, localTime } from "./store.js";
import { eveningLink, eveningText, readEvening } from "./sessiontext.js";

let hooks = null; // {changed, startFrom}
let shown = ""; // which export is open: text | csv | link | import
let last = { current: null, result: null };

/** An element of index.html by id (a control: its kind is the page's, not the checker's). */
const $ = (/** @type {string} */ id) => /** @type {any} */ (document.getElementById(id));

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
  const written = current ? await eveningText(current) : null;
  if (last.current !== current) return; // another evening was drawn meanwhile
  if (current && !written) return box.replaceChildren();
  if (shown === "text") {
    const text = written.text;
    const area = el("textarea", { id: "export-area", readonly: true, rows: "6" });
    area.value = text;
    box.replaceChildren(el("div", { class: "hint" }, t("page_text_hint")), area,
      el("div", { class: "row" }, copyButton(() => text, area),
        downloadButton(text, `${stem}.txt`, "text/plain;charset=utf-8")));
  } else if (shown === "csv") {
    const csv = eveningCsv(current, result, written);
    box.replaceChildren(el("div", { class: "row" }, downloadButton(csv, `${stem}.csv`, "text/csv;charset=utf-8")));
  } else if (shown === "link") {
    const link = await eveningLink(written.text);
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
    const read = await readEvening(csvText(area.value), defaultPlayers());
    if (!read || read.refused) {
      said.textContent = read ? read.refused : t("page_import_bad");
      return;
    }
    shown = "";
    hooks.startFrom(read);
  } }, t("page_import_go"));
  box.replaceChildren(area, el("div", { class: "row" },
    el("label", { class: "button", for: "import-file" }, t("page_import_file")), file, go), said);
}

export function copyButton(text, field) {
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

export function downloadButton(text, name, type) {
  const url = URL.createObjectURL(new Blob([text], { type }));
  return el("a", { class: "button", href: url, download: name, id: `download-${name.split(".").pop()}` },
    t("page_download"));
}

// ------------------------------------------------------------------ CSV

/** The evening as CSV: one row per hand (dealer, winner, what each player won or lost),
 * a total row, and in the last column each line of the text form (`written`: the scorer's
 * text of the evening, sessiontext.eveningText). */
export function eveningCsv(evening, result, written) {
  const names = evening.header.players;
  const rows = [[t("page_csv_hand"), t("page_csv_dealer"), t("page_csv_winner"), t("page_csv_from"),
    t("page_csv_tiles"), ...names, t("page_csv_line")]];
  for (const line of written.header) rows.push(["", "", "", "", "", "", "", "", "", line]);
  const byLine = Object.fromEntries((result?.hands || []).map((h) => [h.line, h]));
  evening.lines.forEach((line, i) => {
    const hand = byLine[written.first + i];
    if (!hand) rows.push(["", "", "", "", "", "", "", "", "", line]);
    else if (hand.draw) rows.push([hand.hand_number, hand.dealer, t("page_draw_row"), "", "", ...names.map(() => 0), line]);
    else {
      const wins = hand.winners || [{ winner: hand.winner, hand: hand.hand }];
      rows.push([hand.hand_number, hand.dealer, wins.map((w) => w.winner).join(t("page_names_sep")),
        hand.from || t("page_self_draw"), wins.map((w) => w.hand).join(" "),
        ...names.map((n) => hand.net[n]), line]);
    }
  });
  if (result) rows.push([t("page_csv_total"), "", "", "", "", ...names.map((n) => result.net[n]), ""]);
  return "\ufeff" + rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

// A cell a spreadsheet would run as a formula (or quotes before one); a plain decimal number.
const FORMULA = /^'*[=+\-@\t\r]/;
const NUMBER = /^-?[0-9]+(\.[0-9]+)?$/;

/** A cell's text, a quote in front when it is text that starts like a formula (numbers, and
 * text that is a plain number such as -14, are left as they are). */
export function guardCell(value) {
  if (value === null || value === undefined) return "";
  if (typeof value !== "string") return String(value);
  return FORMULA.test(value) && !NUMBER.test(value) ? `'${value}` : value;
}

/** What guardCell was given, from what it wrote. */
export function unguardCell(text) {
  return /^'+[=+\-@\t\r]/.test(text) ? text.slice(1) : text;
}

function csvCell(value) {
  const text = guardCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Pasted text that is a CSV export: its last column (the text form), each cell's guard
 * taken off; any other text as it is. */
export function csvText(input) {
  const text = String(input || "").replace(/^\ufeff/, "").trim();
  const first = text.split(/\r?\n/, 1)[0];
  if (/#[st]=/.test(first) || !first.includes(",") || /^\s*(\{|players\s*[:：]|玩家\s*[:：])/i.test(first)) {
    return text;
  }
  return csvRows(text).slice(1).map((row) => unguardCell(row[row.length - 1] || "")).join("\n");
}

function csvRows(text) {
  const rows = [[]];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") { rows[rows.length - 1].push(cell); cell = ""; } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      rows[rows.length - 1].push(cell);
      cell = "";
      rows.push([]);
    } else cell += ch;
  }
  rows[rows.length - 1].push(cell);
  return rows.filter((row) => row.some((c) => c !== ""));
}
