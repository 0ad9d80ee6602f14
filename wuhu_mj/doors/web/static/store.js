// What the page remembers, in the phone's localStorage: the hand being tapped, the seats and
// flags under one key (KEY), and each evening (its header and its hand lines, the session
// text form) under its own key (EVENING + id). It survives a reload, going offline and
// closing the app; nothing is kept anywhere else.
//
// Each stored evening is read on its own and checked: one that is not an evening the page
// can show (a null header, players not four names, a string…) is kept as it was, listed as
// damaged with its stored text to export, and deleted only when the user says so; the rest
// start as usual. A save that fails (the store is full: QuotaExceededError) is said on the
// page until a later save works; what was not saved is still on the screen.
import { emptyHand } from "./hand.js";
import { t } from "./i18n.js";

const KEY = "wuhu-mj-page-2"; // the settings; before, every evening too (read once, moved out)
const EVENING = "wuhu-mj-evening-"; // one evening: EVENING + its id

function fresh() {
  return {
    lang: "zh",
    view: "score",
    rules: "", // the rule set outside an evening ("": the scorer's default, rules.js)
    house: null, // a house-rule file from this phone: {text, info}
    hand: emptyHand(),
    sit: { winner: null, from: null, dealer: 1, flags: {}, values: {}, unit: "1" },
    evenings: [], // [{id, started, header: {...}, lines: [...]}]: the good ones, newest first
    current: null, // the id of the evening hands go into; null: score without recording
    compare: { open: false, with: [] }, // "compare with…": shown or not, the rule sets picked
    also: [], // 一炮多响: winners of the discard kept so far, [{winner, from, hand, flags, values}]
  };
}

/** Stored records the page cannot read: [{key, raw}], `raw` the stored text as it is. */
export const damaged = [];
const written = new Map(); // key → the text localStorage holds under it (read or written)
let failure = null; // the last save's error, while no later save has worked

