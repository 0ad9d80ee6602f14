// The rule sets to choose from, as the scorer describes them (browser.rules): the built-in
// ones and a house-rule file sent from this phone. The page's controls follow what a rule
// set takes: its tiles, bonus tiles, melds and its option controls (each option's name,
// kind and help in both languages, from the scorer's option registry).
import { call, scorerState } from "./scorer.js";
import { OPTION_LABELS, getLang, placeName, t } from "./i18n.js";
import { save, state } from "./store.js";

export const HOUSE = "@house"; // the value that picks state.house
export const HOUSE_FILE = "house-rules.yaml"; // its name in a session's text
export const HOUSE_LIMIT_KB = 60; // the largest house-rule file the page sends
let catalog = []; // what the scorer says about each built-in rule set

export async function loadCatalog() {
  const answer = await call("rules", "", getLang());
  if (answer.exit !== 0) return answer;
  catalog = JSON.parse(answer.text).rules;
  state.catalog = { rules: catalog, version: scorerState().version };
  save();
  return answer;
}

/** Whether the saved catalog is what this site's scorer would say now (same site version):
 * then the page need not ask it again. */
export function catalogCurrent() {
  const saved = state.catalog;
  return Boolean(saved?.version && saved.version === scorerState().version);
}

/** What the scorer said last time (kept with the page's state): the keyboard can be drawn
 * before the scorer has loaded. */
export function savedCatalog() {
  if (!state.catalog?.rules?.length || !state.catalog.rules[0].controls) return false;
  catalog = state.catalog.rules;
  return true;
}

/** Each choice is {value, label, info}, info being what the scorer says about it. */
export function rulesCatalog() {
  const choices = catalog.map((info) => ({ value: info.name, label: info.name, info }));
  if (state.house) {
    const info = state.house.info;
    choices.push({ value: HOUSE, label: `${info.name}（${t("page_house")}）`, info });
  }
  return choices;
}

export function rulesInfo(value) {
  const choices = rulesCatalog();
  return (choices.find((c) => c.value === value) || choices[0])?.info;
}

/** A rule set's description in the page's language (the rule file gives both). */
export function description(info) {
  return getLang() === "en" ? info.description_en || info.description : info.description;
}

/** The option controls a rule set takes, of the kinds given: [{name, kind, help}]. */
export function controlsOf(info, ...kinds) {
  return (info?.controls || []).filter((control) => kinds.includes(control.kind));
}

/** Whether a rule set takes the option `name`. */
export function takes(info, name) {
  return (info?.controls || []).some((control) => control.name === name);
}

/** An option's help in the page's language, as the scorer declares it. */
export function optionHelp(control) {
  return control?.help?.[getLang()] || control?.help?.zh || "";
}

/** The label of an option's control: the page's word for it, else its declared help (a
 * plugin's option), else its name. */
export function optionLabel(name) {
  if (OPTION_LABELS[name]) return t(OPTION_LABELS[name]);
  const control = rulesCatalog().map((c) => c.info.controls || []).flat()
    .find((c) => c.name === name);
  return optionHelp(control) || name;
}

/** The page's name of the control (or field) an error's `where` names, or "". */
export function controlName(where) {
  return placeName(where, (name) => (OPTION_LABELS[name] || knownOption(name) ? optionLabel(name) : ""));
}

function knownOption(name) {
  return rulesCatalog().some((c) => (c.info.controls || []).some((control) => control.name === name));
}

/** The request keys naming rule set `value`: a built-in name, or the house file's text. */
export function rulesKeys(value) {
  return value === HOUSE && state.house ? { rules_yaml: state.house.text } : { rules: value };
}

/** Check a house-rule file with the scorer; on success it is chosen. Returns the error
 * envelope, or null. */
export async function sendHouseRules(file) {
  if (file.size > HOUSE_LIMIT_KB * 1024) {
    return { error: { said: t("page_too_big", { kb: HOUSE_LIMIT_KB }) } };
  }
  const text = await file.text();
  const answer = await call("rules", JSON.stringify({ rules_yaml: text }), getLang());
  if (answer.exit !== 0) return answer;
  state.house = { text, info: JSON.parse(answer.text).rules[0] };
  state.rules = HOUSE;
  return null;
}
