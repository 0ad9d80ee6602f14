// The hand being tapped in, and its notation (docs/notation.md): concealed tiles sorted with
// the winning tile last, then melds (`+peng555s@3`) and bonus tiles (`+hua1f`).
import { face, t } from "./i18n.js";

export const HAND_SIZE = 14;
const SUIT_ORDER = "mpszf";
const MELD_SIZE = { peng: 3, chi: 3, gang: 4, angang: 4, jiagang: 4 };

export function emptyHand() {
  return { tiles: [], win: null, melds: [], hua: [] };
}

function sortKey(code) {
  return SUIT_ORDER.indexOf(code[1]) * 10 + Number(code[0]);
}

export function sorted(codes) {
  return [...codes].sort((a, b) => sortKey(a) - sortKey(b));
}

export function meldTiles(meld) {
  if (meld.kind === "chi") {
    const n = Number(meld.tile[0]);
    return [0, 1, 2].map((i) => `${n + i}${meld.tile[1]}`);
  }
  return Array(MELD_SIZE[meld.kind]).fill(meld.tile);
}

/** Tiles toward the 14: concealed tiles and three per meld (a kong's fourth is extra). */
export function size(hand) {
  return hand.tiles.length + 3 * hand.melds.length;
}

export function counts(hand) {
  const out = {};
  const add = (code) => { out[code] = (out[code] || 0) + 1; };
  hand.tiles.forEach(add);
  hand.melds.forEach((m) => meldTiles(m).forEach(add));
  hand.hua.forEach(add);
  return out;
}

export function copies(code) {
  return code[1] === "f" ? 1 : 4; // one of each flower, four of every other tile
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

function grouped(codes) {
  let text = "";
  let run = "";
  let suit = "";
  for (const code of sorted(codes)) {
    if (code[1] !== suit && run) {
      text += run + suit;
      run = "";
    }
    suit = code[1];
    run += code[0];
  }
  return run ? text + run + suit : text;
}

export function notation(hand) {
  const win = winningIndex(hand);
  const rest = hand.tiles.filter((_, i) => i !== win);
  let text = grouped(rest) + (win === null ? "" : hand.tiles[win]);
  for (const meld of hand.melds) {
    const tiles = meldTiles(meld).map((c) => c[0]).join("") + meld.tile[1];
    const from = meld.from && meld.kind !== "angang" ? `@${meld.from}` : "";
    text += `+${meld.kind}${tiles}${from}`;
  }
  if (hand.hua.length) text += `+hua${grouped(hand.hua)}`;
  return text;
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
