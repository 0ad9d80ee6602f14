// An evening as the session text form (docs/sessions.md): the page keeps each evening as its
// header and its hand lines; the scorer's Python writes its text (doors/web/evening.py: the header's
// keys, the hand lines with each option's session word) and reads an import back, so none of
// the session's words are written here. The page exports the text (paste it into `wuhu-mj
// session`), as CSV (exports.js: its last column is the text, line by line) and as a link
// carrying the text in its fragment. Any of the three imports back, within the page's limits
// (the manifest's, made from service/limits.py): a link's length, the text's bytes (a deflated
// link's counted while it is inflated) and its number of hands.
import { call } from "./scorer.js";
import { getLang, t } from "./i18n.js";
import { HOUSE, houseFile, limit } from "./rules.js";

/**
 * @typedef {{players: string[], rules: string, unit: string, dealer: number, pot?: string,
 *   pots?: string, streak?: string}} Header
 * @typedef {{header: Header, lines: string[], house?: string}} Evening
 * @typedef {{winner: number, from: number | null, hand: string, flags: string[],
 *   values: Record<string, string | string[]>}} Won
 */

/** The header as the scorer reads it: a house-rule file by its name in the text. */
export function headerOf(header) {
  return { ...header, rules: header.rules === HOUSE ? houseFile() : header.rules };
}

/** The evening's text, written by the scorer: {text, first (the line number of its first
 * hand line), header (its header lines)}; null when the scorer cannot say. */
export async function eveningText(evening) {
  const answer = await call("evening_text", JSON.stringify({ header: headerOf(evening.header),
    lines: evening.lines }), getLang());
  if (answer.exit !== 0) return null;
  return { text: answer.text, first: answer.view.first, header: answer.view.header };
}

/** One discard's line of the text form, written by the scorer: `WINNER [DISCARDER|自摸] HAND
 * [options]`, or with several winners `B,C A HAND_B HAND_C [options]` (the options, the last
 * hand's, are every winner's: docs/sessions.md). */
export async function handLine(players, wins, from = null) {
  const answer = await call("hand_line", JSON.stringify({ players, wins, from }), getLang());
  return answer.exit === 0 ? answer.text.trim() : null;
}

// ------------------------------------------------------------------ import

/** What was pasted or picked (text form, JSON Lines or a link; exports.js turns CSV into
 * text first), as {header, lines} with the header's values as written; {refused: words} when
 * it is past the page's limits or a broken link; null when it is none of them. */
export async function readEvening(input, players) {
  let text = String(input || "").replace(/^\ufeff/, "").trim();
  const link = text.match(/#([st])=([A-Za-z0-9_-]*)/);
  const most = limit("import_bytes");
  if (link) {
    if (link[2].length > limit("link_chars")) return { refused: t("page_link_too_long_import", { n: limit("link_chars") }) };
    const found = await fromLink(link[1], link[2]);
    if (found === null) return { refused: t("page_link_broken") };
    if (typeof found !== "string") return { refused: tooBig() };
    text = found;
  } else if (text.length > most || new TextEncoder().encode(text).length > most) {
    return { refused: tooBig() };
  }
  const answer = await call("read_evening", JSON.stringify({ text, players }), getLang());
  const read = answer.exit === 0 ? answer.view : null;
  if (read && read.lines.length > limit("import_hands")) {
    return { refused: t("page_import_too_many", { n: limit("import_hands") }) };
  }
  if (read && read.header.rules === houseFile()) read.header.rules = HOUSE;
  return read;
}

const TOO_BIG = Symbol("too big");

function tooBig() {
  return t("page_import_too_big", { kb: Math.floor(limit("import_bytes") / 1024) });
}

// ------------------------------------------------------------------ links

/** The page's address with the evening's text in the fragment: `#s=` deflated (where the
 * browser can), `#t=` plain; base64url either way. Nothing of it reaches a server. */
export async function eveningLink(text) {
  const bytes = new TextEncoder().encode(text);
  let kind = "t";
  let data = bytes;
  if (typeof CompressionStream === "function") {
    const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate-raw"));
    data = new Uint8Array(await new Response(stream).arrayBuffer());
    kind = "s";
  }
  const base = `${location.origin}${location.pathname}`;
  return `${base}#${kind}=${base64url(data)}`;
}

/** A link's text; null when it is broken, TOO_BIG past limit("import_bytes") (a deflated one
 * is read as it inflates, and dropped the moment it passes: a few KB can inflate to MBs). */
async function fromLink(kind, data) {
  try {
    const bytes = unbase64url(data);
    if (kind === "t") return bytes.length > limit("import_bytes") ? TOO_BIG : new TextDecoder().decode(bytes);
    const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
    const parts = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > limit("import_bytes")) {
        reader.cancel().catch(() => {});
        return TOO_BIG;
      }
      parts.push(value);
    }
    const out = new Uint8Array(total);
    let at = 0;
    for (const part of parts) {
      out.set(part, at);
      at += part.length;
    }
    return new TextDecoder().decode(out);
  } catch (e) {
    return null;
  }
}

function base64url(bytes) {
  let binary = "";
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function unbase64url(text) {
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}
