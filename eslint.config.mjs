// The source's floors, from the ground up:
//   lib, config → db, ui → platform → features/<name> → shell, app → server
// A floor imports only the floors below it and itself; a feature reaches another feature only
// through that feature's public files (*.service.ts, *.schemas.ts, components/**). tests/, bench/,
// scripts/ and test files anywhere may import any floor. tests/unit/import-rules.test.ts proves the rule bites.
import js from "@eslint/js";
import { defineConfig, globalIgnores } from "eslint/config";
import nextPlugin from "@next/eslint-plugin-next";
import boundaries from "eslint-plugin-boundaries";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Files another feature may import: the feature's public surface. */
const FEATURE_PUBLIC_FILES = ["**/*.service.ts", "**/*.schemas.ts", "**/*.contract.ts", "**/*.endpoints.ts", "**/components/**"];

/** Test files anywhere (colocated `*.test.ts` included) are harnesses, like tests/: they may import any floor. */
const TEST_FILES = ["**/*.test.ts", "**/*.test.tsx"];

const allowTo = (...types) => types.map((type) => ({ to: { element: { type } } }));

/** The floors and who may import whom; read by boundaries/dependencies. */
export const floors = {
  elements: [
    { type: "lib", pattern: "src/lib", partialMatch: false },
    { type: "config", pattern: "src/config", partialMatch: false },
    { type: "db", pattern: "src/db", partialMatch: false },
    { type: "ui", pattern: "src/ui", partialMatch: false },
    { type: "platform", pattern: "src/platform", partialMatch: false },
    { type: "features", pattern: "src/features/*", capture: ["feature"], partialMatch: false },
    { type: "shell", pattern: "src/shell", partialMatch: false },
    { type: "app", pattern: "src/app", partialMatch: false },
    { type: "server", pattern: "src/server", partialMatch: false },
    { type: "tests", pattern: "tests", partialMatch: false },
    { type: "bench", pattern: "bench", partialMatch: false },
    { type: "scripts", pattern: "scripts", partialMatch: false },
  ],
  files: TEST_FILES.map((pattern) => ({ category: "test", pattern })),
  policies: [
    { from: { element: { type: "lib" } }, allow: allowTo("lib") },
    { from: { element: { type: "config" } }, allow: allowTo("lib", "config") },
    { from: { element: { type: "db" } }, allow: allowTo("lib", "config", "db") },
    { from: { element: { type: "ui" } }, allow: allowTo("lib", "config", "ui") },
    { from: { element: { type: "platform" } }, allow: allowTo("lib", "config", "db", "ui", "platform") },
    {
      from: { element: { type: "features" } },
      allow: [
        ...allowTo("lib", "config", "db", "ui", "platform"),
        // its own feature, any file
        { to: { element: { type: "features", captured: { feature: "{{ from.element.captured.feature }}" } } } },
        // another feature, only through its public files
        { to: { element: { type: "features", fileInternalPath: FEATURE_PUBLIC_FILES } } },
      ],
    },
    { from: { element: { type: "shell" } }, allow: allowTo("lib", "config", "db", "ui", "platform", "features", "shell") },
    {
      from: { element: { type: "app" } },
      allow: allowTo("lib", "config", "db", "ui", "platform", "features", "shell", "app"),
    },
    { from: { element: { types: ["server", "tests", "bench", "scripts"] } }, allow: { to: { element: { type: "*" } } } },
    { from: { file: { categories: "test" } }, allow: { to: { element: { type: "*" } } } },
  ],
};

export default defineConfig(
  // Build output, local data and generated files (.gitignore's list, plus drizzle-kit's migrations).
  globalIgnores([
    ".next/",
    "node_modules/",
    "coverage/",
    "test-results/",
    ".data/",
    ".data-*/",
    "bench/.data/",
    "tests/e2e/.artifacts/",
    "src/db/migrations/",
    "next-env.d.ts",
  ]),
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module",
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      // `_`-prefixed names are deliberately unused (a rest sibling dropped from an object, an ignored argument).
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "@next/next": nextPlugin },
    rules: nextPlugin.configs["core-web-vitals"].rules,
    settings: { next: { rootDir: "." } },
  },
  {
    // React code only: test files call helpers such as `useApiTestContext()` at the top level of a suite.
    files: ["src/**/*.{ts,tsx}"],
    ignores: TEST_FILES,
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.flat.recommended.rules,
  },
  {
    ...jsxA11y.flatConfigs.recommended,
    files: ["**/*.tsx"],
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // `role` on a component is its own prop (<SignUpForm role="orderer">), not an ARIA role.
      "jsx-a11y/aria-role": ["error", { ignoreNonDOM: true }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}", "tests/**/*.ts", "bench/**/*.ts", "scripts/**/*.{ts,mjs}"],
    plugins: { boundaries, "import-x": importX },
    settings: {
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import/resolver": { typescript: { project: "./tsconfig.json", alwaysTryTypes: true } },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json", alwaysTryTypes: true })],
      "boundaries/elements": floors.elements,
      "boundaries/files": floors.files,
      "boundaries/dependency-nodes": ["import", "export", "dynamic-import"],
      "boundaries/legacy-templates": false,
    },
    rules: {
      "boundaries/dependencies": ["error", { default: "disallow", policies: floors.policies }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    // The schema's tables refer to each other through thunks (`references(() => users.id)`), read
    // only after every module has loaded: users ↔ corporations is the data model, not a load-order hazard.
    ignores: ["src/db/schema/**"],
    rules: {
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    // An endpoints file is what components import to call the API: it may name its contract only as a
    // type, so no Zod schema reaches the browser through it (src/platform/api-contract/endpoint.ts).
    files: ["src/**/*.endpoints.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["zod", "**/*.contract", "**/*.schemas"], allowTypeImports: true, message: "Import the contract as a type only: endpoints reach the browser." },
          ],
        },
      ],
    },
  },
);
