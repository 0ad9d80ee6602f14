// The score view: the tile keyboard first, then who won from whom, the options, the result.
// Inside an evening the dealer, 连庄 and pots are the session scorer's: the hand is scored
// as the evening's next line, and what the card shows is what recording it keeps.
import "./frame.js"; // first: inside another site's frame, nothing else runs
import { tapped } from "./hand.js";
import { getLang, meldName, setLang, t } from "./i18n.js";
import { buildKeyboard, markKeyboard } from "./keyboard.js";
import { drawMessage, drawStrip } from "./handview.js";
import { addTile, currentTaps, editing, initEditing, meldKey, newHand, queued, say, shownTaps, strip,
  undo } from "./editing.js";
import { drawOptions, drawSeats } from "./seats.js";
import { errorWords, renderError, renderNotWin, renderWaits, renderWin } from "./result.js";
import { call, ready, scorerState } from "./scorer.js";
import { el, evening, save, sayFailure, seatName, state } from "./store.js";
import { catalogCurrent, controlsOf, defaultRules, description, loadCatalog, rulesCatalog,
  rulesInfo, rulesKeys, savedCatalog, sendHouseRules, takes } from "./rules.js";
import { drawCompare } from "./compare.js";
import { handLine } from "./sessiontext.js";
import { askEvening, drawWord, initSession, nextHand, offerLinked, renderSession, startEvening,
  wonWords } from "./session.js";
import { tileElement } from "./hand.js";

/** An element of index.html by id (a control: its kind is the page's, not the checker's). */
const $ = (/** @type {string} */ id) => /** @type {any} */ (document.getElementById(id));
let verdict = null; // the verdict in one line, when the hand is scored
let asked = 0; // the latest scoring; older answers are dropped
let keyboardFor = ""; // the rule set the keyboard was built for
let candidate = null; // the line recording would add, when the preview is a win

function info() {
  const current = evening();
  return rulesInfo(current ? current.header.rules : state.rules);
}

// ------------------------------------------------------------------ the request

/** The situation as the page holds it: flags on, values given, `fed` as a list. */
function options() {
  const rules = info();
  const flags = Object.keys(state.sit.flags).filter((f) => state.sit.flags[f] && takes(rules, f));
  const lists = controlsOf(rules, "fed").map((c) => c.name); // SEAT=MELDS, one or more
  const values = {};
  for (const [key, value] of Object.entries(state.sit.values)) {
    if (String(value || "").trim() && takes(rules, key)) {
      values[key] = lists.includes(key) ? String(value).trim().split(/\s+/) : String(value).trim();
    }
  }
  return { flags, values };
}

/** The hand as a `batch` JSON line (what `score` reads): `dealer` and `streak` given when
 * the session says them. */
function scoreRequest(dealer, streak = null) {
  const sit = state.sit;
  const { flags, values } = options();
  const current = evening();
  /** @type {Record<string, unknown>} */
  const request = { hand: tapped(state.hand),
    ...rulesKeys(current ? current.header.rules : state.rules), dealer };
  if (sit.winner) request.winner = sit.winner;
  if (sit.from) request.from = sit.from;
  for (const flag of flags) request[flag.replace(/-/g, "_")] = true;
  Object.assign(request, values);
  if (streak && takes(info(), "streak")) request.streak = String(streak);
  const unit = current ? current.header.unit : sit.unit;
  if (String(unit || "").trim() && String(unit).trim() !== "1") request.unit = String(unit).trim();
  return request;
}

// ------------------------------------------------------------------ scoring

async function scoreNow() {
  const box = $("result");
  const mine = ++asked;
  candidate = null;
  verdict = null;
  drawRecord();
  drawCompare($("compare"), null);
  const taps = shownTaps();
  const current = evening();
  const next = current ? await nextHand(current) : null;
  if (mine !== asked) return;
  drawStatus(next);
  const dealer = next ? next.dealerSeat : state.sit.dealer;
  if (taps.need === 1 && state.hand.tiles.length) {
    box.dataset.state = "scoring";
    const answer = await call("waits", JSON.stringify(scoreRequest(dealer, next?.streak)), getLang());
    if (mine !== asked) return;
    if (answer.exit === 2) renderError(box, errorWords(answer));
    else renderWaits(box, answer.view, tileElement);
    return drawLine();
  }
  if (!taps.full || !state.hand.tiles.length) {
    box.replaceChildren(el("div", { class: "hint" }, taps.count ? t("page_need_more", { n: taps.need }) : t("page_empty_hand")));
    box.dataset.state = "";
    return drawLine();
  }
  if (!state.sit.winner) {
    box.replaceChildren(el("div", { class: "hint" }, t("page_pick_winner")));
    box.dataset.state = "no-winner";
    return drawLine();
  }
  box.dataset.state = "scoring";
  if (current) await previewInEvening(box, current, next, mine);
  else await scoreAlone(box, dealer, mine);
  drawLine();
  drawRecord();
}

