// The rule sets to choose from, as the scorer's manifest describes them (browser.manifest,
// doors/web/manifest.py): the built-in ones and a house-rule file sent from this phone. The
// page's controls follow what a rule set takes: its tiles, bonus tiles, melds and its option
// controls (each option's name, kind, label and help in both languages, from the scorer's
// option registry). The default rule set, the limits and the session's words are the
// manifest's too: nothing of them is written here.
import { call, scorerState } from "./scorer.js";
import { getLang, setFaces, t } from "./i18n.js";
import { save, state } from "./store.js";

/**
 * @typedef {{zh: string, en: string}} Both
 * @typedef {{name: string, kind: string, words: string[], label: Both, help: Both}} OptionEntry
 * @typedef {{name: string, controls?: {name: string, kind: string, help?: Both}[]}} RulesInfo
 * @typedef {{default_rules: string, rules: RulesInfo[], options: OptionEntry[],
 *   limits: Record<string, number>, session: {house_file: string, draw: string}}} Manifest
 */

export const HOUSE = "@house"; // the value that picks state.house
let catalog = []; // what the scorer says about each built-in rule set
/** @type {Manifest | null} */
let manifest = null; // the scorer's manifest (doors/web/manifest.py)

export async function loadCatalog() {
  const answer = await call("manifest", "", getLang());
  if (answer.exit !== 0) return answer;
  useManifest(answer.view);
  state.catalog = { rules: catalog, manifest, version: scorerState().version };
  save();
  return answer;
}

function useManifest(given) {
  manifest = given;
  catalog = given.rules;
  setFaces(given.notation.faces);
}

/** The scorer's manifest, once it is known (saved, or answered). */
export function pageManifest() {
  return manifest;
}

/** The rule set a page that chose none uses: the scorer's default. */
export function defaultRules() {
  return manifest?.default_rules || catalog[0]?.name || "";
}

/** A house-rule file's name in a session's text. */
export function houseFile() {
  return manifest?.session.house_file || "";
}

/** A limit of what the page takes in (the manifest's `limits`). */
export function limit(name) {
  return manifest?.limits[name] ?? 0;
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
  const saved = state.catalog?.manifest;
  if (!saved?.rules?.length || !saved.rules[0].controls || !saved.options || !saved.notation?.faces) {
    return false;
  }
  useManifest(saved);
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
  return (choices.find((c) => c.value === value) || choices.find((c) => c.value === defaultRules())
    || choices[0])?.info;
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

/** The label of an option's control, as the scorer's manifest gives it (a plugin's option
 * too: its declared label, else its session word), else its name. */
export function optionLabel(name) {
  const found = optionEntry(name);
  return found ? found.label[getLang()] || found.label.zh : name;
}

function optionEntry(name) {
  return (manifest?.options || []).find((option) => option.name === name);
}

/** The request keys naming rule set `value`: a built-in name, or the house file's text. */
export function rulesKeys(value) {
  return value === HOUSE && state.house ? { rules_yaml: state.house.text } : { rules: value };
}

/** Check a house-rule file with the scorer; on success it is chosen. Returns the error
 * envelope, or null. */
export async function sendHouseRules(file) {
  const most = limit("rules_file_bytes");
  if (file.size > most) {
    return { error: { said: t("page_too_big", { size: Math.floor(most / 1024) }) } };
  }
  const text = await file.text();
  const answer = await call("rules", JSON.stringify({ rules_yaml: text }), getLang());
  if (answer.exit !== 0) return answer;
  state.house = { text, info: JSON.parse(answer.text).rules[0] };
  state.rules = HOUSE;
  return null;
}
