// ESLint for the page's JavaScript (wuhu_mj/doors/web/static): the recommended rules, in the
// browser, as ES modules; the service worker and the scorer's worker in their own globals.
import js from "@eslint/js";
import globals from "globals";

export default [
  js.configs.recommended,
  {
    files: ["**/*.js"],
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: "module",
      globals: { ...globals.browser },
    },
    rules: {
      "no-unused-vars": ["error", { args: "none", caughtErrors: "none", ignoreRestSiblings: true }],
      eqeqeq: ["error", "always"],
      "no-var": "error",
      "prefer-const": "error",
    },
  },
  {
    files: ["**/sw.js", "**/scorer-worker.js"],
    languageOptions: { globals: { ...globals.serviceworker, ...globals.worker } },
  },
  {
    files: ["test/**/*.js"],
    languageOptions: { globals: { ...globals.node } },
  },
];