async function scoreAlone(box, dealer, mine) {
  const request = scoreRequest(dealer);
  const answer = await call("score", JSON.stringify(request), getLang());
  if (mine !== asked) return;
  if (answer.exit === 2) return showError(box, answer);
  drawCompare($("compare"), request, state.rules);
  const data = answer.view;
  if (!data.winning) return showNotWin(box, data.reason);
  const title = titleOf(seatName(state.sit.winner), state.sit.from && seatName(state.sit.from));
  renderWin(box, { title, payments: data.payments, name: seatName, data, unit: state.sit.unit });
  await verdictOf(data.payments.map((p) => [seatName(p.from), seatName(p.to), p.amount]), mine);
}

/** The hand as the evening's next line, scored by the session scorer with the hands before
 * it: the dealer, 连庄 and pots it uses are the ones recording keeps. */
async function previewInEvening(box, current, next, mine) {
  const players = current.header.players;
  const mine_ = { hand: tapped(state.hand), winner: state.sit.winner, from: state.sit.from,
    ...options() };
  // One discard, several winners: the winners kept so far and this one, as one line.
  const also = state.also || [];
  const from = state.sit.from || also[0]?.from;
  const line = also.length && from ? await handLine(players, [...also, mine_], from)
    : await handLine(players, [mine_]);
  if (mine !== asked) return;
  if (line === null) return showError(box, { error: { said: t("page_bad") } });
  const answer = await askEvening(current, line);
  if (mine !== asked) return;
  if (answer.exit === 2 && answer.error) return showError(box, answer);
  const number = answer.first + current.lines.length;
  const result = JSON.parse(answer.text);
  const hand = result.hands.find((h) => h.line === number);
  const wrong = (answer.errors || []).find((e) => e.line === number);
  if (!hand) {
    if (wrong?.not_win) return showNotWin(box, wrong.said);
    return showError(box, { error: wrong || { said: t("page_bad") } });
  }
  const seat = (name) => players.indexOf(name) + 1;
  const request = scoreRequest(seat(hand.dealer), hand.streak);
  const detail = await call("score", JSON.stringify(request), getLang());
  if (mine !== asked) return;
  const data = detail.exit === 2 ? null : detail.view;
  if (data) drawCompare($("compare"), request, current.header.rules);
  renderWin(box, { title: `${t("page_win")}${t("page_colon_sep")}${wonWords(hand)}`, payments: hand.payments,
    name: (who) => who, data, unit: current.header.unit });
  candidate = line;
  await verdictOf(hand.payments.map((p) => [p.from, p.to, p.amount]), mine);
}

function showError(box, answer) {
  renderError(box, errorWords(answer));
  verdict = { kind: "bad", text: `${t("page_bad")} ↓`, onTap: toResult };
}

function showNotWin(box, reason) {
  renderNotWin(box, reason);
  verdict = { kind: "nowin", text: `${t("page_not_win")} ↓`, onTap: toResult };
}

function titleOf(winner, from) {
  return `${t("page_win")}${t("page_colon_sep")}${from ? t("page_won_from", { winner, discarder: from }) : t("page_won_self", { winner })}`;
}

/** The verdict in one line: "3号 → 1号 14", or "1号 收 9（2号 3 · 3号 3 · 4号 3）", the
 * total summed by the scorer's Python (exactly, at any unit). */
