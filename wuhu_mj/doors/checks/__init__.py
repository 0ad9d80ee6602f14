"""Worked examples: a rulebook's examples in a file in, each scored and compared out.

file.py reads and validates an examples file (docs/examples-format.md); run.py scores each
example and says where the book is wrong and why (`wuhu-mj check`).
"""
