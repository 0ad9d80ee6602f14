// The page's modules, loaded in node for their unit tests: a copy of wuhu_mj/doors/web/static in a
// temporary folder with a messages.js of the tests' own (the real one is made by wuhu-mj from
// its catalog), and the few browser globals the modules touch when they load.
import { cpSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const STATIC = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "wuhu_mj", "doors", "web", "static");

/** Texts the tests' messages.js holds, by language. */
export const MESSAGES = {
  zh: { page_test: "{name}有 {n} 张 {{牌}}", page_meld_peng: "碰" },
  en: { page_test: "{name} has {n} {{tiles}}", page_meld_peng: "Pung" },
};

const stored = new Map();
globalThis.window = globalThis;
globalThis.localStorage = {
  getItem: (key) => (stored.has(key) ? stored.get(key) : null),
  setItem: (key, value) => { stored.set(key, String(value)); },
  removeItem: (key) => { stored.delete(key); },
  key: (i) => [...stored.keys()][i] ?? null,
  get length() { return stored.size; },
};
globalThis.document = {
  documentElement: {},
  querySelectorAll: () => [],
  getElementById: () => null,
  createElement: () => ({}),
};
globalThis.fetch = async () => ({ ok: false, json: async () => null, text: async () => "" });

const folder = mkdtempSync(join(tmpdir(), "wuhu-mj-page-"));
cpSync(STATIC, folder, { recursive: true });
writeFileSync(join(folder, "messages.js"), `export const MESSAGES = ${JSON.stringify(MESSAGES)};\n`);

/** One of the page's modules (`hand.js`), as the browser would import it. */
export function load(name) {
  return import(pathToFileURL(join(folder, name)).href);
}