async function verdictOf(payments, mine) {
  const to = new Set(payments.map(([, who]) => who));
  let text = payments.map(([from, who, amount]) => `${t("page_pays", { from, to: who })} ${amount}`).join(" · ");
  if (payments.length > 1 && to.size === 1) {
    const amounts = payments.map(([, , amount]) => String(amount));
    const summed = await call("money_sum", JSON.stringify({ amounts }), getLang());
    if (mine !== asked) return;
    const total = summed.exit === 0 ? summed.text.trim() : "?";
    const parts = payments.map(([from, , amount]) => `${from} ${amount}`).join(" · ");
    text = t("page_gets", { to: [...to][0], total, parts });
  }
  verdict = { kind: "win", text: `${text} ↓`, onTap: toResult };
}

function toResult() {
  $("result").scrollIntoView({ behavior: "smooth", block: "start" });
}

// ------------------------------------------------------------------ drawing

function drawLine() {
  const hand = state.hand;
  let hint = t("page_empty_hand");
  if (hand.tiles.length || hand.melds.length) {
    const taps = shownTaps();
    hint = taps.full ? t("page_pick_winner") : t("page_need_more", { n: taps.need });
  }
  const kind = editing.pending;
  const asking = kind ? { text: kind === "chi" ? t("page_picking_chi") : t("page_picking_meld", { meld: meldName(kind) }),
    buttons: [[t("page_cancel"), () => { editing.pending = null; changed(); }, "meld-cancel"]] }
    : editing.prompt;
  drawMessage($("message"), { prompt: asking, notice: editing.notice, verdict, hint });
}

function drawStatus(next) {
  const state_ = scorerState();
  const box = $("status");
  if (state_.mode === "loading") box.textContent = t("page_loading");
  else if (state_.mode === "failed") box.textContent = t("page_failed", { why: state_.failure });
  else if (!evening()) box.textContent = t("page_free");
  else if (next?.over) box.textContent = t("page_over");
  else if (next) {
    box.textContent = `${t("page_next_hand", { n: next.number, dealer: next.dealer })}${next.streak ? ` · ${t("page_streak_n", { n: next.streak })}` : ""}`;
  }
}

function drawRecord() {
  const current = evening();
  const button = $("record");
  $("draw").classList.toggle("hidden", !current);
  if (!current) state.also = [];
  // 一炮多响: another player won this discard too (where the rules allow it).
  const also = state.also || [];
  const several = Boolean(current && info()?.several_winners && candidate && state.sit.from
    && also.length < 2);
  $("also-row").classList.toggle("hidden", !several);
  drawAlso(also);
  if (!current) {
    button.textContent = t("page_start_evening");
    button.disabled = false;
    return;
  }
  button.textContent = t("page_record", { n: current.lines.length + 1 });
  button.disabled = !candidate;
}

/** The winners of this discard kept so far (一炮多响), each with its hand; × takes one out. */
function drawAlso(also) {
  const box = $("also-list");
  box.classList.toggle("hidden", !also.length);
  box.replaceChildren(...(also.length ? [el("div", { class: "grid-title" }, t("page_also_title")),
    ...also.map((won, i) => el("div", { class: "row also", "data-also": i },
      el("span", { class: "grow" }, `${seatName(won.winner)} · ${won.hand}`),
      el("button", { type: "button", class: "x", "aria-label": t("page_remove"), onclick: () => {
        state.also.splice(i, 1);
        changed();
      } }, "×")))] : []));
}

function drawRules() {
  const select = $("rules-select");
  const current = evening();
  const chosen = current ? current.header.rules : state.rules;
  select.replaceChildren(...rulesCatalog().map((choice) => el("option", { value: choice.value,
    selected: choice.value === chosen }, choice.label)));
  select.disabled = Boolean(current);
  const shown = rulesInfo(chosen);
  $("rules-desc").textContent = shown ? `${shown.name}${t("page_colon_sep")}${description(shown)}` : "";
}

function changed() {
  save();
  const rules = info();
  if (keyboardFor !== `${rules.name}|${getLang()}`) {
    keyboardFor = `${rules.name}|${getLang()}`;
    buildKeyboard($("keyboard"), rules, { tile: addTile, undo,
      clear: () => queued(async () => { newHand(); changed(); }), meld: meldKey });
  }
  drawSeats($("seats"), rules, state.sit, (winner, from) => {
    state.sit.winner = winner;
    state.sit.from = from;
    changed();
  });
  drawOptions($("options"), rules, state.sit, Boolean(evening()), changed);
  // The strip, the keys and the score wait for the scorer's word on the hand as it stands.
  queued(async () => {
    await currentTaps();
    const taps = shownTaps();
    drawStrip($("hand-tiles"), $("hand-count"), state.hand, taps, strip);
    markKeyboard($("keyboard"), taps, editing.pending);
    drawLine();
    scoreNow();
  });
}

