// Every text the page writes itself, by key, in Chinese (the default) and English. The
// scorer's own texts (labels, notes, reasons, errors) come from it, in the page's language.
const STRINGS = {
  zh: {
    title: "安徽麻将计分", tab_score: "算分", tab_session: "本场", other_lang: "EN",
    rules: "规则", house: "家规", send_house: "上传家规文件（.yaml）",
    too_big: "文件太大（最多 60 KB）", house_ok: (name) => `已用家规 ${name}`,
    loading: "计分器加载中…", failed: (why) => `计分器没能加载：${why}`,
    server_down: "连不上计分器", free: "只算分，不记入本场",
    next_hand: (n, dealer) => `第 ${n} 手 · 庄 ${dealer}`, streak_n: (n) => `连庄 ${n}`,
    over: "这一场的底都打完了", seat: (n) => `${n}号`,
    count: (n) => `${n}/14`, empty_hand: "点下面的牌，最后点胡的那张",
    need_more: (n) => `还差 ${n} 张`, win_tile: "胡",
    meld: { peng: "碰", gang: "明杠", angang: "暗杠", jiagang: "加杠", chi: "吃", hua: "花" },
    meld_pick: (k) => `${k}：点一张牌`, meld_pick_chi: "吃：点顺子最小的一张",
    meld_from: (k) => `${k}：谁打的？`, skip: "不记", cancel: "取消",
    tile_what: (tile) => `${tile}：`, as_win: "设为胡张", take_out: "拿掉",
    fifth: (tile) => `${tile} 已经有四张了`, full: "已经 14 张了", chi_bad: "吃要从 1–7 起的顺子",
    undo: "⌫", undo_label: "退一张", clear: "清空", switch_lang: "English",
    who: "胡↓ 放冲→", self_draw: "自摸", from_cell: (name) => `${name}放`,
    win_by: (name) => `${name}胡`, won_from: (w, d) => `${w} 胡 ${d} 放冲`,
    won_self: (w) => `${w} 自摸`, colon_sep: "：", dealer: "庄家", winner: "胡家", 
    pick_winner: "再点谁胡了（下面的表）",
    flags: { "kong-draw": "杠开", "rob-kong": "抢杠", heavenly: "天胡", earthly: "地胡",
      "wild-discarded": "打过钻" },
    option: { wild: "钻牌", indicator: "翻牌", streak: "连庄", fed: "反包", unit: "每分" },
    fed_hint: "座位=副露，如 3=peng,peng", none: "—",
    win: "胡牌", not_win: "不成胡", bad: "输入有误", 
    pays: (a, b) => `${a} → ${b}`, by_pot: "底", by_cash: "现金",
    gets: (to, total, parts) => `${to} 收 ${total}（${parts}）`,
    details: "明细 ▾", hide_details: "收起明细 ▴", item: "项目", points: "分", note: "说明", counts: "计数（不算钱）", liability: "包牌", reading: "读法",
    wild_as: "钻牌代替", condition: "胡牌条件", per_payer: "每家付的分",
    total: "合计", unit_times: (unit, amount) => `× 每分 ${unit} = ${amount}`,
    ready: (n) => `听 ${n} 种`, not_ready: (n) => `还没听牌（向听 ${n}）`, tile: "牌",
    unseen: "剩", discard: "点炮", waits_hint: "再点胡的那张牌，就算这一手。",
    record: (n) => `记入本场（第 ${n} 手）`, recorded: (n) => `已记入第 ${n} 手`,
    start_evening: "开一场（记分）", draw: "荒庄",
    players: "玩家（按座位）", first_dealer: "首庄", unit: "每分", pot: "底", pots: "底数",
    streak_start: "开始时连庄", hands: "逐手", hand_no: (n) => `第 ${n} 手`,
    dealer_short: "庄", draw_row: "荒庄", totals: "本场合计", transfers: "结账",
    no_transfers: "不用转账", settle_note: "金额 = 分 × 每分",
    session_empty: "还没有记录：在“算分”里点好一手，再点“记入本场”。",
    remove: "删除", confirm_remove: (n) => `删除第 ${n} 手？`, removed: (n) => `已删除第 ${n} 手`,
    undo_remove: "撤销", new_evening: "新开一场", evenings: "场次",
    evening_label: (date, n) => `${date} · ${n} 手`, no_evening: "不记分",
    next_dealer: (name, streak) => `下一手：庄 ${name}${streak ? `（连庄 ${streak}）` : ""}`,
    export: "导出和导入", export_text: "文本", export_csv: "CSV 表格", export_link: "链接和二维码",
    import: "导入", import_hint: "贴上导出的文本、CSV 或链接，或选一个文件",
    import_file: "选文件…", import_go: "导入为新的一场", copy: "复制", copied: "已复制",
    download: "下载", text_hint: "这段文字可以贴进 wuhu-mj session。",
    link_hint: "整场都在链接里（# 后面），不经过任何服务器。",
    link_too_long: "这一场太长，二维码装不下；用链接或文本。", import_bad: "认不出这是导出的一场（文本、CSV 或链接）",
    open_link: (n) => `链接里有一场（${n} 手）：`, open_it: "打开",
    csv: { hand: "手", dealer: "庄", winner: "胡家", from: "放冲", tiles: "手牌",
      line: "录入（wuhu-mj session）", total: "合计" },
    default_players: ["东", "南", "西", "北"],
    places: { hand: "手牌", winner: "胡家", from: "放冲", dealer: "庄家", wild: "钻牌",
      indicator: "翻牌", streak: "连庄", fed: "反包", unit: "每分", "kong-draw": "杠开",
      "rob-kong": "抢杠", heavenly: "天胡", earthly: "地胡", "wild-discarded": "打过钻",
      win: "胡张", rules: "规则", rules_yaml: "家规文件", players: "玩家", pot: "底",
      pots: "底数", line: "这一行", request: "请求", header: "开头" },
  },
  en: {
    title: "Anhui mahjong scorer", tab_score: "Score", tab_session: "Session",
    other_lang: "中", rules: "Rules", house: "house", send_house: "Send a house-rule file",
    too_big: "The file is too large (60 KB at most)", house_ok: (name) => `Using ${name}`,
    loading: "Loading the scorer…", failed: (why) => `The scorer did not load: ${why}`,
    server_down: "Cannot reach the scorer", free: "Scoring only, not recorded",
    next_hand: (n, dealer) => `Hand ${n} · dealer ${dealer}`, streak_n: (n) => `streak ${n}`,
    over: "Every pot of this session is played", seat: (n) => `Seat ${n}`,
    count: (n) => `${n}/14`, empty_hand: "Tap the tiles below, the winning tile last",
    need_more: (n) => `${n} more to go`, win_tile: "win",
    meld: { peng: "Pung", gang: "Kong", angang: "C.kong", jiagang: "+Kong", chi: "Chow",
      hua: "Flower" },
    meld_pick: (k) => `${k}: tap a tile`, meld_pick_chi: "Chow: tap its lowest tile",
    meld_from: (k) => `${k}: discarded by?`, skip: "Skip", cancel: "Cancel",
    tile_what: (tile) => `${tile}: `, as_win: "Winning tile", take_out: "Remove",
    fifth: (tile) => `Four ${tile} already`, full: "14 tiles already",
    chi_bad: "A chow starts at 1–7", undo: "⌫", undo_label: "Take back the last tile",
    clear: "Clear", switch_lang: "中文",
    who: "Win↓ by→", self_draw: "Self", from_cell: (name) => `by ${name}`,
    win_by: (name) => `${name} wins`, won_from: (w, d) => `${w} wins, ${d} discarded`,
    won_self: (w) => `${w} self-drew`, colon_sep: ": ", dealer: "Dealer", winner: "Winner",
    pick_winner: "Now tap who won (the table below)",
    flags: { "kong-draw": "Kong draw", "rob-kong": "Rob kong", heavenly: "Heavenly",
      earthly: "Earthly", "wild-discarded": "Wild discarded" },
    option: { wild: "Wild", indicator: "Flipped", streak: "Streak", fed: "Fed", unit: "Unit" },
    fed_hint: "seat=melds, e.g. 3=peng,peng", none: "—",
    win: "Win", not_win: "Not a win", bad: "Bad input",
    pays: (a, b) => `${a} → ${b}`, by_pot: "pot", by_cash: "cash",
    gets: (to, total, parts) => `${to} gets ${total} (${parts})`,
    details: "Breakdown ▾", hide_details: "Hide breakdown ▴", item: "Item", points: "Pts",
    note: "Note", counts: "Counts (not money)", liability: "Liability",
    reading: "Reading", wild_as: "Wilds stand for", condition: "Win condition",
    per_payer: "Points each payer pays", total: "Total",
    unit_times: (unit, amount) => `× unit ${unit} = ${amount}`,
    ready: (n) => `Waiting on ${n}`, not_ready: (n) => `Not ready (${n} from ready)`,
    tile: "Tile", unseen: "Left", discard: "Discard",
    waits_hint: "Tap the winning tile to score the hand.",
    record: (n) => `Record as hand ${n}`, recorded: (n) => `Recorded as hand ${n}`,
    start_evening: "Start a session", draw: "Draw",
    players: "Players (by seat)", first_dealer: "1st dealer", unit: "Unit", pot: "Pot",
    pots: "Pots",
    streak_start: "Streak at start", hands: "Hands", hand_no: (n) => `Hand ${n}`,
    dealer_short: "D", draw_row: "Draw", totals: "Totals", transfers: "Settle up",
    no_transfers: "Nobody owes anything", settle_note: "money = points × unit",
    session_empty: "No hands yet: tap a hand in on Score, then “Record”.",
    remove: "Delete", confirm_remove: (n) => `Delete hand ${n}?`,
    removed: (n) => `Hand ${n} deleted`, undo_remove: "Undo", new_evening: "New session",
    evenings: "Sessions", evening_label: (date, n) => `${date} · ${n} hands`,
    no_evening: "Not recording",
    next_dealer: (name, streak) => `Next hand: ${name} deals${streak ? ` (streak ${streak})` : ""}`,
    export: "Export and import", export_text: "Text", export_csv: "CSV", export_link: "Link & QR",
    import: "Import", import_hint: "Paste an exported text, CSV or link, or pick a file",
    import_file: "Pick a file…", import_go: "Import as a new session", copy: "Copy",
    copied: "Copied", download: "Download",
    text_hint: "Paste this text into wuhu-mj session.",
    link_hint: "The whole session is in the link (after #); no server sees it.",
    link_too_long: "Too long for a QR code; use the link or the text.",
    import_bad: "Not an exported session (text, CSV or link)",
    open_link: (n) => `The link holds a session (${n} hands):`, open_it: "Open",
    csv: { hand: "hand", dealer: "dealer", winner: "winner", from: "discarder",
      tiles: "tiles", line: "line (wuhu-mj session)", total: "total" },
    default_players: ["East", "South", "West", "North"],
    places: { hand: "Hand", winner: "Winner", from: "Discarder", dealer: "Dealer",
      wild: "Wild", indicator: "Flipped", streak: "Streak", fed: "Fed", unit: "Unit",
      "kong-draw": "Kong draw", "rob-kong": "Rob kong", heavenly: "Heavenly",
      earthly: "Earthly", "wild-discarded": "Wild discarded", win: "Winning tile",
      rules: "Rules", rules_yaml: "House-rule file", players: "Players", pot: "Pot",
      pots: "Pots", line: "This line", request: "Request", header: "Header" },
  },
};

