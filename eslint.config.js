import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import boundaries from "./eslint-rules/module-boundaries.js";
import layers from "./eslint-rules/layers.js";

export default tseslint.config(
  {
    ignores: [
      "dist/**",
      "data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "src/server/db/migrations/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { local: boundaries, layering: layers },
    rules: { "local/module-boundaries": "error", "layering/layers": "error" },
  },
  {
    files: ["src/web/**/*.{ts,tsx}", "src/app/web/**/*.{ts,tsx}", "src/modules/**/*.{ts,tsx}"],
    // A module's server side (routes, queries, SQL, API tests) is the exception: everything else in a module can reach the browser.
    ignores: [
      "src/modules/**/*.server.ts",
      "src/modules/**/*.queries.ts",
      "src/modules/**/*.sql.ts",
      "src/modules/**/*.test.ts",
    ],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The browser never reaches server code (house rule).
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "**/*.server.ts", "**/*.queries.ts"],
              message: "Server code must not reach the browser bundle.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/web/site/**", "src/web/account/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "**/*.server.ts", "**/*.queries.ts"],
              message: "Server code must not reach the browser bundle.",
            },
            {
              group: ["**/shell/**", "**/modules/**", "@tanstack/*"],
              message: "Public pages must not load dashboard code.",
            },
          ],
        },
      ],
    },
  },
  {
    // The account area's dashboard pages (profile, settings) live inside the signed-in shell, like modules.
    files: ["src/web/account/dashboard/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "**/*.server.ts", "**/*.queries.ts"],
              message: "Server code must not reach the browser bundle.",
            },
          ],
        },
      ],
    },
  },
);
