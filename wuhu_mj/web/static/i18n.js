// The page's own words in Chinese (the default) and English. Scoring texts (labels,
// reasons, errors) come from the server.
const STRINGS = {
  zh: {
    title: "安徽麻将计分", tab_score: "算分", tab_session: "本场", hand: "手牌",
    undo: "⌫ 退一张", clear: "清空", winner: "胡家", from: "放冲", dealer: "庄家",
    self_draw: "自摸", wild: "钻牌", indicator: "翻牌", streak: "连庄", fed: "反包",
    unit: "每分", add_to_session: "记入本场", players: "玩家（按座位）", rules: "规则",
    first_dealer: "首庄", pot: "底", pots: "底数", hands: "逐手",
    add_hand: "＋ 加一手（去算分）", draw: "荒庄", new_session: "新开一场",
    seat: (n) => `${n}号`, count: (n, need) => `${n}/${need} 张`,
    need_more: (n) => `还差 ${n} 张`, too_many: (n) => `多了 ${n} 张`,
    win_tile: "胡", win_hint_last: (t) => `胡牌张：最后一张 ${t}（点手里的牌可改）`,
    win_hint: (t) => `胡牌张：${t}（点手里的牌可改）`, empty_hand: "点下面的牌加入手牌",
    fifth: (t) => `${t} 已经有四张了`, full: "已经 14 张了",
    meld: { peng: "碰", gang: "明杠", angang: "暗杠", jiagang: "加杠", chi: "吃", hua: "花" },
    meld_pick: (k) => `${k}：点一张牌${k === "吃" ? "（顺子最小的一张）" : ""}`,
    meld_from: (k) => `${k}：谁打的？`, meld_unknown: "不记", cancel: "取消",
    chi_bad: "吃要从 1–7 起的顺子", suits: { m: "万", p: "筒", s: "条", z: "字", f: "花" },
    flags: {
      "kong-draw": "杠开", "rob-kong": "抢杠", heavenly: "天胡", earthly: "地胡",
      "wild-discarded": "打过钻",
    },
    none: "—", win: "胡牌", not_win: "不成胡", bad: "输入有误", item: "项目",
    points: "分", note: "说明", pays: (a, b) => `${a} 付 ${b}`, total: "合计",
    net: "净额", reading: "读法", liability: "包牌", source: "出处", scoring: "算分中…",
    server_down: "连不上计分服务", added: "已记入本场", hand_no: (n) => `第 ${n} 手`,
    dealer_short: "庄", draw_row: "荒庄", totals: "本场合计", transfers: "结算",
    no_transfers: "不用转账", confirm_new: "清空本场所有记录？", remove: "删除",
    session_empty: "还没有记录。先在“算分”里算一手，再点“记入本场”。",
    settle_note: "金额 = 分 × 每分", by_pot: "底", by_cash: "现金", pots_after: "底池",
    not_ready: (n) => `还没听牌（向听 ${n}）`, ready: (n) => `听 ${n} 种`, tile: "牌",
    unseen: "剩", discard: "点炮", waits_hint: "再点一张胡牌张，就算这一手。",
    house: "家规", send_house: "上传家规文件（.yaml）", too_big: "文件太大（最多 60 KB）",
    pays_short: (a, n) => `${a}付 ${n}`,
    colon: "：", amount: "金额", payments: "付款", patterns: "牌型", wild_as: "钻牌代替", condition: "胡牌条件",
  },
  en: {
    title: "Anhui mahjong scorer", tab_score: "Score", tab_session: "Session", hand: "Hand",
    undo: "⌫ Undo", clear: "Clear", winner: "Winner", from: "Discarder", dealer: "Dealer",
    self_draw: "Self", wild: "Wild", indicator: "Flipped", streak: "Streak", fed: "Fed",
    unit: "Unit", add_to_session: "Add to session", players: "Players (by seat)",
    rules: "Rules", first_dealer: "1st dealer", pot: "Pot", pots: "Pots", hands: "Hands",
    add_hand: "+ Add a hand (score it)", draw: "Draw", new_session: "New session",
    seat: (n) => `Seat ${n}`, count: (n, need) => `${n}/${need} tiles`,
    need_more: (n) => `${n} more to go`, too_many: (n) => `${n} too many`,
    win_tile: "win", win_hint_last: (t) => `Winning tile: the last one, ${t} (tap a tile to change)`,
    win_hint: (t) => `Winning tile: ${t} (tap a tile to change)`,
    empty_hand: "Tap the tiles below to build the hand",
    fifth: (t) => `There are already four ${t}`, full: "The hand has 14 tiles already",
    meld: { peng: "Pung", gang: "Kong", angang: "Concealed kong", jiagang: "Added kong",
      chi: "Chow", hua: "Flower" },
    meld_pick: (k) => `${k}: tap a tile${k === "Chow" ? " (the lowest of the run)" : ""}`,
    meld_from: (k) => `${k}: who discarded it?`, meld_unknown: "Skip", cancel: "Cancel",
    chi_bad: "A chow starts at 1–7", suits: { m: "Char", p: "Dots", s: "Bam", z: "Honor", f: "Flower" },
    flags: {
      "kong-draw": "Kong draw", "rob-kong": "Rob kong", heavenly: "Heavenly",
      earthly: "Earthly", "wild-discarded": "Wild discarded",
    },
    none: "—", win: "Win", not_win: "Not a win", bad: "Bad input", item: "Item",
    points: "Pts", note: "Note", pays: (a, b) => `${a} pays ${b}`, total: "Total",
    net: "Net", reading: "Reading", liability: "Liability", source: "Source",
    scoring: "Scoring…", server_down: "Cannot reach the scorer", added: "Added to the session",
    hand_no: (n) => `Hand ${n}`, dealer_short: "D", draw_row: "Draw", totals: "Totals",
    transfers: "Settle up", no_transfers: "Nobody owes anything",
    confirm_new: "Clear every hand of this session?", remove: "Remove",
    session_empty: "No hands yet. Score a hand, then tap “Add to session”.",
    settle_note: "money = points × unit", by_pot: "pot", by_cash: "cash", pots_after: "Pots",
    not_ready: (n) => `Not ready (${n} from ready)`, ready: (n) => `Waiting on ${n}`,
    tile: "Tile", unseen: "Left", discard: "Discard",
    waits_hint: "Tap the winning tile to score the hand.",
    house: "house rules", send_house: "Send a house-rule file (.yaml)",
    too_big: "The file is too large (60 KB at most)",
    pays_short: (a, n) => `${a} pays ${n}`,
    colon: ": ", amount: "Amount", payments: "Payments", patterns: "Patterns", wild_as: "Wild stands for", condition: "Win condition",
  },
};

