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
