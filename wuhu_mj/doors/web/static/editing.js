// Tapping a hand in: tiles, melds and bonus tiles, taking back, and what the message line
// asks or says meanwhile (a meld's feeder, what to do with a tile of the hand, a refusal).
// What may be tapped next is the scorer's answer (the `next_taps` call, doors/web/tapped.py), asked
// for the hand as it stands; the answer comes later, so taps wait their turn in one queue and
// each sees the hand the taps before it left (`document.body.dataset.tapping` is set while
// any wait: the browser tests wait for it to go).
import { emptyHand, tapped, unanswered } from "./hand.js";
import { getLang, meldName, t, tileName } from "./i18n.js";
import { seatChoices } from "./handview.js";
import { call } from "./scorer.js";
import { state } from "./store.js";

export const editing = {
  pending: null, // a meld being added: its kind
  prompt: null, // the message line's question: {text, buttons}
  notice: "", // what was refused, or done, for a moment
  /** @type {import("./hand.js").Taps | null} */
  taps: null, // the scorer's next_taps for the hand as it stands
};
let hooks = { changed() {}, drawLine() {} };
let noticeTimer = null;
let queue = Promise.resolve();
let waiting = 0;
let askedFor = ""; // the request editing.taps answers

/** Run `job` once the jobs queued before it are done; resolves with its result. */
export function queued(job) {
  waiting++;
  document.body.dataset.tapping = "yes";
  const run = queue.then(job);
  queue = run.catch(() => {}).finally(() => {
    if (--waiting === 0) delete document.body.dataset.tapping;
  });
  return run;
}

/** An action on the hand that waits its turn behind the taps before it. */
const inTurn = (action) => (...args) => queued(async () => action(...args));

/** The scorer's next_taps for the hand as it stands (asked again only when it changed). */
export async function currentTaps() {
  const request = JSON.stringify({ hand: tapped(state.hand) });
  const lang = getLang();
  if (editing.taps && askedFor === `${lang}|${request}`) return editing.taps;
  const answer = await call("next_taps", request, lang);
  editing.taps = answer.exit === 0 ? answer.view : null;
  askedFor = editing.taps ? `${lang}|${request}` : "";
  return editing.taps;
}

/** What the strip and the keyboard show: the scorer's answer for this hand, or the hand as
 * tapped while there is none. */
export function shownTaps() {
  return editing.taps || unanswered(state.hand);
}

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

export const addTile = inTurn(async (code, bonus) => {
  editing.notice = ""; // the next hand has begun
  if (editing.pending) return pickForMeld(code);
  editing.prompt = null;
  const hand = state.hand;
  const taps = await currentTaps();
  if (!taps) return;
  const why = taps.refused[bonus ? "bonus" : "tile"]?.[code];
  if (why) return say(why.said);
  if (bonus) hand.hua.push(code);
  else hand.tiles.push(code);
  hand.order = [...(hand.order || []), bonus ? "h" : "t"];
  changed();
});

async function pickForMeld(code) {
  const kind = editing.pending;
  const taps = await currentTaps();
  if (!taps) return;
  const why = taps.refused[kind]?.[code];
  if (why) return say(why.said);
  const meld = { kind, tile: code, from: null };
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
  return { text: t("page_picking_from", { meld: label }), buttons: seatChoices(inTurn((seat) => {
    meld.from = seat;
    editing.prompt = null;
    changed();
  }), t("page_skip")) };
}

export const undo = inTurn(() => {
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
});

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
      [t("page_as_win"), inTurn(() => { state.hand.win = index; editing.prompt = null; changed(); }), "tile-win"],
      [t("page_take_out"), inTurn(() => {
        state.hand.tiles.splice(index, 1);
        forget("t", index);
        state.hand.win = null;
        editing.prompt = null;
        changed();
      }), "tile-out"],
      [t("page_cancel"), () => { editing.prompt = null; drawLine(); }, "tile-cancel"]] };
    drawLine();
  },
  meld(index) {
    const meld = state.hand.melds[index];
    const asking = feederPrompt(index);
    asking.buttons.push([t("page_take_out"), inTurn(() => {
      state.hand.melds.splice(index, 1);
      forget("m", index);
      editing.prompt = null;
      changed();
    }), "meld-out"]);
    if (meld.kind === "angang") asking.buttons = asking.buttons.slice(-1);
    editing.prompt = asking;
    drawLine();
  },
  bonus: inTurn((index) => {
    state.hand.hua.splice(index, 1);
    forget("h", index);
    changed();
  }),
};

/** A meld key: the next tile tapped is the meld's (tapped again: no meld). */
export const meldKey = inTurn((kind) => {
  editing.pending = editing.pending === kind ? null : kind;
  editing.prompt = null;
  changed();
});
