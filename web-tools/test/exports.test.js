// exports.js: what the page still computes itself for a CSV export and import (a cell's
// guard against spreadsheet formulas, and reading the text column back).
import assert from "node:assert/strict";
import { test } from "node:test";
import { load } from "./page.js";

const { csvText, guardCell, unguardCell } = await load("exports.js");

test("a cell that starts like a formula gets a quote, numbers do not", () => {
  assert.equal(guardCell("=SUM(A1)"), "'=SUM(A1)");
  assert.equal(guardCell("@cmd"), "'@cmd");
  assert.equal(guardCell("-14"), "-14");
  assert.equal(guardCell("+hua1f"), "'+hua1f");
  assert.equal(guardCell(14), "14");
  assert.equal(guardCell(null), "");
  assert.equal(guardCell("老王"), "老王");
});

test("the guard comes off again, and only a guard", () => {
  for (const text of ["=SUM(A1)", "@cmd", "+x", "'=already", "plain", "-14"]) {
    assert.equal(unguardCell(guardCell(text)), text);
  }
  assert.equal(unguardCell("'quoted"), "'quoted");
});

test("a CSV export reads back as its last column, line by line", () => {
  const csv = "\ufeff局,庄,胡,放冲,牌,老王,小李,阿强,小红,行\r\n"
    + ",,,,,,,,,players: 老王 小李 阿强 小红\r\n"
    + '1,老王,老王,小李,11m,14,-14,0,0,"老王 小李 1135789m234678p4m, x"\r\n'
    + ",,,,,,,,,'=evil\r\n";
  assert.equal(csvText(csv), "players: 老王 小李 阿强 小红\n老王 小李 1135789m234678p4m, x\n=evil");
});

test("text that is no CSV is left as it is", () => {
  assert.equal(csvText("players: a b c d\na b 11m"), "players: a b c d\na b 11m");
  assert.equal(csvText('{"session": {"players": ["a"]}}'), '{"session": {"players": ["a"]}}');
  assert.equal(csvText("https://x/#s=abc,def"), "https://x/#s=abc,def");
});
