// The result card: who pays whom how much, in big type; counts that are not money (Chizhou's
// 花 and 番) apart from it; the itemized breakdown a tap away. Amounts and words come from the
// scorer's answer as the page shows it (the envelope's `view`: the very JSON `score --json`
// prints, its labels, notes and reasons in the page's language), or from the session's record
// of the hand.
import { el, seatName } from "./store.js";
import { t, tileName } from "./i18n.js";

let open = false; // the breakdown, shown or not (kept while the hand changes)

/** An error envelope in words: the page's name of the control its place names (the
 * scorer's `place`), then the message (both already in the page's language). */
export function errorWords(envelope) {
  const error = envelope.error || {};
  if (envelope.down) return t("page_server_down");
  const said = error.said || "";
  // A rule file's place is shown as the CLI shows it: it points into the file.
  if (/:\d+:\d+$/.test(error.where || "")) return `${error.where}: ${said}`;
  const place = error.place || "";
  return place ? `${place}${t("page_colon_sep")}${said}` : said;
}

export function renderError(box, message) {
  box.replaceChildren(el("div", { class: "status bad" }, `${t("page_bad")}${t("page_colon_sep")}${message}`));
  box.dataset.state = "error";
}

export function renderNotWin(box, reason) {
  box.replaceChildren(el("div", { class: "status nowin" }, `${t("page_not_win")}${t("page_colon_sep")}${reason}`));
  box.dataset.state = "not-win";
}

/** Counts that are not money: items that apply to no payment (Chizhou's 花 and 番). */
function counts(items) {
  const shown = items.filter((item) => item.applies === "none");
  if (!shown.length) return null;
  return el("div", { class: "counts", "aria-label": t("page_counts") },
    shown.map((item) => el("span", { class: "count", "data-key": item.key },
      `${item.label} `, el("b", {}, String(item.points)))));
}

/** The money: one big line per payment ("老王 → 小李 23"), `name` naming the seats. */
function moneyLines(payments, name) {
  return el("div", { class: "money" }, payments.map((p) => el("div", {
    class: "pay", "data-from": p.from, "data-to": p.to },
  el("span", { class: "who" }, t("page_pays", { from: name(p.from), to: name(p.to) })), " ",
  el("span", { class: "amount" }, String(p.amount)),
  p.by ? " " : null,
  p.by ? el("span", { class: "by" }, p.by === "cash" ? t("page_by_cash") : t("page_by_pot")) : null)));
}

function breakdown(data, unit) {
  const money = data.items.filter((item) => item.applies !== "none");
  const rows = money.map((item) => el("tr", { "data-key": item.key },
    el("td", {}, item.label), el("td", { class: "num" }, String(item.points)),
    el("td", { class: "note" }, [item.note || "", item.source].filter(Boolean).join(" · "))));
  const parts = [el("table", { class: "items" },
    el("thead", {}, el("tr", {}, el("th", {}, t("page_item")), el("th", { class: "num" }, t("page_points")),
      el("th", {}, t("page_note")))), el("tbody", {}, rows))];
  const payers = (data.payments || []).filter((p) => Array.isArray(p.items) && p.items.length);
  if (payers.length) {
    parts.push(el("h3", {}, t("page_per_payer")));
    for (const p of payers) {
      const sum = p.points_total; // summed by the scorer (doors/web/view.py)
      parts.push(el("div", { class: "payer" },
        el("div", { class: "head" }, t("page_pays", { from: seatName(p.from), to: seatName(p.to) })),
        p.items.map((item) => el("div", { class: "line" }, el("span", {}, item.label),
          el("span", {}, String(item.points)))),
        el("div", { class: "line total" }, el("span", {}, t("page_total")),
          el("span", {}, unit && unit !== "1" ? `${sum} ${t("page_unit_times", { unit, amount: p.amount })}` : String(sum))),
        p.note ? el("div", { class: "details" }, p.note) : null));
    }
  }
  if (data.liability) parts.push(el("div", { class: "liability" }, `${t("page_liability")}${t("page_colon_sep")}${data.liability}`));
  const details = [];
  if (data.reading) details.push(`${t("page_reading")}${t("page_colon_sep")}${data.reading.join(" ")}`);
  if (data.stand_ins?.length) details.push(`${t("page_wild_as")}${t("page_colon_sep")}${data.stand_ins.join(", ")}`);
  if (data.win_condition) details.push(`${t("page_condition")}${t("page_colon_sep")}${data.win_condition}`);
  if (data.waits_note) details.push(data.waits_note);
  if (data.house_rules?.length) {
    const switches = data.house_rules.map((r) => [r.label, r.source].filter(Boolean).join(" "));
    details.push(`${t("page_house_rules")}${t("page_colon_sep")}${switches.join(" · ")}`);
  }
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
    } }, open ? t("page_hide_details") : t("page_details"));
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
    box.replaceChildren(...[el("div", { class: "status nowin" }, t("page_not_ready", { n: data.shanten })),
      data.note ? el("div", { class: "details" }, data.note) : null].filter(Boolean));
    box.dataset.state = "not-ready";
    return;
  }
  const rows = data.waits.map((wait) => el("tr", { "data-wait": wait.tile },
    el("td", {}, tileElement(wait.tile, "span"), ` ${tileName(wait.tile)}`),
    el("td", { class: "num" }, String(wait.unseen)),
    el("td", {}, wait.special.join(" ")),
    el("td", { class: "num" }, wait.self_draw ? String(wait.self_draw.total) : "—"),
    el("td", { class: "num" }, wait.discard ? String(wait.discard.total) : "—")));
  box.replaceChildren(el("div", { class: "status win" }, t("page_ready", { n: data.waits.length })),
    el("table", { id: "waits" }, el("thead", {}, el("tr", {}, el("th", {}, t("page_tile")),
      el("th", { class: "num" }, t("page_unseen")), el("th", {}, ""),
      el("th", { class: "num" }, t("page_self_draw")), el("th", { class: "num" }, t("page_discard")))),
    el("tbody", {}, rows)),
    el("div", { class: "hint" }, t("page_waits_hint")));
  box.dataset.state = "ready";
}

export function netsRow(net) {
  return el("div", { class: "nets" }, Object.entries(net).map(([who, amount]) => el("div", {},
    el("div", { class: "who" }, who),
    el("div", { class: `amt ${Number(amount) > 0 ? "plus" : Number(amount) < 0 ? "minus" : ""}` },
      Number(amount) > 0 ? `+${amount}` : String(amount)))));
}
