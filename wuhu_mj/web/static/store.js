// What the page remembers (in localStorage, so a reload loses nothing) and how it asks the
// server. The server keeps nothing between requests.
import { emptyHand } from "./hand.js";
import { getLang, t } from "./i18n.js";

const KEY = "wuhu-mj-web-1";

function fresh() {
  return {
    lang: "zh",
    view: "score",
    rules: "wuhu",
    tab: "m",
    house: null, // a house-rule file sent from this phone: {text, info}
    hand: emptyHand(),
    sit: { winner: 1, dealer: 1, from: null, flags: {}, wild: "", indicator: "", streak: "",
      fed: "", unit: "1" },
    session: { players: ["", "", "", ""], rules: "wuhu", unit: "1", dealer: 1, pot: "",
      pots: "", hands: [] },
  };
}

export const state = load();

function load() {
  const base = fresh();
  try {
    const saved = JSON.parse(localStorage.getItem(KEY) || "null");
    if (saved && typeof saved === "object") {
      return { ...base, ...saved, sit: { ...base.sit, ...saved.sit },
        session: { ...base.session, ...saved.session } };
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
    // private browsing or a full store: the page still works, it just forgets
  }
}

export function resetSession() {
  state.session = { ...fresh().session, players: state.session.players };
  save();
}

/** POST (or GET) to the API: {ok, status, exit, data}; data.error.message on bad input. */
export async function api(path, body) {
  const init = body === undefined ? {} : {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ ...body, lang: getLang() }), // error texts in the page's language
  };
  try {
    const response = await fetch(`api/${path}`, init);
    const data = await response.json();
    return { ok: response.ok, status: response.status,
      exit: Number(response.headers.get("X-Wuhu-Mj-Exit") ?? 2), data };
  } catch (e) {
    return { ok: false, status: 0, exit: 2, data: { error: { message: t("server_down") } } };
  }
}

/** What went wrong, in words: the place (when the answer names one) and the message. */
export function errorText(answer) {
  const error = answer.data?.error;
  if (!error) return t("server_down");
  if (error.text) return error.text; // the CLI's line, in the page's language
  return error.where ? `${error.where}: ${error.message}` : error.message;
}

export function seatName(seat) {
  const name = (state.session.players[seat - 1] || "").trim();
  return name ? `${seat} ${name}` : t("seat", seat);
}

let toastTimer = null;

export function toast(message) {
  const el = document.getElementById("toast");
  el.textContent = message;
  el.classList.remove("hidden");
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => el.classList.add("hidden"), 2200);
}

export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  for (const child of children) {
    if (child !== null && child !== undefined) node.append(child);
  }
  return node;
}

/** Seat buttons 1-4 (plus an optional first choice such as 自摸), the chosen one on. */
export function seatButtons(box, chosen, onPick, first = null) {
  box.replaceChildren();
  const options = first ? [[null, first], ...[1, 2, 3, 4].map((s) => [s, seatName(s)])]
    : [1, 2, 3, 4].map((s) => [s, seatName(s)]);
  for (const [value, label] of options) {
    const button = el("button", { type: "button", "data-seat": value ?? "none",
      "aria-pressed": String(value === chosen), onclick: () => onPick(value) }, label);
    box.append(button);
  }
}