// Tile faces: the number (or honor, flower) over its suit word.
const NUMERALS = ["一", "二", "三", "四", "五", "六", "七", "八", "九"];
const HONORS = ["东", "南", "西", "北", "白", "发", "中"];
const FLOWERS = ["春", "夏", "秋", "冬", "梅", "兰", "竹", "菊"];

let lang = "zh";

export function setLang(value) {
  lang = value === "en" ? "en" : "zh";
  document.documentElement.lang = lang === "zh" ? "zh-CN" : "en";
  for (const el of document.querySelectorAll("[data-t]")) {
    const text = STRINGS[lang][el.dataset.t];
    if (typeof text === "string") el.textContent = text;
  }
  document.title = STRINGS[lang].title;
}

export function getLang() {
  return lang;
}

export function t(key, ...args) {
  const value = STRINGS[lang][key];
  return typeof value === "function" ? value(...args) : value;
}

export function face(code) {
  const n = Number(code[0]);
  const suit = code[1];
  if (suit === "z") return [HONORS[n - 1], ""];
  if (suit === "f") return [FLOWERS[n - 1], ""];
  return [NUMERALS[n - 1], { m: "万", p: "筒", s: "条" }[suit]];
}

export function tileName(code) {
  const [n, s] = face(code);
  return `${code} ${n}${s}`;
}
