// Who won from whom in one tap: a table with a row per winner and a column per discarder (the
// diagonal is a self-draw). Then the dealer (only outside an evening: inside one the session
// keeps it) and the options the rule set takes, each control made from the scorer's
// declaration of the option (its kind and help: `controls` of the rule set's description).
import { el, seatName } from "./store.js";
import { t, tileName } from "./i18n.js";
import { controlsOf, optionHelp, optionLabel, takes } from "./rules.js";

/** The who-from-whom table; rules without `from` (self-draw only) get one row of winners. */
export function drawSeats(box, info, sit, onPick) {
  const seats = [1, 2, 3, 4];
  const takesFrom = takes(info, "from");
  if (!takesFrom) {
    box.replaceChildren(el("div", { class: "grid-title" }, t("page_place_winner")),
      el("div", { class: "seatrow", id: "winners" }, seats.map((w) => el("button", {
        type: "button", "data-winner": w, "data-from": "none",
        "aria-pressed": String(sit.winner === w), onclick: () => onPick(w, null) },
      t("page_win_by", { name: seatName(w) })))));
    return;
  }
  const head = el("div", { class: "grid-head" }, el("span", { class: "corner" }, t("page_who")),
    seats.map((d) => el("span", { class: "col" }, seatName(d))));
  const rows = seats.map((w) => el("div", { class: "grid-row", "data-row": w },
    el("span", { class: `rowname${sit.winner === w ? " on" : ""}` }, seatName(w)),
    seats.map((d) => {
      const from = d === w ? null : d;
      const chosen = sit.winner === w && sit.from === from;
      return el("button", { type: "button", class: d === w ? "self" : "", "data-winner": w,
        "data-from": from ?? "none", "aria-pressed": String(chosen),
        onclick: () => onPick(w, from) }, d === w ? t("page_self_draw") : t("page_from_cell", { name: seatName(d) }));
    })));
  box.replaceChildren(el("div", { id: "who-grid" }, head, rows));
}

/** Seat buttons 1–4 in `box`, `chosen` pressed. */
export function seatButtons(box, chosen, onPick) {
  box.replaceChildren(...[1, 2, 3, 4].map((seat) => el("button", { type: "button",
    "data-seat": seat, "aria-pressed": String(seat === chosen), onclick: () => onPick(seat) },
  seatName(seat))));
}

/** The option controls the rule set takes, each made from its declaration (its kind, and its
 * help as the control's title). `inEvening`: the session keeps the dealer, the streak and the
 * unit, so those are not asked. */
export function drawOptions(box, info, sit, inEvening, changed) {
  const parts = [];
  if (!inEvening) {
    const dealer = el("span", { class: "seats", id: "dealer" });
    seatButtons(dealer, sit.dealer, (seat) => { sit.dealer = seat; changed(); });
    parts.push(el("div", { class: "row" }, el("label", { class: "name" }, t("page_place_dealer")), dealer));
  }
  const flags = controlsOf(info, "flag").map(({ name, help }) => el("button", { type: "button",
    "data-flag": name, "aria-pressed": String(Boolean(sit.flags[name])), title: optionHelp({ help }),
    onclick: () => { sit.flags[name] = !sit.flags[name]; changed(); } },
  optionLabel(name)));
  if (flags.length) parts.push(el("div", { class: "row flags" }, flags));
  for (const control of controlsOf(info, "tile")) {
    const name = control.name;
    const select = el("select", { id: `opt-${name}`, "aria-label": optionLabel(name),
      title: optionHelp(control), onchange: (e) => { sit.values[name] = e.target.value; changed(); } },
    ["", ...info.tiles].map((code) => el("option", { value: code,
      selected: (sit.values[name] || "") === code }, code ? tileChoice(code) : t("page_none"))));
    parts.push(el("div", { class: "row" }, el("label", { class: "name", for: `opt-${name}` },
      optionLabel(name)), select));
  }
  const asked = [...controlsOf(info, "fed"), ...(inEvening ? [] : controlsOf(info, "count", "money"))];
  if (!inEvening && !asked.some((c) => c.name === "unit")) asked.push({ name: "unit", kind: "money" });
  for (const control of asked) {
    const name = control.name;
    const input = el("input", { id: `opt-${name}`, type: "text", class: "grow",
      inputmode: control.kind === "fed" ? "text" : "decimal", autocomplete: "off",
      title: optionHelp(control), placeholder: control.kind === "fed" ? t("page_fed_hint") : "",
      onchange: (e) => { setValue(sit, name, e.target.value.trim()); changed(); } });
    input.value = name === "unit" ? sit.unit : sit.values[name] || "";
    parts.push(el("div", { class: "row" }, el("label", { class: "name", for: `opt-${name}` },
      optionLabel(name)), input));
  }
  box.replaceChildren(...parts);
}

function tileChoice(code) {
  const name = tileName(code);
  return name === code ? code : `${code} ${name}`;
}

function setValue(sit, name, value) {
  if (name === "unit") sit.unit = value || "1";
  else sit.values[name] = value;
}
