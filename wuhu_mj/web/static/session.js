// The session view: four names, the hands in order, running totals and who pays whom. The
// page keeps the hands; /api/session scores the whole evening each time (the dealer, 连庄
// and Wuhu's 底 pots are the server's to keep).
import { api, el, errorText, resetSession, save, seatButtons, state } from "./store.js";
import { netsRow } from "./result.js";
import { rulesCatalog, rulesKeys } from "./rules.js";
import { getLang, t } from "./i18n.js";

let app = null; // {drawAll} from app.js
let asked = 0;

const $ = (id) => document.getElementById(id);

export function initSession(hooks) {
  app = hooks;
  $("session-draw").onclick = () => { state.session.hands.push({ draw: true }); changed(); };
  $("session-add").onclick = () => { state.view = "score"; save(); app.drawAll(); };
  $("session-new").onclick = () => {
    if (window.confirm(t("confirm_new"))) { resetSession(); app.drawAll(); }
  };
  $("session-rules").onchange = (e) => { state.session.rules = e.target.value; changed(); };
  for (const key of ["unit", "pot", "pots"]) {
    $(`session-${key}`).onchange = (e) => { state.session[key] = e.target.value.trim(); changed(); };
  }
}

/** A hand scored on the score view, as a session hand: the session keeps dealer and rules. */
export function addToSession(request, rules) {
  const hand = { ...request };
  for (const key of ["rules", "rules_yaml", "dealer", "unit"]) delete hand[key];
  if (!state.session.hands.length) {
    state.session.rules = rules;
    if (request.unit) state.session.unit = request.unit;
  }
  state.session.hands.push(hand);
  save();
}

function playerNames() {
  return state.session.players.map((name, i) => name.trim()
    || (getLang() === "zh" ? `${i + 1}号` : `P${i + 1}`));
}

/** The session as /api/session takes it: the header and the hands. */
export function sessionRequest() {
  const s = state.session;
  const header = { players: playerNames(), ...rulesKeys(s.rules), unit: s.unit || "1",
    dealer: s.dealer };
  if (String(s.pot).trim()) header.pot = Number(s.pot);
  if (String(s.pots).trim()) header.pots = Number(s.pots);
  return { session: header, hands: s.hands };
}

function changed() {
  save();
  renderSession();
}

function drawHeader() {
  const s = state.session;
  const players = $("players");
  players.replaceChildren(...s.players.map((name, i) => {
    const input = el("input", { type: "text", id: `player-${i + 1}`, maxlength: "12",
      placeholder: t("seat", i + 1), autocomplete: "off" });
    input.value = name;
    input.onchange = () => { s.players[i] = input.value.trim(); changed(); };
    return el("label", {}, `${i + 1}`, input);
  }));
  $("session-rules").replaceChildren(...rulesCatalog().map((choice) => {
    const option = el("option", { value: choice.value }, choice.label);
    option.selected = choice.value === s.rules;
    return option;
  }));
  seatButtons($("session-dealer"), s.dealer, (seat) => { s.dealer = seat; changed(); });
  $("session-unit").value = s.unit;
  $("session-pot").value = s.pot;
  $("session-pots").value = s.pots;
  const rules = rulesCatalog().find((choice) => choice.value === s.rules)?.info;
  $("pot-fields").classList.toggle("hidden", !(rules && rules.pot));
  $("session-pot").placeholder = rules && rules.pot ? String(rules.pot) : "";
}

function handRow(index, outcome, error) {
  const hand = state.session.hands[index];
  const remove = el("button", { type: "button", class: "x", "aria-label": t("remove"),
    onclick: () => { state.session.hands.splice(index, 1); changed(); } }, "×");
  let what;
  if (error) what = `${t("bad")}${t("colon")}${error}`;
  else if (!outcome) what = "…";
  else if (outcome.draw) what = `${t("hand_no", outcome.hand_number)} · ${t("dealer_short")} ${outcome.dealer} · ${t("draw_row")}`;
  else {
    const by = outcome.from ? `${outcome.winner} ← ${outcome.from}` : `${outcome.winner} ${t("self_draw")}`;
    what = `${t("hand_no", outcome.hand_number)} · ${t("dealer_short")} ${outcome.dealer} · ${by}`;
  }
  const row = el("div", { class: `hand-row${error ? " error" : ""}`, "data-hand": index },
    el("div", { class: "top" }, el("span", { class: "what" }, what), remove));
  if (!hand.draw) row.append(el("div", { class: "code" }, hand.hand));
  for (const paid of outcome?.payments || []) {
    const by = paid.by === "cash" ? t("by_cash") : t("by_pot");
    const capped = paid.amount !== paid.due ? ` (${paid.due})` : "";
    row.append(el("div", { class: "paid" }, `${paid.from} → ${paid.to} ${paid.amount}${capped} ${by}`));
  }
  if (outcome?.pots) {
    const pots = Object.entries(outcome.pots).map(([who, n]) => `${who} ${n}`).join(" · ");
    row.append(el("div", { class: "details" }, `${t("pots_after")}${t("colon")}${pots}`));
  }
  return row;
}

function drawResult(result) {
  const box = $("session-result");
  box.replaceChildren(el("h2", {}, t("totals")), netsRow(result.net, true));
  const transfers = el("div", { id: "transfers" }, el("h2", {}, t("transfers")));
  if (!result.transfers.length) transfers.append(el("div", { class: "hint" }, t("no_transfers")));
  for (const move of result.transfers) {
    transfers.append(el("div", { class: "transfer" }, `${move.from} → ${move.to}  ${move.amount}`));
  }
  box.append(transfers, el("div", { class: "hint" }, t("settle_note")));
}

export async function renderSession() {
  drawHeader();
  const list = $("session-hands");
  const hands = state.session.hands;
  const box = $("session-result");
  if (!hands.length) {
    list.replaceChildren(el("div", { class: "hint" }, t("session_empty")));
    box.replaceChildren();
    box.dataset.state = "empty";
    return;
  }
  const mine = ++asked;
  box.dataset.state = "scoring";
  const answer = await api("session", sessionRequest());
  if (mine !== asked) return;
  if (!answer.ok) {
    list.replaceChildren(...hands.map((_, i) => handRow(i, null, null)));
    box.replaceChildren(el("div", { class: "status bad" },
      `${t("bad")}${t("colon")}${errorText(answer)}`));
    box.dataset.state = "error";
    return;
  }
  const result = answer.data;
  // Line 1 is the header; hand i is line i + 2.
  const byLine = Object.fromEntries(result.hands.map((h) => [h.line, h]));
  const errors = Object.fromEntries(result.errors.map((e) => [e.line, e.error]));
  list.replaceChildren(...hands.map((_, i) => handRow(i, byLine[i + 2], errors[i + 2])));
  drawResult(result);
  box.dataset.state = "done";
}
