// The session view: one evening's players and rules, its hands in order, totals and who pays
// whom, and its export and import. The page keeps the evening as the session text form and
// asks the session scorer about that text each time: the dealer, 连庄 and 底 pots are its.
import { call } from "./scorer.js";
import { defaultPlayers, getLang, t } from "./i18n.js";
import { damaged, deleteDamaged, deleteEvening, el, evening, fill, localTime, newEvening, save,
  state } from "./store.js";
import { errorWords, netsRow } from "./result.js";
import { HOUSE, defaultRules, pageManifest, rulesCatalog, rulesInfo, takes } from "./rules.js";
import { seatButtons } from "./seats.js";
import { headerOf, readEvening } from "./sessiontext.js";
import { copyButton, downloadButton, drawExport, initExport } from "./exports.js";

let app = null; // {drawAll} from app.js
let asked = 0;
let confirming = null; // the index of the hand whose deletion is being asked
let removed = null; // {index, line}: the hand just deleted, for undo
let dropping = false; // a deletion (of the evening or the damaged record shown) is being asked
let looking = null; // the key of the damaged record shown, or null
const DAMAGED = "damaged:"; // the evening list's value of a damaged record: DAMAGED + its key
const probes = new Map(); // session text → what the scorer says of the next hand

/** An element of index.html by id (a control: its kind is the page's, not the checker's). */
const $ = (/** @type {string} */ id) => /** @type {any} */ (document.getElementById(id));

/** The session scorer's answer for the evening with `extra` lines appended (the scorer
 * writes its text: doors/web/evening.py); `first` is the line number of its first hand line. */
export function askEvening(current, ...extra) {
  const body = { header: headerOf(current.header), lines: current.lines, extra };
  if (current.header.rules === HOUSE) body.rules_yaml = current.house || state.house?.text || "";
  return call("evening", JSON.stringify(body), getLang());
}

/** The word a drawn hand (荒庄) is recorded with, as the scorer's manifest gives it. */
export function drawWord() {
  return pageManifest()?.session.draw || "";
}

/** Who deals the next hand, and its number and 连庄, as the session scorer says: the evening
 * is scored with a drawn hand appended, and that hand's dealer is the next one. */
export async function nextHand(current) {
  const key = JSON.stringify([getLang(), current.house || "", current.header, current.lines]);
  if (!probes.has(key)) {
    probes.set(key, (async () => {
      const answer = await askEvening(current, drawWord());
      if (answer.exit === 2 && answer.error) return { error: answer };
      const result = JSON.parse(answer.text);
      const number = answer.first + current.lines.length;
      const hand = result.hands.find((h) => h.line === number);
      if (!hand) return { over: true, number: result.hands.length + 1 };
      return { number: hand.hand_number, dealer: hand.dealer, streak: hand.streak,
        dealerSeat: current.header.players.indexOf(hand.dealer) + 1 };
    })());
  }
  return probes.get(key);
}

export function initSession(hooks) {
  app = hooks;
  $("evening-new").onclick = () => { startEvening(); changed(); };
  $("evening-list").onchange = (e) => {
    const value = e.target.value;
    looking = value.startsWith(DAMAGED) ? value.slice(DAMAGED.length) : null;
    state.current = looking || !value ? null : value;
    confirming = null;
    removed = null;
    dropping = false;
    changed();
  };
  $("session-draw").onclick = () => {
    evening().lines.push(drawWord());
    changed();
  };
  initExport({ changed, startFrom });
}

export function startEvening() {
  looking = null;
  const rules = state.rules && rulesInfo(state.rules)?.sessions ? state.rules : defaultRules();
  const made = newEvening({ players: defaultPlayers(), rules, unit: "1", dealer: 1,
    pot: "", pots: "", streak: "" });
  if (rules === HOUSE) made.house = state.house?.text || "";
  return made;
}

/** A new evening from an import: {header, lines}. */
export function startFrom(read) {
  looking = null;
  const made = newEvening(read.header, read.lines);
  if (read.header.rules === HOUSE) made.house = state.house?.text || "";
  confirming = null;
  removed = null;
  changed();
  return made;
}

