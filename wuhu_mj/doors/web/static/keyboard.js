// The tile keyboard: every suit in view at once, in rows of nine, and keys that never move
// while a hand is tapped in (the rows above it have fixed heights, and the keyboard is only
// rebuilt when the rule set changes). Keys show how many copies the hand already holds.
import { el } from "./store.js";
import { meldName, t } from "./i18n.js";
import { tileElement } from "./hand.js";

const HONOR_SLOTS = 7; // 东南西北白发中, each in its own column whatever the rules hold

/** Build the keyboard for rule set `info` into `box`; `on` has tile(code, bonus),
 * meld(kind), undo(), clear(). */
export function buildKeyboard(box, info, on) {
  const rows = [];
  for (const suit of "mps") {
    const codes = info.tiles.filter((c) => c[1] === suit);
    if (codes.length) rows.push(el("div", { class: "krow", "data-row": suit }, codes.map((c) => key(c, false, on))));
  }
  const honors = [];
  for (let n = 1; n <= HONOR_SLOTS; n++) {
    const code = `${n}z`;
    honors.push(info.tiles.includes(code) ? key(code, false, on) : el("span", { class: "kgap" }));
  }
  honors.push(el("button", { type: "button", class: "key action wide", id: "undo",
    "aria-label": t("page_undo_label"), onclick: on.undo }, t("page_undo")));
  rows.push(el("div", { class: "krow", "data-row": "z" }, honors));
  if (info.bonus.length) {
    rows.push(el("div", { class: "krow bonus", "data-row": "f" },
      info.bonus.map((code) => key(code, true, on))));
  }
  const actions = info.melds.map((kind) => el("button", { type: "button", class: "key action",
    "data-meld": kind, onclick: () => on.meld(kind) }, meldName(kind)));
  actions.push(el("button", { type: "button", class: "key action", id: "clear",
    onclick: on.clear }, t("page_clear")));
  const row = el("div", { class: "krow actions" }, actions);
  // Through the CSSOM: a style attribute is inline style, which `serve`'s CSP refuses.
  row.style.setProperty("--keys", String(actions.length));
  rows.push(row);
  box.replaceChildren(...rows);
}

function key(code, bonus, on) {
  const button = tileElement(code);
  button.classList.add("key");
  if (bonus) {
    button.classList.add("bonus-key");
    button.dataset.bonus = "yes";
  }
  button.onclick = () => on.tile(code, bonus);
  return button;
}

/** Show on each key how many the hand holds, which meld is being added, and what is full
 * (the scorer's next_taps answer `taps`: `held`, `used_up`). */
export function markKeyboard(box, taps, pendingKind) {
  const have = taps.held;
  for (const button of box.querySelectorAll("button[data-tile]")) {
    const code = button.dataset.tile;
    const n = have[code] || 0;
    let badge = button.querySelector(".badge");
    if (n && !badge) {
      badge = el("span", { class: "badge" });
      button.append(badge);
    }
    if (badge) {
      if (n) badge.textContent = String(n);
      else badge.remove();
    }
    button.classList.toggle("full", taps.used_up.includes(code));
  }
  for (const button of box.querySelectorAll("button[data-meld]")) {
    button.setAttribute("aria-pressed", String(button.dataset.meld === pendingKind));
  }
}
