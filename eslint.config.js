import fs from 'node:fs';

import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const TEST_FILES = ['**/*.test.ts', '**/*.fixtures.ts', 'apps/server/src/test-support/**'];
/** `../other/file.js` from a module's own folder. */
const OTHER_MODULE_FILE = {
  regex: '^\\.\\./[^./][^/]*/(?!index\\.js$)[^/]+$',
  message: 'Import another module through its index.js (modules/<name>/index.ts), not its files.',
};
/** `modules/<name>/file.js` reached from anywhere else under src. */
const MODULE_FILE = {
  regex: '^(\\./|(\\.\\./)+)modules/[^/]+/(?!index\\.js$)[^/]+$',
  message: 'Import a module through its index.js (modules/<name>/index.ts), not its files.',
};

function serverBoundaries() {
  const rule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  return [
    {
      files: ['apps/server/src/**/*.ts'],
      ignores: [...TEST_FILES, 'apps/server/src/modules/*/**', 'apps/server/src/platform/**'],
      rules: rule(MODULE_FILE),
    },
    {
      files: ['apps/server/src/modules/*/**/*.ts'],
      ignores: TEST_FILES,
      rules: rule(OTHER_MODULE_FILE, MODULE_FILE),
    },
    {
      files: ['apps/server/src/platform/**/*.ts'],
      ignores: TEST_FILES,
      rules: rule({
        regex: '(^|/)modules/',
        message: 'platform/ is below the modules: it imports none of them.',
      }),
    },
  ];
}

const WEB_SRC = 'apps/web/src';
const WEB_TEST_FILES = [
  'apps/web/src/**/*.test.{ts,tsx}',
  'apps/web/src/**/*.fixtures.{ts,tsx}',
  'apps/web/src/test/**',
];

/**
 * Web module boundaries (apps/web/README.md): a module reaches another only through its index.ts, components/
 * and lib/ sit below every module and import none, app/ assembles the modules through their index.ts.
 * A lazy `import()` of a page or a heavy part is a code-splitting point and may name the file (the rule sees
 * static imports only), so a route table or a lazy dialog keeps its own chunk.
 */
function webBoundaries() {
  const rule = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  const modules = fs
    .readdirSync(new URL(`${WEB_SRC}/modules`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return [
    ...modules.map((name) => ({
      files: [`${WEB_SRC}/modules/${name}/**/*.{ts,tsx}`],
      ignores: WEB_TEST_FILES,
      rules: rule(
        {
          regex: `^@/modules/(?!${name}/)[^/]+/`,
          message: 'Import another module through its index.ts (@/modules/<name>), not its files.',
        },
        {
          regex: '^\\.\\./',
          message: 'Reach another module through @/modules/<name> (its index.ts), not a relative path.',
        },
        { regex: '^@/app(/|$)', message: 'app/ assembles the modules: a module imports nothing from it.' },
      ),
    })),
    {
      files: [`${WEB_SRC}/app/**/*.{ts,tsx}`, `${WEB_SRC}/main.tsx`],
      ignores: WEB_TEST_FILES,
      rules: rule({
        regex: '^(@/|(\\.\\./)+)modules/[^/]+/',
        message: 'Import a module through its index.ts (@/modules/<name>), not its files.',
      }),
    },
    {
      files: [`${WEB_SRC}/components/**/*.{ts,tsx}`, `${WEB_SRC}/lib/**/*.{ts,tsx}`],
      ignores: WEB_TEST_FILES,
      rules: rule({
        regex: '^(@/|(\\.\\./)+)(modules|app)(/|$)',
        message: 'components/ and lib/ are below the modules and app/: they import none of them.',
      }),
    },
  ];
}

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  // Server module boundaries: a module reaches another only through its index.ts (its public face), and
  // platform/ is below every module, so it imports none. Tests and fixtures may reach in.
  ...serverBoundaries(),
  ...webBoundaries(),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
);
