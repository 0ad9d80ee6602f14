#!/usr/bin/env bash
# Run benchmarks/bench.py on the compiled build: a throwaway virtual environment with
# wuhu-mj installed by `WUHU_MJ_COMPILE=1 pip install .` (mypyc; needs a C compiler), then
# the benchmark there. Arguments go to bench.py, e.g. `bash benchmarks/compiled.sh --hands 20000`.
set -euo pipefail
cd "$(dirname "$0")/.."
venv="$(mktemp -d)/venv"
trap 'rm -rf "$(dirname "$venv")"' EXIT
python3 -m venv "$venv"
"$venv/bin/python" -m pip install -q --upgrade pip
echo "building the compiled package (about a minute) ..." >&2
WUHU_MJ_COMPILE=1 "$venv/bin/python" -m pip install -q .
# From outside the checkout, so the installed (compiled) package is the one imported.
cd "$(dirname "$venv")"
"$venv/bin/python" "$OLDPWD/benchmarks/bench.py" "$@"
