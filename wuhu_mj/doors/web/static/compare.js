// The "compare with…" card: the hand on the result card under several rule sets side by
// side — what each seat wins or pays under each, the rows where they differ marked ≠ — as
// `wuhu-mj score HAND -r A -r B …` prints it. One call of the scorer (browser.compare) scores
// the hand under every rule set chosen, in the browser.
import { call } from "./scorer.js";
import { getLang, t } from "./i18n.js";
import { el, save, seatName, state } from "./store.js";
import { HOUSE, rulesCatalog, rulesInfo, rulesKeys } from "./rules.js";
import { errorWords } from "./result.js";

const DIFFERS = "≠";
let asked = 0;

function kept() {
  if (!state.compare || typeof state.compare !== "object") state.compare = { open: false, with: [] };
  return state.compare;
}

/** The rule sets compared with `chosen`: those picked, else the built-in ones of its variant. */
function others(chosen) {
  const choices = rulesCatalog().filter((c) => c.value !== chosen);
  const picked = kept().with.filter((value) => choices.some((c) => c.value === value));
  if (picked.length || kept().picked) return picked;
  const variant = rulesInfo(chosen)?.variant;
  return choices.filter((c) => c.info.variant === variant && c.value !== HOUSE)
    .map((c) => c.value);
}

/** Draw into `box` the compare button and, when it is open, the choices and the table, for the
 * hand of `request` (its score request) under rule set `chosen`; `request` null: nothing to
 * compare (no hand scored). */
export async function drawCompare(box, request, chosen) {
  const mine = ++asked;
  if (!request) {
    box.replaceChildren();
    box.classList.add("hidden");
    return;
  }
  box.classList.remove("hidden");
  const open = kept().open;
  const redraw = () => { save(); drawCompare(box, request, chosen); };
  const toggle = el("button", { type: "button", id: "compare-toggle", class: "link",
    "aria-expanded": String(open), onclick: () => { kept().open = !open; redraw(); } },
  open ? t("page_compare_close") : t("page_compare"));
  if (!open) {
    box.replaceChildren(toggle);
    box.dataset.state = "";
    return;
  }
  const compared = others(chosen);
  const choices = rulesCatalog().filter((c) => c.value !== chosen).map((c) => el("button", {
    type: "button", "data-compare": c.value, "aria-pressed": String(compared.includes(c.value)),
    onclick: () => {
      const now = compared.includes(c.value) ? compared.filter((v) => v !== c.value) : [...compared, c.value];
      Object.assign(kept(), { with: now, picked: true });
      redraw();
    } }, c.label));
  box.replaceChildren(toggle, el("div", { class: "hint" }, t("page_compare_pick")),
    el("div", { class: "row flags", id: "compare-choices" }, choices));
  if (!compared.length) {
    box.dataset.state = "";
    return;
  }
  const values = [chosen, ...compared];
  const body = { ...request };
  delete body.rules_yaml;
  body.rules = values.map((value) => {
    const keys = rulesKeys(value);
    return keys.rules_yaml !== undefined ? { rules_yaml: keys.rules_yaml } : keys.rules;
  });
  box.dataset.state = "comparing";
  const answer = await call("compare", JSON.stringify(body), getLang());
  if (mine !== asked) return;
  if (!Array.isArray(answer.view)) {
    box.append(el("div", { class: "status bad" }, `${t("page_bad")}${t("page_colon_sep")}${errorWords(answer)}`));
    box.dataset.state = "error";
    return;
  }
  const labels = values.map((value) => rulesCatalog().find((c) => c.value === value)?.label || value);
  box.append(...table(answer.view, labels));
  box.dataset.state = "done";
}

/** The table (a row per seat, a column per rule set) and a line for each column that is no
 * win or bad input. */
function table(columns, labels) {
  const cells = (seat) => columns.map((column) => {
    if (column.error || !column.winning) return "—";
    const net = Number(column.net[String(seat)]);
    return net > 0 ? `+${column.net[String(seat)]}` : String(column.net[String(seat)]);
  });
  const rows = [1, 2, 3, 4].map((seat) => {
    const shown = cells(seat);
    const differs = new Set(shown).size > 1;
    return el("tr", { "data-seat": seat, class: differs ? "differs" : "" },
      el("td", {}, `${differs ? DIFFERS : ""} ${seatName(seat)}`.trim()),
      shown.map((text) => el("td", { class: "num" }, text)));
  });
  const head = el("tr", {}, el("th", {}, t("page_compare_seat")),
    labels.map((label) => el("th", { class: "num" }, label)));
  const out = [el("div", { class: "grid-title" }, t("page_compare_title")),
    el("table", { id: "compare-table" }, el("thead", {}, head), el("tbody", {}, rows))];
  if (rows.some((row) => row.classList.contains("differs"))) {
    out.push(el("div", { class: "hint" }, t("page_compare_differs")));
  }
  columns.forEach((column, i) => {
    if (column.error) {
      out.push(el("div", { class: "details bad" }, `${labels[i]}${t("page_colon_sep")}${errorWords({ error: column.error })}`));
    } else if (!column.winning) {
      out.push(el("div", { class: "details" }, `${labels[i]}${t("page_colon_sep")}${t("page_not_win")}${t("page_colon_sep")}${column.reason}`));
    }
  });
  return out;
}
