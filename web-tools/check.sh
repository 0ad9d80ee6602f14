#!/bin/sh
# The page's JavaScript (wuhu_mj/doors/web/static/*.js) checked: eslint, tsc --checkJs (JSDoc
# types) and its unit tests under node's test runner. The tools are this folder's pinned
# devDependencies: `npm ci` here first (.ci/run does).
set -eu
cd "$(dirname "$0")/.."
tools=web-tools/node_modules/.bin
echo "eslint"
"$tools/eslint" -c web-tools/eslint.config.js --max-warnings 0 wuhu_mj/doors/web/static web-tools/test
echo "tsc --checkJs"
"$tools/tsc" -p web-tools/tsconfig.json
echo "node --test"
node --test web-tools/test/*.test.js
