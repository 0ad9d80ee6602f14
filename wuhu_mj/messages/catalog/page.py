"""The phone page's texts (wuhu_mj/doors/web/static/): what its script writes itself, by id, and
the errors of building and calling it.

The page gets its ids from `messages.js`, which `wuhu-mj page` writes into the site and
`wuhu-mj serve` serves, both made from this part (doors/web/site.py `messages_js`). Ids the page's
Python renders itself are not sent: `page_error_` (errors of `wuhu-mj page` and of the
page's calls) and `page_said_` (a scorer's error said as the page says it: naming the page's
controls where the command line names its flags). tests/test_web_strings.py checks that the
page uses every id it is sent, and asks for none that is not here.
"""

from __future__ import annotations

from .file_errors import FILE_ERRORS

PAGE: dict[str, tuple[str, str]] = {
    "page_title": ("安徽麻将计分", "Anhui mahjong scorer"),
    "page_framed": (
        "这个页面不在别的网站的框里运行，请直接打开：{url}",
        "This page does not run inside another site's frame; open it directly: {url}",
    ),
    "page_tab_score": ("算分", "Score"),
    "page_tab_session": ("本场", "Session"),
    "page_other_lang": ("EN", "中"),
    "page_switch_lang": ("English", "中文"),
    "page_house": ("家规", "house"),
    "page_send_house": ("上传家规文件（.yaml）", "Send a house-rule file"),
    # A house-rule file past the limit: the words every door says (service/limits.py).
    "page_too_big": FILE_ERRORS["rules_too_large"],
    "page_house_ok": ("已用家规 {name}", "Using {name}"),
    "page_loading": ("计分器加载中…", "Loading the scorer…"),
    "page_failed": ("计分器没能加载：{why}", "The scorer did not load: {why}"),
    "page_server_down": ("连不上计分器", "Cannot reach the scorer"),
    "page_free": ("只算分，不记入本场", "Scoring only, not recorded"),
    "page_next_hand": ("第 {n} 手 · 庄 {dealer}", "Hand {n} · dealer {dealer}"),
    "page_streak_n": ("连庄 {n}", "streak {n}"),
    "page_over": ("这一场的底都打完了", "Every 底 of this session is played"),
    "page_seat": ("{n}号", "Seat {n}"),
    "page_count": ("{n}/14", "{n}/14"),
    "page_empty_hand": ("点下面的牌，最后点胡的那张", "Tap the tiles below, the winning tile last"),
    "page_need_more": ("还差 {n} 张", "{n} more to go"),
    "page_win_tile": ("胡", "win"),
    "page_meld_peng": ("碰", "Pung"),
    "page_meld_gang": ("明杠", "Open kong"),
    "page_meld_angang": ("暗杠", "Hidden kong"),
    "page_meld_jiagang": ("加杠", "Added kong"),
    "page_meld_chi": ("吃", "Chow"),
    "page_picking_meld": ("{meld}：点一张牌", "{meld}: tap a tile"),
    "page_picking_chi": ("吃：点顺子最小的一张", "Chow: tap its lowest tile"),
    "page_picking_from": ("{meld}：谁打的？", "{meld}: discarded by?"),
    "page_skip": ("不记", "Skip"),
    "page_cancel": ("取消", "Cancel"),
    "page_tile_what": ("{tile}：", "{tile}: "),
    "page_as_win": ("设为胡张", "Winning tile"),
    "page_take_out": ("拿掉", "Remove"),
    "page_tap_fifth": ("{tile} 已经有四张了", "Four {tile} already"),
    "page_tap_full": ("已经 14 张了", "14 tiles already"),
    "page_tap_chi_bad": ("吃要从 1–7 起的顺子", "A chow starts at 1–7"),
    "page_undo": ("⌫", "⌫"),
    "page_undo_label": ("退一张", "Take back the last tile"),
    "page_clear": ("清空", "Clear"),
    "page_who": ("胡↓ 放冲→", "Win↓ by→"),
    "page_self_draw": ("自摸", "Self"),
    "page_from_cell": ("{name}放", "by {name}"),
    "page_win_by": ("{name}胡", "{name} wins"),
    "page_won_from": ("{winner} 胡 {discarder} 放冲", "{winner} wins, {discarder} discarded"),
    "page_won_self": ("{winner} 自摸", "{winner} self-drew"),
    "page_won_several": (
        "{winners} 胡 {discarder} 放冲（一炮多响）",
        "{winners} win, {discarder} discarded (several winners)",
    ),
    "page_names_sep": ("、", ", "),
    "page_also_won": ("另一家也胡这张（一炮多响）", "Another player won this tile too"),
    "page_also_title": ("这张牌已经胡了的", "Already won on this discard"),
    "page_also_next": ("再点下一家胡的牌，和谁胡", "Now tap the next winner's hand and who won"),
    "page_colon_sep": ("：", ": "),
    "page_pick_winner": ("再点谁胡了（下面的表）", "Now tap who won (the table below)"),
    "page_option_kong_draw": ("杠开", "Kong draw"),
    "page_option_rob_kong": ("抢杠", "Rob kong"),
    "page_option_heavenly": ("天胡", "Heavenly"),
    "page_option_earthly": ("地胡", "Earthly"),
    "page_option_wild_discarded": ("打过钻", "Wild discarded"),
    "page_option_wild": ("钻牌", "Wild"),
    "page_option_indicator": ("翻牌", "Flipped"),
    "page_option_streak": ("连庄", "Streak"),
    "page_option_fed": ("反包", "Fed"),
    "page_option_unit": ("每分", "Unit"),
    "page_fed_hint": ("座位=副露，如 3=peng,peng", "seat=melds, e.g. 3=peng,peng"),
    "page_none": ("—", "—"),
    "page_win": ("胡牌", "Win"),
    "page_not_win": ("不成胡", "Not a win"),
    "page_bad": ("输入有误", "Bad input"),
    "page_pays": ("{from} → {to}", "{from} → {to}"),
    "page_by_pot": ("底", "底"),
    "page_by_cash": ("现金", "cash"),
    "page_gets": ("{to} 收 {total}（{parts}）", "{to} gets {total} ({parts})"),
    "page_details": ("明细 ▾", "Breakdown ▾"),
    "page_hide_details": ("收起明细 ▴", "Hide breakdown ▴"),
    "page_item": ("项目", "Item"),
    "page_points": ("分", "Pts"),
    "page_note": ("说明", "Note"),
    "page_counts": ("计数（不算钱）", "Counts (not money)"),
    "page_liability": ("包牌", "Liability"),
    "page_reading": ("读法", "Reading"),
    "page_wild_as": ("钻牌代替", "Wilds stand for"),
    "page_condition": ("胡牌条件", "Win condition"),
    "page_house_rules": ("家规", "House rules"),
    "page_per_payer": ("每家付的分", "Points each payer pays"),
    "page_total": ("合计", "Total"),
    "page_unit_times": ("× 每分 {unit} = {amount}", "× unit {unit} = {amount}"),
    "page_ready": ("听 {n} 种", "Waiting on {n}"),
    "page_not_ready": ("还没听牌（向听 {n}）", "Not ready ({n} from ready)"),
    "page_tile": ("牌", "Tile"),
    "page_unseen": ("剩", "Left"),
    "page_discard": ("点炮", "Discard"),
    "page_waits_hint": ("再点胡的那张牌，就算这一手。", "Tap the winning tile to score the hand."),
    "page_record": ("记入本场（第 {n} 手）", "Record as hand {n}"),
    "page_recorded": ("已记入第 {n} 手", "Recorded as hand {n}"),
    "page_start_evening": ("开一场（记分）", "Start a session"),
    "page_draw": ("荒庄", "Draw"),
    "page_players": ("玩家（按座位）", "Players (by seat)"),
    "page_first_dealer": ("首庄", "1st dealer"),
    "page_unit": ("每分", "Unit"),
    "page_streak_start": ("开始时连庄", "Streak at start"),
    "page_hands": ("逐手", "Hands"),
    "page_hand_no": ("第 {n} 手", "Hand {n}"),
    "page_dealer_short": ("庄", "dealer"),
    "page_draw_row": ("荒庄", "Draw"),
    "page_totals": ("本场合计", "Totals"),
    "page_transfers": ("结账", "Settle up"),
    "page_no_transfers": ("不用转账", "Nobody owes anything"),
    "page_settle_note": ("金额 = 分 × 每分", "money = points × unit"),
    "page_session_empty": (
        "还没有记录：在“算分”里点好一手，再点“记入本场”。",
        "No hands yet: tap a hand in on Score, then “Record”.",
    ),
    "page_remove": ("删除", "Delete"),
    "page_confirm_remove": ("删除第 {n} 手？", "Delete hand {n}?"),
    "page_removed": ("已删除第 {n} 手", "Hand {n} deleted"),
    "page_undo_remove": ("撤销", "Undo"),
    "page_new_evening": ("新开一场", "New session"),
    "page_evenings": ("场次", "Sessions"),
    "page_evening_label": ("{date} · {n} 手", "{date} · {n} hands"),
    "page_no_evening": ("不记分", "Not recording"),
    "page_drop_evening": ("删除这一场", "Delete this session"),
    "page_confirm_drop_evening": (
        "删除这一场（{players}，{n} 手）？删除后不能撤销。",
        "Delete this session ({players}, {n} hands)? It cannot be undone.",
    ),
    "page_damaged_label": ("损坏的记录 {n}", "Damaged record {n}"),
    "page_damaged_some": (
        "有 {n} 条存着的记录坏了，读不出来：在“场次”里选它，可以导出原文或删除。",
        "{n} stored record(s) are damaged and cannot be read: pick one under Sessions to "
        "export its text or delete it.",
    ),
    "page_damaged_title": ("损坏的记录", "Damaged record"),
    "page_damaged_hint": (
        "本页读不了这条记录。下面是它存着的原文：可以复制或下载留底，然后删除。",
        "The page cannot read this record. Below is its text as stored: copy or download "
        "it, then delete it.",
    ),
    "page_confirm_drop_damaged": ("删除这条损坏的记录？", "Delete this damaged record?"),
    "page_save_full": (
        "没存上：这台手机给本页的存储满了。之后的改动只在这一页上，重新加载就没了："
        "先导出（文本），再删除用不着的场次。",
        "Not saved: this phone's storage for the page is full. Changes since are only on "
        "this screen and a reload loses them: export (Text), then delete sessions you no "
        "longer need.",
    ),
    "page_save_failed": (
        "没存上（{why}）：之后的改动只在这一页上，重新加载就没了。",
        "Not saved ({why}): changes since are only on this screen, and a reload loses them.",
    ),
    "page_next_dealer": ("下一手：庄 {name}", "Next hand: {name} deals"),
    "page_next_dealer_streak": (
        "下一手：庄 {name}（连庄 {streak}）",
        "Next hand: {name} deals (streak {streak})",
    ),
    "page_export": ("导出和导入", "Export and import"),
    "page_export_text": ("文本", "Text"),
    "page_export_csv": ("CSV 表格", "CSV"),
    "page_export_link": ("链接和二维码", "Link & QR"),
    "page_import": ("导入", "Import"),
    "page_import_hint": (
        "贴上导出的文本、CSV 或链接，或选一个文件",
        "Paste an exported text, CSV or link, or pick a file",
    ),
    "page_import_file": ("选文件…", "Pick a file…"),
    "page_import_go": ("导入为新的一场", "Import as a new session"),
    "page_copy": ("复制", "Copy"),
    "page_copied": ("已复制", "Copied"),
    "page_download": ("下载", "Download"),
    "page_text_hint": (
        "这段文字可以贴进 wuhu-mj session。",
        "Paste this text into wuhu-mj session.",
    ),
    "page_link_hint": (
        "整场都在链接里（# 后面），不经过任何服务器。",
        "The whole session is in the link (after #); no server sees it.",
    ),
    "page_link_too_long": (
        "这一场太长，二维码装不下；用链接或文本。",
        "Too long for a QR code; use the link or the text.",
    ),
    "page_import_bad": (
        "认不出这是导出的一场（文本、CSV 或链接）",
        "Not an exported session (text, CSV or link)",
    ),
    "page_open_link": ("共 {n} 手，合计：", "{n} hands; totals:"),
    "page_open_it": ("导入这一场", "Import this session"),
    "page_link_checking": ("正在核对链接里的一场…", "Checking the session in the link…"),
    "page_link_players": ("链接里的一场：{players}", "The link holds a session: {players}"),
    "page_link_wrong_lines": (
        "其中 {n} 行有误（导入后可以看、可以改）",
        "{n} of its lines have errors (see and fix them after importing)",
    ),
    "page_link_too_long_import": (
        "链接太长（最多 {n} 个字符），没有导入。",
        "The link is too long (at most {n} characters); nothing was imported.",
    ),
    "page_link_broken": (
        "链接坏了（不完整或被改过），没有导入。",
        "The link is broken (cut short or altered); nothing was imported.",
    ),
    "page_import_too_big": (
        "这一场太大（文本超过 {kb} KB），没有导入。",
        "The session is too large (more than {kb} KB of text); nothing was imported.",
    ),
    "page_import_too_many": (
        "这一场超过 {n} 手，没有导入。",
        "The session has more than {n} hands; nothing was imported.",
    ),
    "page_csv_hand": ("手", "hand"),
    "page_csv_dealer": ("庄", "dealer"),
    "page_csv_winner": ("胡家", "winner"),
    "page_csv_from": ("放冲", "discarder"),
    "page_csv_tiles": ("手牌", "tiles"),
    "page_csv_line": ("录入（wuhu-mj session）", "line (wuhu-mj session)"),
    "page_csv_total": ("合计", "total"),
    "page_default_players": ("东 南 西 北", "East South West North"),
    # The page's name of a field: its control's label, and the place an error names
    # (doors/web/envelope.py place_name; an option's is its label).
    "page_place_hand": ("手牌", "Hand"),
    "page_place_winner": ("胡家", "Winner"),
    "page_place_dealer": ("庄家", "Dealer"),
    "page_place_rules": ("规则", "Rules"),
    "page_place_pot": ("底", "底"),
    "page_place_pots": ("底数", "底 count"),
    "page_place_from": ("放冲", "Discarder"),
    "page_place_win": ("胡张", "Winning tile"),
    "page_place_rules_yaml": ("家规文件", "House-rule file"),
    "page_place_players": ("玩家", "Players"),
    "page_place_line": ("这一行", "This line"),
    "page_place_request": ("请求", "Request"),
    "page_place_header": ("开头", "Header"),
    "page_compare": ("比较规则…", "Compare with…"),
    "page_compare_title": ("同一手，各套规则", "This hand under each rule set"),
    "page_compare_pick": ("点规则加入或去掉比较：", "Tap a rule set to add or drop it:"),
    "page_compare_seat": ("座位", "Seat"),
    "page_compare_differs": ("≠ 这一行各套规则不同", "≠ the rule sets differ on this row"),
    "page_compare_close": ("收起比较", "Close"),
    "page_said_wild_and_indicator": (
        "「钻牌」和「翻牌」只能选一个",
        "choose the “Wild” or the “Flipped” tile, not both",
    ),
    "page_said_anqing_needs_wild": (
        "安庆麻将要知道钻牌：选「钻牌」或「翻牌」",
        "Anqing hands need the wild: choose the “Wild” or the “Flipped” tile",
    ),
    "page_said_anqing_self_draw_only": (
        "安庆麻将只能自摸：不要选放冲的人",
        "Anqing is won by self-draw only (只能自摸): pick no discarder",
    ),
    "page_said_kong_draw_is_self_draw": (
        "杠开是自摸：点「自摸」，或去掉「杠开」",
        "a kong-replacement win is a self-draw: tap “Self”, or turn “Kong draw” off",
    ),
    "page_said_rob_kong_needs_from": (
        "抢杠要点被抢的人（「…放」那一格）",
        "robbing a kong needs the seat robbed: tap its “by …” cell",
    ),
    "page_error_no_such_path": ("没有这个文件或文件夹：{path}", "no such file or folder: {path}"),
    "page_error_no_npm": (
        "没有装 npm：请装上 Node.js 和 npm（它从 npm 仓库下载一次 pyodide {version}），或用 "
        "--pyodide PATH 指向解开或打包的 npm 包 pyodide",
        "npm is not installed: install Node.js and npm (it fetches pyodide {version} from the "
        "npm registry once), or give --pyodide PATH to an unpacked or packed npm package pyodide",
    ),
    "page_error_npm_failed": (
        "npm pack pyodide@{version} 失败：{why}",
        "npm pack pyodide@{version} failed: {why}",
    ),
    "page_error_npm_unreachable": (
        "npm pack pyodide@{version} 失败（连得上 npm 仓库吗？）：{why}",
        "npm pack pyodide@{version} failed (is the npm registry reachable?): {why}",
    ),
    "page_error_checksum": (
        "{path}：校验和不是 npm 仓库里 pyodide {version} 的；删掉它再生成一次",
        "{path}: its checksum is not that of pyodide {version} on the npm registry; remove it "
        "and build again",
    ),
    "page_error_not_packed": (
        "{path}：不是打包的 npm 包（{why}）",
        "{path}: not a packed npm package ({why})",
    ),
    "page_error_not_pyodide": (
        "{path}：不是 npm 包 pyodide（没有 {files}）",
        "{path}: not the npm package pyodide (no {files})",
    ),
    "page_error_is_a_file": ("{path} 是文件，不是文件夹", "{path} is a file, not a folder"),
    "page_error_foreign": (
        "{path} 里有不是 wuhu-mj page 写的文件（{files}）：请给一个新的或空的文件夹，"
        "或加 --force 在它们旁边生成页面（它们会留着）",
        "{path} holds files wuhu-mj page did not write ({files}): give a new or empty "
        "folder, or --force to build the site beside them (they are kept)",
    ),
    "page_error_foreign_keep": (
        "{path} 里有不是 wuhu-mj page 写的文件（{files}）：把它们列进 "
        'wuhu-mj-site.json 的 "keep"，或加 --force（它们会留着，并记进 keep）',
        "{path} holds files wuhu-mj page did not write ({files}): list them under "
        '"keep" in wuhu-mj-site.json, or give --force (they are kept, and added to "keep")',
    ),
    "page_error_edited": (
        "{path} 里上次生成的文件改过了（{files}）：重新生成会替换或删掉它们；请先把改动存到别处，"
        "或加 --force",
        "{path}: files of the last build were changed since ({files}): a new build replaces or "
        "removes them; save your changes elsewhere first, or give --force",
    ),
    "page_error_manifest": (
        "{path}：读不了（{why}）；请修好它，或删掉它再加 --force",
        "{path}: cannot read it ({why}); mend it, or remove it and give --force",
    ),
    "page_error_busy": (
        "{path}：另一个 wuhu-mj page 正在往里写；等它写完再来",
        "{path}: another wuhu-mj page is writing into it; wait until it is done",
    ),
    "page_error_write": (
        "写不了 {path} 里的页面：{why}；原来的页面没有动",
        "cannot write the site into {path}: {why}; the site that was there is as it was",
    ),
    "page_error_npm_timeout": (
        "npm pack pyodide@{version} 在 {seconds} 秒内没有完成，已停止：检查网络（npm 的代理设置），"
        "或给 --npm-timeout 更多秒数，或用 --pyodide PATH",
        "npm pack pyodide@{version} did not finish within {seconds} s and was stopped: check "
        "the network (npm's proxy settings), give --npm-timeout more seconds, or --pyodide PATH",
    ),
    "page_error_needs_package": (
        "页面需要这里装好 Python 包 '{name}'：pip install 'wuhu-mj[web]'",
        "the page needs the Python package '{name}' installed here: pip install 'wuhu-mj[web]'",
    ),
    "page_error_no_marker": (
        "{file} 里没有 {marker} 标记",
        "{file} has lost its {marker} marker",
    ),
    "page_error_not_object": (
        "请求应是 JSON 对象，如 batch 的一行",
        "the request must be a JSON object, as a batch line is",
    ),
    "page_error_unknown_call": (
        "不认识的调用 '{name}'（认识的：{known}）",
        "unknown call '{name}' (known: {known})",
    ),
    "page_error_house_session": (
        '要有 "text" 和 "rules_yaml"，都是文字',
        'needs "text" and "rules_yaml", both text',
    ),
    "page_error_compare_rules": (
        '"rules" 要列出两套以上的规则：名字，或 {{"rules_yaml": 文字}}',
        '"rules" lists two or more rule sets: names, or {{"rules_yaml": TEXT}}',
    ),
    "page_error_compare_many": (
        '"rules" 最多列 {cap} 套规则（这里列了 {count} 套）',
        '"rules" lists at most {cap} rule sets (this one lists {count})',
    ),
    "page_error_compare_bytes": (
        "一次比较里的自定义规则文字合计最多 {cap} KiB（这里有 {kib} KiB）",
        "the house-rule texts of one comparison total at most {cap} KiB (these are {kib} KiB)",
    ),
    "page_error_internal": ("内部错误：{kind}: {why}", "internal error: {kind}: {why}"),
    # doors/web/evening.py and browser.money_sum: what the page sends about an evening or a sum.
    "page_error_evening": (
        "本场的内容不对（players 要 4 个名字，座位 1 到 4，各行是文字）",
        "the evening is not as the page keeps it (4 players, seats 1 to 4, lines of text)",
    ),
    "page_error_tapped": (
        "手牌不是本页记的样子（牌的代码、副露、花）",
        "the hand is not as the page keeps it (tile codes, melds, bonus tiles)",
    ),
    "page_error_amounts": (
        '要有 "amounts"：金额（文字）的列表',
        'needs "amounts": a list of amounts (as text)',
    ),
}
