"""Output: results in, text for people (rich tables that fit the terminal) and JSON out.

breakdown.py prints a scored hand, batch.py the batch table and waits, layout.py fits tables
to narrow screens, safetext.py makes text safe to print, error_json.py is the `--json` error
object. Imported only when something is printed.
"""
