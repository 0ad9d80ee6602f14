// The hand being tapped in, as the page holds it: {tiles, win, melds, hua} (web/tapped.py
// says the shape). The scorer's Python writes its notation (the page sends the hand as it is);
// the rules of tapping — the hand's size, what a meld counts, its tiles, the most copies of a
// tile — are the manifest's `notation` (setTapping), applied here as the keys are tapped.
import { face, t } from "./i18n.js";

/**
 * @typedef {{kind: string, tile: string, from: number | null}} TappedMeld
 * @typedef {{tiles: string[], win: number | null, melds: TappedMeld[], hua: string[],
 *   order?: string[]}} Tapped
 * @typedef {{hand_tiles: number, meld_counts_as: number, melds: Record<string, number[]>,
 *   chi_starts: string[], copies: Record<string, number>, order: string[]}} Tapping
 */

/** @type {Tapping | null} */
let rules = null;

/** The rules of tapping, from the scorer's manifest (rules.js). */
export function setTapping(given) {
  rules = given;
}

/** @returns {Tapped} */
export function emptyHand() {
  return { tiles: [], win: null, melds: [], hua: [] };
}

/** The tiles of a whole hand (14). */
export function handSize() {
  return rules?.hand_tiles ?? 0;
}

/** The hand as the scorer reads it (what the page keeps besides left out). */
export function tapped(hand) {
  return { tiles: hand.tiles, win: hand.win, melds: hand.melds, hua: hand.hua };
}

function place(code) {
  return rules ? rules.order.indexOf(code) : 0;
}

/** Tile codes in the notation's order (the manifest's). */
export function sorted(codes) {
  return [...codes].sort((a, b) => place(a) - place(b));
}

/** A meld's tiles: its first tile and the steps its kind takes from it. */
export function meldTiles(meld) {
  const steps = rules?.melds[meld.kind] || [];
  return steps.map((step) => rules.order[place(meld.tile) + step]);
}

/** Whether a chi may start from `code`. */
export function startsChi(code) {
  return Boolean(rules?.chi_starts.includes(code));
}

/** Tiles toward the whole hand: concealed tiles, and what each meld counts. */
export function size(hand) {
  return hand.tiles.length + (rules?.meld_counts_as ?? 0) * hand.melds.length;
}

export function counts(hand) {
  const out = {};
  const add = (code) => { out[code] = (out[code] || 0) + 1; };
  hand.tiles.forEach(add);
  hand.melds.forEach((m) => meldTiles(m).forEach(add));
  hand.hua.forEach(add);
  return out;
}

/** The most copies of a tile there are. */
export function copies(code) {
  return rules?.copies[code[1]] ?? 0;
}

/** Why `more` more copies of `code` cannot be added, or "" when they can. */
export function refusal(hand, code, more = 1) {
  if ((counts(hand)[code] || 0) + more > copies(code)) {
    const [n, s] = face(code);
    return t("page_fifth", { tile: n + s });
  }
  return "";
}

export function winningIndex(hand) {
  if (!hand.tiles.length) return null;
  return hand.win !== null && hand.win < hand.tiles.length ? hand.win : hand.tiles.length - 1;
}

/** A tile drawn as a button (or a span when `tag` says so). */
export function tileElement(code, tag = "button") {
  const el = document.createElement(tag);
  const [n, s] = face(code);
  el.className = `tile ${code[1]} ${code[1]}${code[0]}`;
  el.dataset.tile = code;
  el.setAttribute("aria-label", `${code} ${n}${s}`);
  const top = document.createElement("span");
  top.className = "n";
  top.textContent = n;
  el.append(top);
  if (s) {
    const bottom = document.createElement("span");
    bottom.className = "s";
    bottom.textContent = s;
    el.append(bottom);
  }
  if (el instanceof HTMLButtonElement) el.type = "button";
  return el;
}
