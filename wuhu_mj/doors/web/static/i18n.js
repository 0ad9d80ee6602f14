// The page's own words, by catalog id: MESSAGES is made from the one catalog
// (wuhu_mj/messages/catalog/page.py) when the site is built (`wuhu-mj page`) or served
// (`wuhu-mj serve`); nothing here is a copy of it. The scorer's texts (labels, notes,
// reasons, errors) come in the page's language with each answer (the envelope's `view` and
// `error`), from the same catalog.
import { MESSAGES } from "./messages.js";

// Tile faces: the number (or honor, flower) over its suit word — the game's own words, the
// same in both languages, as the scorer's manifest gives them (`notation.faces`: setFaces).
/** @type {Record<string, string[]>} */
let faces = {};

let lang = "zh";

export function setLang(value) {
  lang = value === "en" ? "en" : "zh";
  document.documentElement.lang = lang === "zh" ? "zh-CN" : "en";
  for (const node of document.querySelectorAll("[data-t]")) {
    if (node instanceof HTMLElement) node.textContent = t(node.dataset.t);
  }
  for (const node of document.querySelectorAll("[data-t-aria]")) {
    if (!(node instanceof HTMLElement)) continue;
    node.setAttribute("aria-label", t(node.dataset.tAria));
  }
  document.title = t("page_title");
}

export function getLang() {
  return lang;
}

/** The catalog's text `id` in the page's language, its {name}s filled from `values`
 * ({{ and }} are braces, as in the catalog's Python templates). */
export function t(id, values = {}) {
  const template = MESSAGES[lang][id];
  if (template === undefined) return id;
  return template.replace(/\{\{|\}\}|\{(\w+)\}/g, (found, name) => {
    if (!name) return found[0];
    return name in values ? String(values[name]) : found;
  });
}

/** The four names a new evening starts with (east, south, west, north). */
export function defaultPlayers() {
  return t("page_default_players").split(" ");
}

/** The page's word for a meld kind (the manifest's `notation.melds`): the catalog's
 * `page_meld_KIND`. */
export function meldName(kind) {
  return t(`page_meld_${kind}`);
}

/** The tiles' faces, from the scorer's manifest (rules.js). */
export function setFaces(given) {
  faces = given || {};
}

/** A tile's face: [number or name, suit word or ""]. */
export function face(code) {
  return faces[code] || [code, ""];
}

/** A tile in words: 五条 (zh) or 5s (en). */
export function tileName(code) {
  const [n, s] = face(code);
  if (lang === "en" && s) return code; // a suited tile: its code
  return `${n}${s}`;
}
