// The hand being tapped in, as the page holds it: {tiles, win, melds, hua} (doors/web/tapped.py
// says the shape). The scorer's Python writes its notation and decides what may be tapped
// next (the `next_taps` call, editing.js): the hand's size, the most copies of a tile, the
// tiles a chi starts from and a meld's tiles are Python's, never this page's.
import { face } from "./i18n.js";

/**
 * @typedef {{kind: string, tile: string, from: number | null}} TappedMeld
 * @typedef {{tiles: string[], win: number | null, melds: TappedMeld[], hua: string[],
 *   order?: string[]}} Tapped
 * @typedef {{key: string, said: string}} Refusal
 * @typedef {{count: number, need: number, full: boolean, win: number | null, strip: number[],
 *   melds: string[][], held: Record<string, number>, used_up: string[],
 *   refused: Record<string, Record<string, Refusal>>}} Taps
 */

/** @returns {Tapped} */
export function emptyHand() {
  return { tiles: [], win: null, melds: [], hua: [] };
}

/** The hand as the scorer reads it (what the page keeps besides left out). */
export function tapped(hand) {
  return { tiles: hand.tiles, win: hand.win, melds: hand.melds, hua: hand.hua };
}

/** What the page shows before the scorer has answered for `hand` (or when it cannot): the
 * tiles as tapped, each meld by its first tile, nothing refused. @returns {Taps} */
export function unanswered(hand) {
  return { count: 0, need: 0, full: false, win: null, strip: hand.tiles.map((_, i) => i),
    melds: hand.melds.map((meld) => [meld.tile]), held: {}, used_up: [], refused: {} };
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