function changed() {
  save();
  app.drawAll();
}

// ------------------------------------------------------------------ the header

function drawHeader(current) {
  const header = current.header;
  $("players").replaceChildren(...header.players.map((name, i) => {
    const input = el("input", { type: "text", id: `player-${i + 1}`, maxlength: "12",
      autocomplete: "off", "aria-label": t("page_seat", { n: i + 1 }) });
    input.value = name;
    input.onchange = () => rename(current, i, input.value.trim() || defaultPlayers()[i]);
    return el("label", {}, `${i + 1}`, input);
  }));
  $("session-rules").replaceChildren(...rulesCatalog().filter((c) => c.info.sessions).map((c) =>
    el("option", { value: c.value, selected: c.value === header.rules }, c.label)));
  $("session-rules").onchange = (e) => {
    header.rules = e.target.value;
    if (header.rules === HOUSE) current.house = state.house?.text || "";
    changed();
  };
  seatButtons($("session-dealer"), header.dealer, (seat) => { header.dealer = seat; changed(); });
  const info = rulesInfo(header.rules);
  for (const key of ["unit", "pot", "pots", "streak"]) {
    const input = $(`session-${key}`);
    input.value = header[key] ?? "";
    input.onchange = () => { header[key] = input.value.trim(); changed(); };
  }
  $("session-pot").placeholder = info?.pot ? String(info.pot) : "";
  $("pot-fields").classList.toggle("hidden", !info?.pot);
  $("streak-field").classList.toggle("hidden", !takes(info, "streak"));
}

/** A player renamed: the hand lines name players, so the scorer renames them there too. */
async function rename(current, index, name) {
  const old = current.header.players[index];
  if (!name || name === old) return;
  current.header.players[index] = name;
  if (current.lines.length) {
    const answer = await call("rename_player", JSON.stringify({ lines: current.lines, old, new: name }),
      getLang());
    if (answer.exit === 0) current.lines = answer.view;
  }
  changed();
}

// ------------------------------------------------------------------ the hands

function handRow(current, index, hand, wrong) {
  const line = current.lines[index];
  if (confirming === index) {
    return el("div", { class: "hand-row asking", "data-hand": index },
      el("span", { class: "grow" }, t("page_confirm_remove", { n: hand?.hand_number ?? index + 1 })),
      el("button", { type: "button", id: "remove-yes", class: "danger", onclick: () => {
        removed = { index, line, number: hand?.hand_number ?? index + 1 };
        current.lines.splice(index, 1);
        confirming = null;
        changed();
      } }, t("page_remove")),
      el("button", { type: "button", id: "remove-no", onclick: () => { confirming = null; changed(); } },
        t("page_cancel")));
  }
  let what;
  if (wrong) what = `${wrong.not_win ? t("page_not_win") : t("page_bad")}${t("page_colon_sep")}${errorWords({ error: wrong })}`;
  else if (!hand) what = "…";
  else {
    const streak = hand.streak ? ` ${t("page_streak_n", { n: hand.streak })}` : "";
    const by = hand.draw ? t("page_draw_row") : wonWords(hand);
    what = `${t("page_hand_no", { n: hand.hand_number })} · ${t("page_dealer_short")} ${hand.dealer}${streak} · ${by}`;
  }
  const row = el("div", { class: `hand-row${wrong ? " error" : ""}`, "data-hand": index },
    el("div", { class: "top" }, el("span", { class: "what" }, what),
      el("button", { type: "button", class: "x", "aria-label": t("page_remove"),
        onclick: () => { confirming = index; removed = null; changed(); } }, "×")),
    el("div", { class: "code" }, line));
  for (const paid of hand?.payments || []) {
    const capped = paid.amount !== paid.due ? ` (${paid.due})` : "";
    row.append(el("div", { class: "paid" },
      `${t("page_pays", { from: paid.from, to: paid.to })} ${paid.amount}${capped} · ${paid.by === "cash" ? t("page_by_cash") : t("page_by_pot")}`));
  }
  if (hand?.pots) {
    row.append(el("div", { class: "details" }, `${t("page_place_pot")}${t("page_colon_sep")}${Object.entries(hand.pots)
      .map(([who, n]) => `${who} ${n}`).join(" · ")}`));
  }
  return row;
}

