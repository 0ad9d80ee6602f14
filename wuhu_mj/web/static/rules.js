// The rule sets to choose from, as the scorer describes them (browser.rules): the built-in
// ones and a house-rule file sent from this phone. The page's controls follow what a rule
// set takes: its tiles, bonus tiles, melds and options (with each option's kind).
import { call, scorerState } from "./scorer.js";
import { getLang, t } from "./i18n.js";
import { save, state } from "./store.js";

export const HOUSE = "@house"; // the value that picks state.house
export const HOUSE_FILE = "house-rules.yaml"; // its name in a session's text
let catalog = []; // what the scorer says about each built-in rule set
let kinds = {}; // option name → seat | flag | tile | count | money | fed
let words = {}; // English descriptions

export async function loadCatalog() {
  const answer = await call("rules", "", getLang());
  if (answer.exit !== 0) return answer;
  const data = JSON.parse(answer.text);
  catalog = data.rules;
  kinds = data.kinds;
  words = answer.words || {};
  state.catalog = { rules: catalog, kinds, words, lang: getLang(), version: scorerState().version };
  save();
  return answer;
}

/** Whether the saved catalog is what this site's scorer would say now (same site version,
 * same language): then the page need not ask it again. */
export function catalogCurrent() {
  const saved = state.catalog;
  return Boolean(saved?.version && saved.version === scorerState().version && saved.lang === getLang());
}

/** What the scorer said last time (kept with the page's state): the keyboard can be drawn
 * before the scorer has loaded. */
export function savedCatalog() {
  if (!state.catalog?.rules?.length) return false;
  ({ rules: catalog, kinds, words } = state.catalog);
  return true;
}

/** Each choice is {value, label, info}, info being what the scorer says about it. */
export function rulesCatalog() {
  const choices = catalog.map((info) => ({ value: info.name, label: info.name, info }));
  if (state.house) {
    const info = state.house.info;
    choices.push({ value: HOUSE, label: `${info.name}（${t("house")}）`, info });
  }
  return choices;
}

export function rulesInfo(value) {
  const choices = rulesCatalog();
  return (choices.find((c) => c.value === value) || choices[0])?.info;
}

export function description(info) {
  return getLang() === "en" ? words[info.description] || info.description : info.description;
}

/** The options a rule set takes, of the kinds given. */
export function optionsOf(info, ...wanted) {
  return (info?.options || []).filter((name) => wanted.includes(kinds[name]));
}

/** The request keys naming rule set `value`: a built-in name, or the house file's text. */
export function rulesKeys(value) {
  return value === HOUSE && state.house ? { rules_yaml: state.house.text } : { rules: value };
}

/** Check a house-rule file with the scorer; on success it is chosen. Returns the error
 * envelope, or null. */
export async function sendHouseRules(file) {
  if (file.size > 60 * 1024) return { error: { said: t("too_big") } };
  const text = await file.text();
  const answer = await call("rules", JSON.stringify({ rules_yaml: text }), getLang());
  if (answer.exit !== 0) return answer;
  state.house = { text, info: JSON.parse(answer.text).rules[0] };
  state.rules = HOUSE;
  return null;
}
