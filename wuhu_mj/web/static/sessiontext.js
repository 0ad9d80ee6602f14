// An evening as the session text form (docs/sessions.md): the page keeps each evening as its
// header and its hand lines, asks the scorer about that very text, and exports it as text
// (paste it into `wuhu-mj session`), as CSV (exports.js: its last column is the text, line by
// line) and as a link carrying the text in its fragment. Any of the three imports back, within
// the page's limits (LIMITS, made from service/limits.py): a link's length, the text's bytes
// (a deflated link's counted while it is inflated) and its number of hands.
import { LIMITS } from "./messages.js";
import { t } from "./i18n.js";
import { HOUSE, HOUSE_FILE } from "./rules.js";

const HEADER_KEYS = {
  players: "players", 玩家: "players", rules: "rules", 规则: "rules", unit: "unit",
  单位: "unit", dealer: "dealer", 庄: "dealer", pot: "pot", 底: "pot", pots: "pots",
  底数: "pots", streak: "streak", 连庄: "streak",
};
const FLAG_WORDS = { "kong-draw": "杠开", "rob-kong": "抢杠", heavenly: "天胡", earthly: "地胡",
  "wild-discarded": "打过钻" };
const VALUE_WORDS = { wild: "钻", indicator: "翻" };

/** The header's lines, in the order the scorer reads them. */
export function headerLines(header) {
  const names = header.players;
  const lines = [`players: ${names.join(" ")}`,
    `rules: ${header.rules === HOUSE ? HOUSE_FILE : header.rules}`,
    `unit: ${String(header.unit || "1").trim()}`, `dealer: ${names[header.dealer - 1]}`];
  for (const key of ["pot", "pots", "streak"]) {
    if (String(header[key] ?? "").trim()) lines.push(`${key}: ${String(header[key]).trim()}`);
  }
  return lines;
}

/** The evening's whole text; `extra` lines are appended (a hand being previewed). */
export function sessionText(evening, ...extra) {
  return [...headerLines(evening.header), ...evening.lines, ...extra].join("\n") + "\n";
}

/** The line number (1-based) hand line `index` has in sessionText. */
export function lineNumber(evening, index) {
  return headerLines(evening.header).length + index + 1;
}

/** One hand as a line of the text form: WINNER [DISCARDER|自摸] HAND [options]. */
export function handLine(players, hand) {
  const words = [players[hand.winner - 1], hand.from ? players[hand.from - 1] : "自摸", hand.hand];
  return optionWords(players, hand, words).join(" ");
}

/** One discard with several winners as one line: `B,C A HAND_B HAND_C [options]` (the
 * options, the last hand's, are every winner's: docs/sessions.md). */
export function severalLine(players, wins, from) {
  const words = [wins.map((w) => players[w.winner - 1]).join(","), players[from - 1],
    ...wins.map((w) => w.hand)];
  return optionWords(players, wins[wins.length - 1], words).join(" ");
}

function optionWords(players, hand, words) {
  for (const flag of hand.flags) words.push(FLAG_WORDS[flag] || flag);
  for (const [key, value] of Object.entries(hand.values)) {
    if (key === "fed") {
      for (const item of value) {
        const [seat, melds] = item.split("=");
        words.push(`fed=${players[Number(seat) - 1] || seat}=${melds}`);
      }
    } else words.push(`${VALUE_WORDS[key] || key}=${value}`);
  }
  return words;
}

// ------------------------------------------------------------------ import

/** What was pasted or picked (text form, JSON Lines or a link; exports.js turns CSV into
 * text first), as {header, lines} with the header's values as written; {refused: words} when
 * it is past the page's limits or a broken link; null when it is none of them. */
export async function readEvening(input, players) {
  let text = String(input || "").replace(/^\ufeff/, "").trim();
  const link = text.match(/#([st])=([A-Za-z0-9_-]*)/);
  if (link) {
    if (link[2].length > LIMITS.link_chars) return { refused: t("page_link_too_long_import", { n: LIMITS.link_chars }) };
    text = await fromLink(link[1], link[2]);
    if (text === null) return { refused: t("page_link_broken") };
    if (text === TOO_BIG) return { refused: tooBig() };
  } else if (text.length > LIMITS.import_bytes || new TextEncoder().encode(text).length > LIMITS.import_bytes) {
    return { refused: tooBig() };
  }
  const read = splitText(text, players);
  if (read && read.lines.length > LIMITS.import_hands) {
    return { refused: t("page_import_too_many", { n: LIMITS.import_hands }) };
  }
  return read;
}

const TOO_BIG = Symbol("too big");

function tooBig() {
  return t("page_import_too_big", { kb: Math.floor(LIMITS.import_bytes / 1024) });
}

function splitText(text, players) {
  const fields = {};
  const lines = [];
  for (const raw of text.split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    const plain = line.startsWith("{") ? line : line.split("#")[0].trim();
    if (!plain) continue;
    if (!lines.length && plain.startsWith("{") && plain.includes('"session"')) {
      try {
        Object.assign(fields, jsonHeader(JSON.parse(plain).session));
        continue;
      } catch (e) {
        return null;
      }
    }
    const found = !lines.length && plain.match(/^([^:：]+)[:：](.*)$/);
    const key = found && HEADER_KEYS[found[1].trim().toLowerCase()];
    if (key) fields[key] = found[2].trim();
    else lines.push(line);
  }
  if (!fields.players) return null;
  const names = fields.players.split(/[\s,，、]+/).filter(Boolean);
  const header = {
    players: [0, 1, 2, 3].map((i) => names[i] || players[i]),
    rules: fields.rules === HOUSE_FILE ? HOUSE : fields.rules || "wuhu",
    unit: fields.unit || "1",
    dealer: seatOf(fields.dealer, names),
    pot: fields.pot || "", pots: fields.pots || "", streak: fields.streak || "",
  };
  return { header, lines };
}

function jsonHeader(data) {
  const out = {};
  for (const [key, value] of Object.entries(data || {})) {
    out[key] = Array.isArray(value) ? value.join(" ") : String(value);
  }
  return out;
}

function seatOf(value, names) {
  if (!value) return 1;
  const at = names.indexOf(value);
  if (at >= 0) return at + 1;
  return [1, 2, 3, 4].includes(Number(value)) ? Number(value) : 1;
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

/** A link's text; null when it is broken, TOO_BIG past LIMITS.import_bytes (a deflated one
 * is read as it inflates, and dropped the moment it passes: a few KB can inflate to MBs). */
async function fromLink(kind, data) {
  try {
    const bytes = unbase64url(data);
    if (kind === "t") return bytes.length > LIMITS.import_bytes ? TOO_BIG : new TextDecoder().decode(bytes);
    const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw")).getReader();
    const parts = [];
    let total = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > LIMITS.import_bytes) {
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
