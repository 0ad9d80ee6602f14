// The rule sets to choose from: the built-in ones (/api/rules) and a house-rule file sent
// from this phone (kept in state.house, validated by the server before it is used).
import { api, errorText, state } from "./store.js";
import { t } from "./i18n.js";

const HOUSE = "@house"; // the value that picks state.house
let catalog = []; // what /api/rules says about each built-in rule set

export function setCatalog(rules) {
  catalog = rules;
}

/** Each choice is {value, label, info}, info being what /api/rules says about it. */
export function rulesCatalog() {
  const choices = catalog.map((info) => ({ value: info.name, label: info.name, info }));
  if (state.house) {
    const info = state.house.info;
    choices.push({ value: HOUSE, label: `${info.name}（${t("house")}）`, info });
  }
  return choices;
}

export function currentRules() {
  const choices = rulesCatalog();
  return (choices.find((c) => c.value === state.rules) || choices[0]).info;
}

/** The request keys naming rule set `value`: a built-in name, or the house file's text. */
export function rulesKeys(value) {
  return value === HOUSE && state.house ? { rules_yaml: state.house.text } : { rules: value };
}

/** Send a house-rule file; on success it is chosen. Returns what went wrong, or "". */
export async function sendHouseRules(file) {
  if (!file) return "";
  if (file.size > 60 * 1024) return t("too_big");
  const text = await file.text();
  const answer = await api("rules", { rules_yaml: text });
  if (!answer.ok) return errorText(answer);
  state.house = { text, info: answer.data };
  state.rules = HOUSE;
  return "";
}
