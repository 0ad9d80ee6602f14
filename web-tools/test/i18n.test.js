// i18n.js: filling a catalog text's {names} (and {{ }} braces), the tiles' faces, the melds'
// words.
import assert from "node:assert/strict";
import { test } from "node:test";
import { load } from "./page.js";

const { face, meldName, setFaces, setLang, t, tileName } = await load("i18n.js");
// The faces as the scorer's manifest gives them (doors/web/tapped.py), a few of them.
setFaces({ "5m": ["五", "万"], "9s": ["九", "条"], "1z": ["东", ""], "7z": ["中", ""], "8f": ["菊", ""] });

test("a text's names are filled, double braces are braces, an unknown id is itself", () => {
  setLang("zh");
  assert.equal(t("page_test", { name: "老王", n: 3 }), "老王有 3 张 {牌}");
  setLang("en");
  assert.equal(t("page_test", { name: "Wang", n: 3 }), "Wang has 3 {tiles}");
  assert.equal(t("page_test", { name: "Wang" }), "Wang has {n} {tiles}");
  assert.equal(t("page_nothing"), "page_nothing");
});

test("tile faces and names, from the manifest's faces", () => {
  assert.deepEqual(face("5m"), ["五", "万"]);
  assert.deepEqual(face("1z"), ["东", ""]);
  assert.deepEqual(face("8f"), ["菊", ""]);
  setLang("zh");
  assert.equal(tileName("9s"), "九条");
  setLang("en");
  assert.equal(tileName("9s"), "9s");
  assert.equal(tileName("7z"), "中");
});

test("a meld kind's word is the catalog's page_meld_KIND", () => {
  setLang("zh");
  assert.equal(meldName("peng"), "碰");
  setLang("en");
  assert.equal(meldName("peng"), "Pung");
});
