"""The `batch` door: many hands, one per line, read, scored and written as they come.

input.py reads lines (JSON Lines or `score` arguments) within limits; run.py scores them in
order and sums the ledger; workers.py runs chunks in worker processes for `--jobs`.
"""