export function drawAll() {
  setLang(state.lang);
  sayFailure();
  drawRules();
  const onScore = state.view !== "session";
  $("view-score").classList.toggle("hidden", !onScore);
  $("view-session").classList.toggle("hidden", onScore);
  $("tab-score").setAttribute("aria-pressed", String(onScore));
  $("tab-session").setAttribute("aria-pressed", String(!onScore));
  if (onScore) changed();
  else renderSession();
}

function wire() {
  initEditing({ changed, drawLine });
  $("rules-select").onchange = (e) => { state.rules = e.target.value; editing.pending = null; drawAll(); };
  $("rules-file").onchange = async (e) => {
    const file = e.target.files[0];
    e.target.value = "";
    if (!file) return;
    const failed = await sendHouseRules(file);
    const box = $("rules-error");
    if (failed) return renderError(box, errorWords(failed));
    box.replaceChildren();
    keyboardFor = "";
    drawAll();
    say(t("page_house_ok", { name: state.house.info.name }));
  };
  $("lang").onclick = async () => {
    state.lang = getLang() === "zh" ? "en" : "zh";
    keyboardFor = "";
    save();
    drawAll();
  };
  $("tab-score").onclick = () => { state.view = "score"; save(); drawAll(); };
  $("tab-session").onclick = () => { state.view = "session"; save(); drawAll(); };
  $("record").onclick = () => {
    const current = evening();
    if (!current) { // start an evening: its players and rules are set on the 本场 view
      startEvening();
      state.view = "session";
      save();
      return drawAll();
    }
    if (!candidate) return;
    current.lines.push(candidate);
    state.also = [];
    newHand();
    changed();
    say(t("page_recorded", { n: current.lines.length }));
  };
  $("also-won").onclick = async () => {
    if (!candidate || !state.sit.from) return;
    const from = state.sit.from;
    const written = await call("hand_text", JSON.stringify({ hand: tapped(state.hand) }), getLang());
    if (written.exit !== 0 || !candidate) return;
    state.also = [...(state.also || []), { winner: state.sit.winner, from,
      hand: written.text.trim(), ...options() }];
    newHand();
    state.sit.from = from; // the same discard: the next winner's hand is on it too
    changed();
    say(t("page_also_next"));
  };
  // A link with an evening opened in a tab that already shows the page.
  window.addEventListener("hashchange", async () => {
    await offerLinked();
    drawAll();
  });
  $("draw").onclick = () => {
    const current = evening();
    if (!current) return;
    current.lines.push(drawWord());
    changed();
    say(t("page_recorded", { n: current.lines.length }));
  };
}

async function boot() {
  setLang(state.lang);
  wire();
  initSession({ drawAll });
  // The keyboard first, from what the scorer said last time; the scorer loads meanwhile.
  if (savedCatalog() && rulesInfo(state.rules)) {
    if (!rulesCatalog().some((c) => c.value === state.rules)) state.rules = defaultRules();
    drawAll();
    shown();
  } else $("status").textContent = t("page_loading");
  await ready;
  const answer = catalogCurrent() && savedCatalog() ? { exit: 0 } : await loadCatalog();
  if (answer.exit !== 0) {
    $("status").textContent = scorerState().mode === "failed" ? t("page_failed", { why: scorerState().failure })
      : errorWords(answer);
    document.body.dataset.ready = "failed";
    return;
  }
  if (!rulesCatalog().some((c) => c.value === state.rules)) state.rules = defaultRules();
  await offerLinked();
  drawAll();
  shown();
  document.body.dataset.ready = "yes";
  performance.mark("wuhu-mj-ready"); // benchmarks/page.py reads these marks
}

/** The keyboard is on the screen (benchmarks/page.py times it). */
function shown() {
  if (document.body.dataset.picker) return;
  document.body.dataset.picker = "yes";
  performance.mark("wuhu-mj-picker");
}

boot();
