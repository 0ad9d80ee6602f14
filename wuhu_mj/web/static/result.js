// The result card: who pays whom how much, in big type; counts that are not money (Chizhou's
// 花 and 番) apart from it; the itemized breakdown a tap away. Amounts come from the scorer's
// answer as printed (score --json, or the session's record of the hand).
import { el, seatName } from "./store.js";
import { placeName, t, tileName, withControls } from "./i18n.js";

let open = false; // the breakdown, shown or not (kept while the hand changes)
let words = {}; // the scorer's Chinese texts in English (lang "en")

function say(text) {
  return words[text] || text;
}

export function setWords(given) {
  words = given || {};
}

/** An error envelope in words: the page's name of the place, then the message. */
export function errorWords(envelope) {
  const error = envelope.error || {};
  if (envelope.down) return t("server_down");
  const said = withControls(error.said || "");
  // A rule file's place is shown as the CLI shows it: it points into the file.
  if (/:\d+:\d+$/.test(error.where || "")) return `${error.where}: ${said}`;
  const place = placeName(error.where);
  return place ? `${place}${t("colon_sep")}${said}` : said;
}

export function renderError(box, message) {
  box.replaceChildren(el("div", { class: "status bad" }, `${t("bad")}${t("colon_sep")}${message}`));
  box.dataset.state = "error";
}

export function renderNotWin(box, reason) {
  box.replaceChildren(el("div", { class: "status nowin" }, `${t("not_win")}${t("colon_sep")}${say(reason)}`));
  box.dataset.state = "not-win";
}

/** Counts that are not money: items that apply to no payment (Chizhou's 花 and 番). */
function counts(items) {
  const shown = items.filter((item) => item.applies === "none");
  if (!shown.length) return null;
  return el("div", { class: "counts", "aria-label": t("counts") },
    shown.map((item) => el("span", { class: "count", "data-key": item.key },
      `${say(item.label)} `, el("b", {}, String(item.points)))));
}

/** The money: one big line per payment ("老王 → 小李 23"), `name` naming the seats. */
function moneyLines(payments, name) {
  return el("div", { class: "money" }, payments.map((p) => el("div", {
    class: "pay", "data-from": p.from, "data-to": p.to },
  el("span", { class: "who" }, t("pays", name(p.from), name(p.to))), " ",
  el("span", { class: "amount" }, String(p.amount)),
  p.by ? " " : null,
  p.by ? el("span", { class: "by" }, p.by === "cash" ? t("by_cash") : t("by_pot")) : null)));
}

function breakdown(data, unit) {
  const money = data.items.filter((item) => item.applies !== "none");
  const rows = money.map((item) => el("tr", { "data-key": item.key },
    el("td", {}, say(item.label)), el("td", { class: "num" }, String(item.points)),
    el("td", { class: "note" }, [say(item.note || ""), item.source].filter(Boolean).join(" · "))));
  const parts = [el("table", { class: "items" },
    el("thead", {}, el("tr", {}, el("th", {}, t("item")), el("th", { class: "num" }, t("points")),
      el("th", {}, t("note")))), el("tbody", {}, rows))];
  const payers = (data.payments || []).filter((p) => Array.isArray(p.items) && p.items.length);
  if (payers.length) {
    parts.push(el("h3", {}, t("per_payer")));
    for (const p of payers) {
      const sum = p.items.reduce((acc, item) => acc + Number(item.points), 0);
      parts.push(el("div", { class: "payer" },
        el("div", { class: "head" }, t("pays", seatName(p.from), seatName(p.to))),
        p.items.map((item) => el("div", { class: "line" }, el("span", {}, say(item.label)),
          el("span", {}, String(item.points)))),
        el("div", { class: "line total" }, el("span", {}, t("total")),
          el("span", {}, unit && unit !== "1" ? `${sum} ${t("unit_times", unit, p.amount)}` : String(sum))),
        p.note ? el("div", { class: "details" }, say(p.note)) : null));
    }
  }
  if (data.liability) parts.push(el("div", { class: "liability" }, `${t("liability")}${t("colon_sep")}${say(data.liability)}`));
  const details = [];
  if (data.reading) details.push(`${t("reading")}${t("colon_sep")}${data.reading.join(" ")}`);
  if (data.stand_ins?.length) details.push(`${t("wild_as")}${t("colon_sep")}${data.stand_ins.join(", ")}`);
  if (data.win_condition) details.push(`${t("condition")}${t("colon_sep")}${say(data.win_condition)}`);
  details.push(`${data.rules} · ${data.hand}`);
  parts.push(...details.map((line) => el("div", { class: "details" }, line)));
  return el("div", { id: "breakdown" }, parts);
}

/** A winning hand: `money` the payments to show (the session's record of the hand, or the
 * score's), `data` the score --json answer (for counts and the breakdown), `title` the
 * first line (who won, from whom). */
export function renderWin(box, { title, payments, name, data, unit }) {
  const toggle = el("button", { type: "button", id: "details-toggle", class: "link",
    "aria-expanded": String(open), onclick: () => {
      open = !open;
      renderWin(box, { title, payments, name, data, unit });
    } }, open ? t("hide_details") : t("details"));
  box.replaceChildren(...[
    el("div", { class: "status win" }, title),
    data ? counts(data.items) : null,
    moneyLines(payments, name),
    data ? toggle : null,
    data && open ? breakdown(data, unit) : null].filter(Boolean));
  box.dataset.state = "win";
}

/** 13 tiles: each winning tile, how many are left unseen, and what it would pay. */
export function renderWaits(box, data, tileElement) {
  if (!data.ready) {
    box.replaceChildren(...[el("div", { class: "status nowin" }, t("not_ready", data.shanten)),
      data.note ? el("div", { class: "details" }, say(data.note)) : null].filter(Boolean));
    box.dataset.state = "not-ready";
    return;
  }
  const rows = data.waits.map((wait) => el("tr", { "data-wait": wait.tile },
    el("td", {}, tileElement(wait.tile, "span"), ` ${tileName(wait.tile)}`),
    el("td", { class: "num" }, String(wait.unseen)),
    el("td", {}, wait.special.map(say).join(" ")),
    el("td", { class: "num" }, wait.self_draw ? String(wait.self_draw.total) : "—"),
    el("td", { class: "num" }, wait.discard ? String(wait.discard.total) : "—")));
  box.replaceChildren(el("div", { class: "status win" }, t("ready", data.waits.length)),
    el("table", { id: "waits" }, el("thead", {}, el("tr", {}, el("th", {}, t("tile")),
      el("th", { class: "num" }, t("unseen")), el("th", {}, ""),
      el("th", { class: "num" }, t("self_draw")), el("th", { class: "num" }, t("discard")))),
    el("tbody", {}, rows)),
    el("div", { class: "hint" }, t("waits_hint")));
  box.dataset.state = "ready";
}

export function netsRow(net) {
  return el("div", { class: "nets" }, Object.entries(net).map(([who, amount]) => el("div", {},
    el("div", { class: "who" }, who),
    el("div", { class: `amt ${Number(amount) > 0 ? "plus" : Number(amount) < 0 ? "minus" : ""}` },
      Number(amount) > 0 ? `+${amount}` : String(amount)))));
}
