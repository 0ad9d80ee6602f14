// The answer of /api/score drawn as the CLI prints it: the verdict, the items, what each
// payer pays (with the items it is made of, when the JSON carries them), liability, nets.
import { el, seatName } from "./store.js";
import { t } from "./i18n.js";

function signed(amount) {
  const n = Number(amount);
  return n > 0 ? `+${amount}` : `${amount}`;
}

function signClass(amount) {
  const n = Number(amount);
  return n > 0 ? "plus" : n < 0 ? "minus" : "";
}

export function renderError(box, message) {
  box.replaceChildren(el("div", { class: "status bad" }, `${t("bad")}${t("colon")}${message}`));
}

function itemsTable(items) {
  const rows = items.map((item) => el("tr", {},
    el("td", {}, item.label),
    el("td", { class: "num" }, String(item.points)),
    el("td", { class: "note" }, [item.note, item.source].filter(Boolean).join(" · "))));
  return el("table", { class: "items" },
    el("thead", {}, el("tr", {}, el("th", {}, t("item")), el("th", { class: "num" }, t("points")),
      el("th", {}, t("note")))),
    el("tbody", {}, ...rows));
}

function paymentCard(payment, labels) {
  const card = el("div", { class: "payment", "data-from": payment.from, "data-to": payment.to },
    el("div", { class: "head" },
      el("span", {}, t("pays", seatName(payment.from), seatName(payment.to))),
      el("span", { class: "amount" }, String(payment.amount))));
  if (Array.isArray(payment.items) && payment.items.length) {
    const rows = payment.items.map((item) => el("tr", {},
      el("td", {}, item.label || labels[item.key] || item.key),
      el("td", { class: "num" }, String(item.points))));
    // Items are points; the amount is money (points × the unit), so say the unit when it is not 1.
    const sum = payment.items.reduce((acc, item) => acc + Number(item.points), 0);
    const unit = sum ? Math.round((Number(payment.amount) / sum) * 1e6) / 1e6 : 1;
    const total = unit === 1 || !sum ? t("total") : `${t("total")}（× ${unit} = ${payment.amount}）`;
    rows.push(el("tr", { class: "total" }, el("td", {}, total),
      el("td", { class: "num" }, String(sum))));
    card.append(el("table", {}, el("tbody", {}, ...rows)));
  }
  if (payment.note) card.append(el("div", { class: "details" }, payment.note));
  return card;
}

export function netsRow(net, names = null) {
  const cells = Object.entries(net).map(([who, amount]) => el("div", {},
    el("div", { class: "who" }, names ? who : seatName(Number(who))),
    el("div", { class: `amt ${signClass(amount)}` }, signed(amount))));
  return el("div", { class: "nets" }, ...cells);
}

export function renderResult(box, data) {
  const verdict = data.winning
    ? el("div", { class: "status win" }, t("win"))
    : el("div", { class: "status nowin" }, `${t("not_win")}${t("colon")}${data.reason}`);
  box.replaceChildren(verdict, el("div", { class: "details" }, `${data.rules} · ${data.hand}`));
  if (!data.winning) return;
  const labels = Object.fromEntries(data.items.map((item) => [item.key, item.label]));
  box.append(itemsTable(data.items));
  if (data.liability) {
    box.append(el("div", { class: "liability" }, `${t("liability")}${t("colon")}${data.liability}`));
  }
  const payments = el("div", { id: "payments" });
  for (const payment of data.payments) payments.append(paymentCard(payment, labels));
  box.append(el("h2", {}, t("payments")), payments, el("h2", {}, t("net")), netsRow(data.net));
  const details = [];
  if (data.reading) details.push(`${t("reading")}${t("colon")}${data.reading.join(" ")}`);
  if (data.stand_ins && data.stand_ins.length) {
    details.push(`${t("wild_as")}${t("colon")}${data.stand_ins.join("，")}`);
  }
  if (data.win_condition) details.push(`${t("condition")}${t("colon")}${data.win_condition}`);
  for (const line of details) box.append(el("div", { class: "details" }, line));
}

/** The answer of /api/waits for a 13-tile hand: each winning tile and what it would pay. */
export function renderWaits(box, data, tileElement) {
  if (!data.ready) {
    box.replaceChildren(el("div", { class: "status nowin" }, t("not_ready", data.shanten)));
    if (data.note) box.append(el("div", { class: "details" }, data.note));
    return;
  }
  const rows = data.waits.map((wait) => el("tr", { "data-wait": wait.tile },
    el("td", {}, tileElement(wait.tile, "span")),
    el("td", { class: "num" }, String(wait.unseen)),
    el("td", {}, wait.special.join(" ")),
    el("td", { class: "num" }, wait.self_draw ? String(wait.self_draw.total) : "—"),
    el("td", { class: "num" }, wait.discard ? String(wait.discard.total) : "—")));
  box.replaceChildren(el("div", { class: "status win" }, t("ready", data.waits.length)),
    el("table", { id: "waits" }, el("thead", {}, el("tr", {}, el("th", {}, t("tile")),
      el("th", { class: "num" }, t("unseen")), el("th", {}, ""),
      el("th", { class: "num" }, t("self_draw")), el("th", { class: "num" }, t("discard")))),
    el("tbody", {}, ...rows)),
    el("div", { class: "hint" }, t("waits_hint")));
}
