// hand.js: the rules of tapping a hand in, as the scorer's manifest gives them (here a
// manifest's `notation` of the tests' own, in the shape web/tapped.py makes), applied as the
// keys are tapped: the count toward a whole hand, a meld's tiles, copies, the strip's order.
import assert from "node:assert/strict";
import { test } from "node:test";
import { load } from "./page.js";

const hand = await load("hand.js");
const order = [..."mps"].flatMap((s) => [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${n}${s}`))
  .concat([1, 2, 3, 4, 5, 6, 7].map((n) => `${n}z`), [1, 2, 3, 4, 5, 6, 7, 8].map((n) => `${n}f`));
hand.setTapping({
  hand_tiles: 14,
  meld_counts_as: 3,
  melds: { peng: [0, 0, 0], gang: [0, 0, 0, 0], angang: [0, 0, 0, 0], chi: [0, 1, 2] },
  chi_starts: ["1m", "7m", "3s"],
  copies: { m: 4, p: 4, s: 4, z: 4, f: 1 },
  order,
});

test("a meld's tiles are its first tile and its kind's steps", () => {
  assert.deepEqual(hand.meldTiles({ kind: "chi", tile: "7m" }), ["7m", "8m", "9m"]);
  assert.deepEqual(hand.meldTiles({ kind: "gang", tile: "5z" }), ["5z", "5z", "5z", "5z"]);
  assert.equal(hand.startsChi("7m"), true);
  assert.equal(hand.startsChi("8m"), false);
});

test("the count toward a whole hand: concealed tiles, and what each meld counts", () => {
  const held = { ...hand.emptyHand(), tiles: ["1m", "2m"], melds: [{ kind: "gang", tile: "5z", from: 2 }] };
  assert.equal(hand.size(held), 5);
  assert.equal(hand.handSize(), 14);
  assert.deepEqual(hand.counts(held), { "1m": 1, "2m": 1, "5z": 4 });
});

test("a fifth copy (a second flower) is refused, with the tile's name", () => {
  const held = { ...hand.emptyHand(), tiles: ["5s", "5s", "5s"], hua: ["1f"] };
  assert.equal(hand.refusal(held, "5s"), "");
  assert.notEqual(hand.refusal(held, "5s", 2), "");
  assert.notEqual(hand.refusal(held, "1f"), "");
});

test("the strip's order is the manifest's, and the winning tile is the marked one", () => {
  assert.deepEqual(hand.sorted(["1f", "7z", "9s", "1p", "5m"]), ["5m", "1p", "9s", "7z", "1f"]);
  assert.equal(hand.winningIndex({ ...hand.emptyHand(), tiles: ["1m", "2m"], win: 0 }), 0);
  assert.equal(hand.winningIndex({ ...hand.emptyHand(), tiles: ["1m", "2m"], win: 5 }), 1);
  assert.equal(hand.winningIndex(hand.emptyHand()), null);
});

test("the hand the scorer is sent leaves the page's own keys out", () => {
  const held = { ...hand.emptyHand(), tiles: ["1m"], order: ["t"] };
  assert.deepEqual(hand.tapped(held), { tiles: ["1m"], win: null, melds: [], hua: [] });
});
