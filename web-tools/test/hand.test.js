// hand.js: the hand as the page holds it. The rules of tapping (the hand's size, copies, the
// tiles a chi starts from, a meld's tiles, the strip's order) are the scorer's `next_taps`
// (tests/test_web_tapped.py); here only what the page keeps and sends.
import assert from "node:assert/strict";
import { test } from "node:test";
import { load } from "./page.js";

const hand = await load("hand.js");

test("the hand the scorer is sent leaves the page's own keys out", () => {
  const held = { ...hand.emptyHand(), tiles: ["1m"], order: ["t"] };
  assert.deepEqual(hand.tapped(held), { tiles: ["1m"], win: null, melds: [], hua: [] });
});

test("before the scorer answers, the strip shows the tiles as tapped and refuses nothing", () => {
  const held = { ...hand.emptyHand(), tiles: ["9m", "1m"], melds: [{ kind: "chi", tile: "1p", from: 2 }] };
  const shown = hand.unanswered(held);
  assert.deepEqual(shown.strip, [0, 1]);
  assert.deepEqual(shown.melds, [["1p"]]);
  assert.equal(shown.win, null);
  assert.deepEqual(shown.refused, {});
});