// Tile faces: the number (or honor, flower) over its suit word.
const FACES = {
  zh: { numerals: ["一", "二", "三", "四", "五", "六", "七", "八", "九"],
    suits: { m: "万", p: "筒", s: "条" } },
  en: { numerals: ["1", "2", "3", "4", "5", "6", "7", "8", "9"],
    suits: { m: "万", p: "筒", s: "条" } },
};
const HONORS = ["东", "南", "西", "北", "白", "发", "中"];
const FLOWERS = ["春", "夏", "秋", "冬", "梅", "兰", "竹", "菊"];

let lang = "zh";

export function setLang(value) {
  lang = value === "en" ? "en" : "zh";
  document.documentElement.lang = lang === "zh" ? "zh-CN" : "en";
  for (const node of document.querySelectorAll("[data-t]")) {
    const text = STRINGS[lang][node.dataset.t];
    if (typeof text === "string") node.textContent = text;
  }
  for (const node of document.querySelectorAll("[data-t-aria]")) {
    const text = STRINGS[lang][node.dataset.tAria];
    if (typeof text === "string") node.setAttribute("aria-label", text);
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
  return [FACES.zh.numerals[n - 1], FACES.zh.suits[suit]];
}

/** A tile in words: 五条 (zh) or 5s (en). */
export function tileName(code) {
  if (lang === "en" && "mps".includes(code[1])) return code;
  const [n, s] = face(code);
  return `${n}${s}`;
}

/** The page's name of the control an error names: `--from` and `from` are 放冲 / Discarder. */
export function placeName(where) {
  const key = String(where || "").replace(/^--/, "").replace(/_/g, "-");
  const places = STRINGS[lang].places;
  return places[key] || places[key.replace(/-/g, "_")] || "";
}

/** A scorer's message with each CLI flag it quotes named as the page's control. */
export function withControls(text) {
  // A flag's value word (TILE, SEAT=MELDS, 牌) goes with it: the control takes the value.
  return String(text).replace(/--[a-z][a-z-]*(?: [A-Z][A-Z=_]*\b| 牌)?/g, (found) => {
    const flag = found.split(" ")[0];
    return `「${placeName(flag) || flag.replace(/^--/, "")}」`;
  });
}
