// An evening as the session text form (docs/sessions.md): the page keeps each evening as its
// header and its hand lines, asks the scorer about that very text, and exports it as text
// (paste it into `wuhu-mj session`), as CSV (its last column is the text, line by line) and
// as a link carrying the text in its fragment. Any of the three imports back.
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

/** What was pasted or picked (text form, JSON Lines, CSV or a link), as {header, lines}
 * with the header's values as written; null when it is none of them. */
export async function readEvening(input, players) {
  let text = String(input || "").replace(/^\ufeff/, "").trim();
  const link = text.match(/#([st])=([A-Za-z0-9_-]+)/);
  if (link) text = await fromLink(link[1], link[2]);
  if (text === null) return null;
  const first = text.split(/\r?\n/, 1)[0];
  if (first.includes(",") && !/^\s*(\{|players\s*[:：]|玩家\s*[:：])/i.test(first)) {
    text = csvRows(text).slice(1).map((row) => row[row.length - 1] || "").join("\n");
  }
  return splitText(text, players);
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

// ------------------------------------------------------------------ CSV

/** The evening as CSV: one row per hand (dealer, winner, what each player won or lost),
 * a total row, and in the last column each line of the text form. */
export function eveningCsv(evening, result) {
  const names = evening.header.players;
  const rows = [[t("page_csv_hand"), t("page_csv_dealer"), t("page_csv_winner"), t("page_csv_from"),
    t("page_csv_tiles"), ...names, t("page_csv_line")]];
  for (const line of headerLines(evening.header)) rows.push(["", "", "", "", "", "", "", "", "", line]);
  const byLine = Object.fromEntries((result?.hands || []).map((h) => [h.line, h]));
  evening.lines.forEach((line, i) => {
    const hand = byLine[lineNumber(evening, i)];
    if (!hand) rows.push(["", "", "", "", "", "", "", "", "", line]);
    else if (hand.draw) rows.push([hand.hand_number, hand.dealer, t("page_draw_row"), "", "", ...names.map(() => 0), line]);
    else {
      const wins = hand.winners || [{ winner: hand.winner, hand: hand.hand }];
      rows.push([hand.hand_number, hand.dealer, wins.map((w) => w.winner).join(t("page_names_sep")),
        hand.from || t("page_self_draw"), wins.map((w) => w.hand).join(" "),
        ...names.map((n) => hand.net[n]), line]);
    }
  });
  if (result) rows.push([t("page_csv_total"), "", "", "", "", ...names.map((n) => result.net[n]), ""]);
  return "\ufeff" + rows.map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
}

function csvCell(value) {
  const text = String(value ?? "");
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csvRows(text) {
  const rows = [[]];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') { cell += '"'; i++; } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") { rows[rows.length - 1].push(cell); cell = ""; } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      rows[rows.length - 1].push(cell);
      cell = "";
      rows.push([]);
    } else cell += ch;
  }
  rows[rows.length - 1].push(cell);
  return rows.filter((row) => row.some((c) => c !== ""));
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

async function fromLink(kind, data) {
  try {
    const bytes = unbase64url(data);
    if (kind === "t") return new TextDecoder().decode(bytes);
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    return new TextDecoder().decode(await new Response(stream).arrayBuffer());
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
