"""The variant kit: the one public module a variant imports, built-in or a plugin
(docs/new-variant.md). A variant package imports `wuhu_mj.kit` (and `wuhu_mj.kit.wilds`,
the readers of hands with wild tiles, which only some variants need, and
`wuhu_mj.kit.indicator`, the options that name a wild, light enough for a variant's object)
and its own submodules, nothing else of wuhu_mj (tests/test_layers.py checks it).

Takes the stages a variant builds on (notation, reading, rules, scoring); gives, under names
that stay:
- the contract (`Variant`, `PlainOptions`, `own`) and what `evaluate` returns (`Evaluation`,
  `NotAWin`);
- hands and tiles (`Hand`, `Meld`, `Tile`, `code`, ...) and readings (`Reading`, `Group`,
  `hand_readings`, ...);
- the typed facts a detector reads (`Facts`) and a variant's own set of detectors
  (`Detectors`, started from the shared ones, `SHARED`; `sihuo_tiles`, which several read);
- the rule-file section a variant declares: its table (`RuleTable`, `Record`, `Count`,
  `Label`, `PATTERN`, ...) and its compile (`compile_common`, `RuleData`, `Names`);
- the win gates a rule file may declare (`Gates`: 缺一门 `QueYiMen`, 八支 `BaZhi`) and
  the check of them (`gate_refusal`), kit/gates.py;
- what a variant adds to an evening (`SessionHooks`: its 连庄 option, patterns paid in cash);
- counted items a rule file declares (`Ladder`, `Span`, `PairWeights`: 五同, 八支, 十老, 对子起番;
  kit/counters.py) and the counts and 压档 they read (`number_totals`, `suit_totals`,
  `yadang_point`; kit/counts.py, notation/tiles.py);
- options (`OptionSpec`, `Situation`), the item and price records (`Item`, `Price`,
  `house_rule`), money (`Money`), and words in both languages (`Message`, `Text`,
  `InputError`);
- `record`, which makes a NamedTuple from its values without its Python-level `__new__`
  (notation/records.py: for records made once a reading or more).
"""

from ..messages.errors import InputError
from ..messages.message import Message, Text, Words, joined, kept
from ..notation.hand import MELD_LABELS, Hand, Meld
from ..notation.reading.handview import (
    HandView,
    add_kinds,
    hand_readings,
    is_standard_complete,
    parts_of,
    texts_of,
)
from ..notation.reading.handview import waits as view_waits
from ..notation.reading.readings import (
    Group,
    Reading,
    describe_group,
    describe_reading,
    meld_group,
    runs_of,
    triplets_of,
)
from ..notation.records import record
from ..notation.tiles import (
    HONOR_BASE,
    KIND_COUNT,
    PLAYABLE_KINDS,
    Tile,
    chinese,
    code,
    is_honor,
    is_suited,
    is_wind,
    number_of,
    suit_totals,
)
from ..rules.citation import cited
from ..rules.compiled.common import AllPay, Count, Positive, RuleTable, TileCode, compile_common
from ..rules.compiled.decode import Names, Spec, fail
from ..rules.compiled.exact import Exact
from ..rules.compiled.label import Label
from ..rules.compiled.names import PATTERN, UNIQUE
from ..rules.compiled.record import Record, derived, replace
from ..rules.rulefile import BUILTIN_FOLDER, RuleData
from ..scoring.evaluation import Evaluation, NotAWin
from ..scoring.facts import Detector, Detectors, Facts
from ..scoring.result import (
    APPLIES_ALL,
    APPLIES_DEALER,
    APPLIES_EACH,
    APPLIES_NONE,
    Item,
    Money,
    Price,
    house_rule,
)
from ..scoring.situation import OptionSpec, Situation
from .contract import PlainOptions, SessionHooks, Variant, own
from .counters import Ladder, PairWeights, Span
from .counts import number_totals, yadang_point
from .gates import BaZhi, Gates, QueYiMen, gate_refusal, suits_held
from .patterns import SHARED, sihuo_tiles
from .tileset import apply_tileset

__all__ = [
    "APPLIES_ALL",
    "APPLIES_DEALER",
    "APPLIES_EACH",
    "APPLIES_NONE",
    "BUILTIN_FOLDER",
    "HONOR_BASE",
    "KIND_COUNT",
    "MELD_LABELS",
    "PATTERN",
    "PLAYABLE_KINDS",
    "SHARED",
    "UNIQUE",
    "AllPay",
    "BaZhi",
    "Count",
    "Detector",
    "Detectors",
    "Evaluation",
    "Exact",
    "Facts",
    "Gates",
    "Group",
    "Hand",
    "HandView",
    "InputError",
    "Item",
    "Label",
    "Ladder",
    "Meld",
    "Message",
    "Money",
    "Names",
    "NotAWin",
    "OptionSpec",
    "PairWeights",
    "PlainOptions",
    "Positive",
    "Price",
    "QueYiMen",
    "Reading",
    "Record",
    "RuleData",
    "RuleTable",
    "SessionHooks",
    "Situation",
    "Span",
    "Spec",
    "Text",
    "Tile",
    "TileCode",
    "Variant",
    "Words",
    "add_kinds",
    "apply_tileset",
    "chinese",
    "cited",
    "code",
    "compile_common",
    "derived",
    "describe_group",
    "describe_reading",
    "fail",
    "gate_refusal",
    "hand_readings",
    "house_rule",
    "is_honor",
    "is_standard_complete",
    "is_suited",
    "is_wind",
    "joined",
    "kept",
    "meld_group",
    "number_of",
    "number_totals",
    "own",
    "parts_of",
    "record",
    "replace",
    "runs_of",
    "sihuo_tiles",
    "suit_totals",
    "suits_held",
    "texts_of",
    "triplets_of",
    "view_waits",
    "yadang_point",
]
