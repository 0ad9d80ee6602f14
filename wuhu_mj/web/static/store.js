// What the page remembers, in the phone's localStorage: the hand being tapped, the seats and
// flags, and every evening (its header and its hand lines, the session text form). It
// survives a reload, going offline and closing the app; nothing is kept anywhere else.
import { emptyHand } from "./hand.js";
import { t } from "./i18n.js";

const KEY = "wuhu-mj-page-2";

function fresh() {
  return {
    lang: "zh",
    view: "score",
    rules: "wuhu", // the rule set outside an evening
    house: null, // a house-rule file from this phone: {text, info}
    hand: emptyHand(),
    sit: { winner: null, from: null, dealer: 1, flags: {}, values: {}, unit: "1" },
    evenings: [], // [{id, started, header: {...}, lines: [...]}]
    current: null, // the id of the evening hands go into; null: score without recording
    compare: { open: false, with: [] }, // "compare with…": shown or not, the rule sets picked
    also: [], // 一炮多响: winners of the discard kept so far, [{winner, from, hand, flags, values}]
  };
}

export const state = load();

function load() {
  const base = fresh();
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) || "null");
    if (saved && typeof saved === "object") {
      return { ...base, ...saved, sit: { ...base.sit, ...saved.sit },
        hand: { ...base.hand, ...saved.hand } };
    }
  } catch (e) {
    // a damaged entry: start afresh
  }
  return base;
}

export function save() {
  try {
    localStorage.setItem(KEY, JSON.stringify(state));
  } catch (e) {
    // a private window or a full store: the page still works, it just forgets
  }
}

/** The evening hands go into, or null. */
export function evening() {
  return state.evenings.find((e) => e.id === state.current) || null;
}

/** A new evening (it becomes the current one). */
export function newEvening(header, lines = []) {
  const id = `e${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const made = { id, started: new Date().toISOString(), header, lines };
  state.evenings.unshift(made);
  state.current = id;
  save();
  return made;
}

/** When an evening started, in the phone's own time: "2025-03-07 20:15". */
export function localTime(iso) {
  const d = new Date(iso);
  const two = (n) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}`;
}

export function seatName(seat) {
  const current = evening();
  const name = current ? (current.header.players[seat - 1] || "").trim() : "";
  return name || t("page_seat", { n: seat });
}

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child !== null && child !== undefined && child !== false) node.append(child);
  }
  return node;
}