/** Who won from whom, as the session scored it (several winners of one discard named). */
export function wonWords(hand) {
  if (hand.winners) {
    const winners = hand.winners.map((w) => w.winner).join(t("page_names_sep"));
    return t("page_won_several", { winners, discarder: hand.from });
  }
  return hand.from ? t("page_won_from", { winner: hand.winner, discarder: hand.from })
    : t("page_won_self", { winner: hand.winner });
}

function undoRow(current) {
  return el("div", { class: "hand-row undo", id: "undo-row" },
    el("span", { class: "grow" }, t("page_removed", { n: removed.number })),
    el("button", { type: "button", id: "undo-remove", onclick: () => {
      current.lines.splice(removed.index, 0, removed.line);
      removed = null;
      changed();
    } }, t("page_undo_remove")));
}

function drawTotals(box, result) {
  const transfers = el("div", { id: "transfers" }, el("h2", {}, t("page_transfers")),
    result.transfers.length ? result.transfers.map((move) => el("div", { class: "transfer" },
      `${move.from} → ${move.to} ${move.amount}`)) : el("div", { class: "hint" }, t("page_no_transfers")));
  box.replaceChildren(el("h2", {}, t("page_totals")), netsRow(result.net), transfers,
    el("div", { class: "hint" }, t("page_settle_note")));
}

function drawEvenings() {
  const list = $("evening-list");
  if (looking && !damaged.some((d) => d.key === looking)) looking = null;
  fill(list, [el("option", { value: "", selected: !state.current && !looking }, t("page_no_evening")),
    ...state.evenings.map((e) => el("option", { value: e.id, selected: e.id === state.current },
      t("page_evening_label", { date: `${localTime(e.started)} ${e.header.players.join(" ")}`,
        n: e.lines.length }))),
    ...damaged.map((d, i) => el("option", { value: DAMAGED + d.key, selected: d.key === looking },
      t("page_damaged_label", { n: i + 1 })))]);
  $("damaged-note").textContent = damaged.length ? t("page_damaged_some", { n: damaged.length }) : "";
  drawDamaged();
}

/** A stored record the page cannot read: its text as stored, to copy or download, and a
 * delete that asks first. */
function drawDamaged() {
  const found = damaged.find((d) => d.key === looking);
  $("damaged").classList.toggle("hidden", !found);
  if (!found) return;
  const area = $("damaged-text");
  area.value = found.raw;
  const actions = $("damaged-actions");
  if (dropping) {
    return actions.replaceChildren(el("span", { class: "grow" }, t("page_confirm_drop_damaged")),
      el("button", { type: "button", id: "damaged-delete-yes", class: "danger", onclick: () => {
        dropping = false;
        looking = null;
        deleteDamaged(found.key);
        app.drawAll();
      } }, t("page_remove")),
      el("button", { type: "button", id: "damaged-delete-no", onclick: () => { dropping = false; drawDamaged(); } },
        t("page_cancel")));
  }
  actions.replaceChildren(copyButton(() => found.raw, area),
    downloadButton(found.raw, "wuhu-mj-damaged.txt", "text/plain;charset=utf-8"),
    el("button", { type: "button", id: "damaged-delete", class: "danger",
      onclick: () => { dropping = true; drawDamaged(); } }, t("page_remove")));
}

/** Deleting the evening shown: asked first, with its players and number of hands. */
function drawDelete(current) {
  const row = $("evening-delete-row");
  if (!dropping) {
    return row.replaceChildren(el("button", { type: "button", id: "evening-delete", class: "grow",
      onclick: () => { dropping = true; drawDelete(current); } }, t("page_drop_evening")));
  }
  row.replaceChildren(el("span", { class: "grow" }, t("page_confirm_drop_evening",
    { players: current.header.players.join(" "), n: current.lines.length })),
  el("button", { type: "button", id: "evening-delete-yes", class: "danger", onclick: () => {
    dropping = false;
    deleteEvening(current.id);
    app.drawAll();
  } }, t("page_remove")),
  el("button", { type: "button", id: "evening-delete-no", onclick: () => { dropping = false; drawDelete(current); } },
    t("page_cancel")));
}

