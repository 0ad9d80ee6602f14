// Tapping a hand in: tiles, melds and bonus tiles, taking back, and what the message line
// asks or says meanwhile (a meld's feeder, what to do with a tile of the hand, a refusal).
import { emptyHand, handSize, meldTiles, refusal, size, startsChi } from "./hand.js";
import { meldName, t, tileName } from "./i18n.js";
import { seatChoices } from "./handview.js";
import { state } from "./store.js";

export const editing = {
  pending: null, // a meld being added: its kind
  prompt: null, // the message line's question: {text, buttons}
  notice: "", // what was refused, or done, for a moment
};
let hooks = { changed() {}, drawLine() {} };
let noticeTimer = null;

export function initEditing(given) {
  hooks = given;
}

const changed = () => hooks.changed();
const drawLine = () => hooks.drawLine();

export function say(text) {
  editing.notice = text;
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => { editing.notice = ""; drawLine(); }, 2500);
  drawLine();
}

export function addTile(code, bonus) {
  editing.notice = ""; // the next hand has begun
  if (editing.pending) return pickForMeld(code);
  editing.prompt = null;
  const hand = state.hand;
  const why = refusal(hand, code) || (!bonus && size(hand) >= handSize() ? t("page_full") : "");
  if (why) return say(why);
  if (bonus) hand.hua.push(code);
  else hand.tiles.push(code);
  hand.order = [...(hand.order || []), bonus ? "h" : "t"];
  changed();
}

function pickForMeld(code) {
  const kind = editing.pending;
  if (kind === "chi" && !startsChi(code)) return say(t("page_chi_bad"));
  const meld = { kind, tile: code, from: null };
  const need = {};
  for (const tile of meldTiles(meld)) need[tile] = (need[tile] || 0) + 1;
  for (const [tile, more] of Object.entries(need)) {
    const why = refusal(state.hand, tile, more);
    if (why) return say(why);
  }
  if (size({ tiles: [], melds: [meld] }) + size(state.hand) > handSize()) return say(t("page_full"));
  state.hand.melds.push(meld);
  state.hand.order = [...(state.hand.order || []), "m"];
  editing.pending = null;
  editing.prompt = kind === "angang" ? null : feederPrompt(state.hand.melds.length - 1);
  changed();
}

/** Who fed a meld: asked once it is added, answered or not (the next tile goes on). */
function feederPrompt(index) {
  const meld = state.hand.melds[index];
  const label = `${meldName(meld.kind)} ${tileName(meld.tile)}`;
  return { text: t("page_meld_from", { meld: label }), buttons: seatChoices((seat) => {
    meld.from = seat;
    editing.prompt = null;
    changed();
  }, t("page_skip")) };
}

export function undo() {
  editing.pending = null;
  editing.prompt = null;
  const hand = state.hand;
  const last = (hand.order || []).pop();
  if (last === "m") hand.melds.pop();
  else if (last === "h") hand.hua.pop();
  else if (hand.tiles.length) {
    hand.tiles.pop();
    if (hand.win !== null && hand.win >= hand.tiles.length) hand.win = null;
  }
  changed();
}

/** A fresh hand: no tiles, and the last hand's winner, discarder and flags forgotten. */
export function newHand() {
  state.hand = emptyHand();
  editing.pending = null;
  editing.prompt = null;
  Object.assign(state.sit, { winner: null, from: null, flags: {}, values: {} });
}

function forget(kind, at) {
  const order = state.hand.order || [];
  let seen = -1;
  for (let i = 0; i < order.length; i++) {
    if (order[i] === kind && ++seen === at) {
      order.splice(i, 1);
      return;
    }
  }
}

export const strip = {
  tile(index) {
    const code = state.hand.tiles[index];
    editing.prompt = { text: t("page_tile_what", { tile: tileName(code) }), buttons: [
      [t("page_as_win"), () => { state.hand.win = index; editing.prompt = null; changed(); }, "tile-win"],
      [t("page_take_out"), () => {
        state.hand.tiles.splice(index, 1);
        forget("t", index);
        state.hand.win = null;
        editing.prompt = null;
        changed();
      }, "tile-out"],
      [t("page_cancel"), () => { editing.prompt = null; drawLine(); }, "tile-cancel"]] };
    drawLine();
  },
  meld(index) {
    const meld = state.hand.melds[index];
    const asking = feederPrompt(index);
    asking.buttons.push([t("page_take_out"), () => {
      state.hand.melds.splice(index, 1);
      forget("m", index);
      editing.prompt = null;
      changed();
    }, "meld-out"]);
    if (meld.kind === "angang") asking.buttons = asking.buttons.slice(-1);
    editing.prompt = asking;
    drawLine();
  },
  bonus(index) {
    state.hand.hua.splice(index, 1);
    forget("h", index);
    changed();
  },
};

/** A meld key: the next tile tapped is the meld's (tapped again: no meld). */
export function meldKey(kind) {
  editing.pending = editing.pending === kind ? null : kind;
  editing.prompt = null;
  changed();
}