function isObject(value) {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function isText(value) {
  return typeof value === "string";
}

function isField(value) {
  return value === undefined || value === null || isText(value)
    || (typeof value === "number" && Number.isFinite(value));
}

/** Whether `value` is an evening the page can show (what newEvening makes). */
export function isEvening(value) {
  if (!isObject(value) || !isText(value.id) || !value.id || !isText(value.started)) return false;
  if (Number.isNaN(Date.parse(value.started))) return false;
  const header = value.header;
  if (!isObject(header) || !Array.isArray(header.players) || header.players.length !== 4) return false;
  if (!header.players.every(isText) || !isText(header.rules)) return false;
  if (![1, 2, 3, 4].includes(header.dealer)) return false;
  if (!["unit", "pot", "pots", "streak"].every((key) => isField(header[key]))) return false;
  if (!Array.isArray(value.lines) || !value.lines.every(isText)) return false;
  return value.house === undefined || value.house === null || isText(value.house);
}

function read(key) {
  try {
    return localStorage.getItem(key);
  } catch (e) {
    return null; // no storage at all (some private windows): nothing was kept
  }
}

function storedKeys() {
  const keys = [];
  try {
    for (let i = 0; i < localStorage.length; i++) keys.push(localStorage.key(i));
  } catch (e) {
    // no storage
  }
  return keys;
}

/** A record the page cannot read, kept as it is; `key`: where it is (or will be) stored. */
function keepDamaged(raw, key = null) {
  const at = key || `${EVENING}damaged-${Date.now().toString(36)}-${damaged.length}`;
  damaged.push({ key: at, raw });
  if (key) written.set(key, raw);
}

function load() {
  const base = fresh();
  const found = new Map(); // id → evening
  const raw = read(KEY);
  let saved = null;
  if (raw !== null) {
    try {
      saved = JSON.parse(raw);
    } catch (e) {
      saved = null;
    }
    // Settings that are not an object: their text is kept apart (to export) before the key
    // is written again.
    if (!isObject(saved)) keepDamaged(raw);
    else written.set(KEY, raw);
  }
  // Evenings kept inside the settings (as pages before this one kept them): each on its own.
  const old = isObject(saved) && Array.isArray(saved.evenings) ? saved.evenings : [];
  for (const item of old) {
    if (isEvening(item)) found.set(item.id, item);
    else keepDamaged(JSON.stringify(item) ?? String(item));
  }
  for (const key of storedKeys()) {
    if (!key || !key.startsWith(EVENING)) continue;
    const text = read(key);
    let item = null;
    try {
      item = JSON.parse(text);
    } catch (e) {
      item = null;
    }
    if (isEvening(item) && key === EVENING + item.id) {
      found.set(item.id, item);
      written.set(key, text);
    } else keepDamaged(text ?? "", key);
  }
  // The settings as saved (what other modules keep here too, such as the rule sets' catalog),
  // each known one checked: one of the wrong kind is taken afresh.
  const { evenings: _, ...kept } = isObject(saved) ? saved : {};
  const state = { ...base, ...kept };
  for (const key of ["lang", "view", "rules"]) if (!isText(state[key])) state[key] = base[key];
  if (state.house !== null && !(isObject(state.house) && isText(state.house.text) && isObject(state.house.info))) {
    state.house = null;
  }
  state.sit = isObject(state.sit) ? { ...base.sit, ...state.sit } : base.sit;
  if (!isObject(state.sit.flags)) state.sit.flags = {};
  if (!isObject(state.sit.values)) state.sit.values = {};
  const hand = state.hand;
  state.hand = isObject(hand) && ["tiles", "melds", "hua"].every((key) => Array.isArray(hand[key]))
    ? { ...base.hand, ...hand } : base.hand;
  if (!isObject(state.compare) || !Array.isArray(state.compare.with)) state.compare = base.compare;
  if (!isText(state.current)) state.current = null;
  const wins = state.also; // app.js: winners of one discard kept so far
  if (!Array.isArray(wins) || !wins.every((w) => isObject(w) && isText(w.hand)
    && Array.isArray(w.flags) && isObject(w.values))) state.also = [];
  const catalog = state.catalog; // rules.js: what the scorer said of the rule sets, last time
  if (!(isObject(catalog) && Array.isArray(catalog.rules) && catalog.rules.every(isObject)
    && isObject(catalog.manifest))) delete state.catalog;
  state.evenings = [...found.values()].sort((a, b) => Date.parse(b.started) - Date.parse(a.started)
    || (a.id < b.id ? 1 : -1));
  if (!state.evenings.some((e) => e.id === state.current)) state.current = null;
  return state;
}

/** Writes what changed: records kept apart first, then each evening, then the settings (so
 * settings that held the evenings are written without them only once they are stored on
 * their own). True when everything is stored; else the error is shown on the page. */
export function save() {
  const writes = [];
  for (const item of damaged) if (written.get(item.key) !== item.raw) writes.push([item.key, item.raw]);
  for (const item of state.evenings) writes.push([EVENING + item.id, JSON.stringify(item)]);
  const { evenings, ...settings } = state;
  writes.push([KEY, JSON.stringify(settings)]);
  try {
    for (const [key, text] of writes) {
      if (written.get(key) === text) continue;
      localStorage.setItem(key, text);
      written.set(key, text);
    }
    failure = null;
  } catch (e) {
    failure = e;
  }
  showFailure();
  return failure === null;
}

/** The store is full (every browser names it its own way), or some other failure. */
function isFull(error) {
  return error?.name === "QuotaExceededError" || error?.name === "NS_ERROR_DOM_QUOTA_REACHED"
    || error?.code === 22 || error?.code === 1014;
}

function showFailure() {
  const box = document.getElementById("save-error");
  if (!box) return;
  box.classList.toggle("hidden", failure === null);
  if (failure === null) return box.replaceChildren();
  box.textContent = isFull(failure) ? t("page_save_full")
    : t("page_save_failed", { why: String(failure?.name || failure) });
}

/** The last save's error said again (in the page's language, after a switch). */
export function sayFailure() {
  showFailure();
}

/** Forgets an evening: its key is removed (and the evening with it, from the list). */
export function deleteEvening(id) {
  state.evenings = state.evenings.filter((e) => e.id !== id);
  if (state.current === id) state.current = null;
  forget(EVENING + id);
  save();
}

/** Forgets a damaged record (after the user was shown it and could export it). */
export function deleteDamaged(key) {
  const at = damaged.findIndex((d) => d.key === key);
  if (at >= 0) damaged.splice(at, 1);
  forget(key);
  save();
}

function forget(key) {
  try {
    localStorage.removeItem(key);
  } catch (e) {
    // no storage: nothing to remove
  }
  written.delete(key);
}
export const state = load();

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

/** `node`'s children replaced by `children`, one at a time: a long evening's rows are never
 * spread into one call's arguments (an engine's stack holds only so many). */
export function fill(node, children) {
  node.replaceChildren();
  for (const child of children) node.append(child);
}