export async function renderSession() {
  drawEvenings();
  const current = evening();
  $("evening").classList.toggle("hidden", !current);
  drawExport(current);
  if (!current) return;
  drawHeader(current);
  drawDelete(current);
  const list = $("session-hands");
  const box = $("session-result");
  const mine = ++asked;
  box.dataset.state = "scoring";
  const [answer, next] = await Promise.all([askEvening(current), nextHand(current)]);
  if (mine !== asked) return;
  $("next-dealer").textContent = next.over ? t("page_over") : next.error ? ""
    : (next.streak ? t("page_next_dealer_streak", { name: next.dealer, streak: next.streak }) : t("page_next_dealer", { name: next.dealer }));
  if (answer.exit === 2 && answer.error) {
    fill(list, current.lines.map((_, i) => handRow(current, i, null, null)));
    box.replaceChildren(el("div", { class: "status bad" }, `${t("page_bad")}${t("page_colon_sep")}${errorWords(answer)}`));
    box.dataset.state = "error";
    return;
  }
  const result = JSON.parse(answer.text);
  const byLine = Object.fromEntries(result.hands.map((h) => [h.line, h]));
  const errors = Object.fromEntries((answer.errors || []).map((e) => [e.line, e]));
  const rows = current.lines.map((_, i) => handRow(current, i, byLine[answer.first + i],
    errors[answer.first + i]));
  if (removed) rows.splice(Math.min(removed.index, rows.length), 0, undoRow(current));
  fill(list, rows.length ? rows : [el("div", { class: "hint" }, t("page_session_empty"))]);
  drawTotals(box, result);
  box.dataset.state = "done";
  drawExport(current, result);
}

/** A link with an evening in its fragment (the fragment is then dropped): refused, saying
 * why, past the page's limits; else a confirm screen with its players, its number of hands
 * and its totals as the session scorer reckons them, before it becomes an evening here.
 * False when the address holds no evening. */
export async function offerLinked() {
  if (!/#[st]=/.test(location.hash)) return false;
  const read = await readEvening(location.href, defaultPlayers());
  history.replaceState(null, "", location.pathname + location.search);
  state.view = "session";
  const box = $("link-offer");
  if (!read || read.refused) {
    box.replaceChildren(el("div", { class: "status bad", id: "link-refused", role: "alert" },
      read ? read.refused : t("page_import_bad")));
    return true;
  }
  box.replaceChildren(el("div", { class: "hint", id: "link-checking" }, t("page_link_checking")));
  confirmLinked(box, read);
  return true;
}

async function confirmLinked(box, read) {
  const answer = await askEvening(read);
  const parts = [el("div", { id: "link-players" }, t("page_link_players", { players: read.header.players.join(" ") }))];
  if (answer.exit === 2 && answer.error) {
    parts.push(el("div", { class: "status bad" }, `${t("page_bad")}${t("page_colon_sep")}${errorWords(answer)}`));
  } else {
    const result = JSON.parse(answer.text);
    parts.push(el("div", { id: "link-hands" }, t("page_open_link", { n: result.hands.length })), netsRow(result.net));
    const wrong = (answer.errors || []).length;
    if (wrong) parts.push(el("div", { class: "hint" }, t("page_link_wrong_lines", { n: wrong })));
  }
  parts.push(el("div", { class: "row" },
    el("button", { type: "button", id: "open-link", class: "primary grow", onclick: () => {
      box.replaceChildren();
      startFrom(read);
    } }, t("page_open_it")),
    el("button", { type: "button", id: "link-cancel", onclick: () => box.replaceChildren() }, t("page_cancel"))));
  box.replaceChildren(el("div", { id: "link-confirm" }, parts));
  box.scrollIntoView({ block: "center" }); // below the evening shown, if there is one
}
