"""Stage 3, scoring: a Hand, a rule set and a Situation in, a Result out.

best.py asks the rule set's variant for every reading it lets win, priced, and keeps the
best; payout.py says who pays whom; liability/ applies 包牌 rules from the rule file;
result.py holds the frozen result records and their JSON. money.py keeps money exact;
situation.py is how the hand was won. waits.py and discards.py ask the same questions of a
hand one tile short (or one over). evaluation.py is what a variant answers for a reading;
facts.py the facts of one reading a pattern detector reads, and a variant's set of detectors.
"""
