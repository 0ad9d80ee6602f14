"""Rule sets: a YAML rule file in, a compiled, typed rule set out.

rulefile.py reads the YAML strictly (yamltext.py) with the FILE:LINE:COL of every key and
resolves `extends:`; the rule file's variant compiles the merged data into frozen records
(compiled/), the only check of a rule file; ruleset.py is `load_rules`. The built-in rule
files are in builtin/ (the top-level rules/ folder); price_grid.py prints a Wuhu rule set's
prices for `rules show`.
"""
