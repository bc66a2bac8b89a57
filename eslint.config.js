import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'src/generated/', 'coverage/', '.bench/', 'test-results/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/incompatible-library': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='eval']", message: 'No eval: the CSP forbids unsafe-eval.' },
        { selector: "NewExpression[callee.name='Function']", message: 'No new Function: the CSP forbids unsafe-eval.' },
      ],
    },
  },
  ...layerRules(),
);

/**
 * Layers only downward (DESIGN §2): app → engine → shared, app → api → shared, server → shared,
 * everything → generated; third-party renderers only behind the engine adapters. ESLint applies one
 * no-restricted-imports per file, so each folder gets the whole list that holds there.
 */
function layerRules() {
  const renderers = [
    { group: ['@formily/*'], message: 'formily is imported only in src/engine/adapters/formily.' },
    { group: ['@tanstack/react-table'], message: 'TanStack Table is imported only in src/engine/adapters/table.' },
    { group: ['echarts', 'echarts/*'], message: 'echarts is imported only in src/engine/adapters/chart.' },
  ];
  const up = (folder, message) => ({ group: [`**/${folder}/**`, `**/${folder}`, `!./${folder}`], message });
  const noApp = up('app', 'Layers go downward: only src/app itself imports src/app.');
  const noApi = up('api', 'Layers go downward: the engine and shared code never import src/api (the app fills the engine\'s providers).');
  const noEngine = up('engine', 'Layers go downward: shared code and the server never import the engine.');
  const noServer = up('server', 'The browser never imports server code.');
  const rule = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
  return [
    { files: ['src/app/**/*.{ts,tsx}', 'src/main.tsx'], rules: rule([...renderers, noServer]) },
    { files: ['src/api/**/*.ts'], rules: rule([...renderers, noApp, noEngine, noServer]) },
    { files: ['src/engine/**/*.{ts,tsx}'], ignores: ['src/engine/adapters/**'], rules: rule([...renderers, noApp, noApi, noServer]) },
    { files: ['src/engine/adapters/**/*.{ts,tsx}'], rules: rule([noApp, noApi, noServer]) },
    { files: ['src/shared/**/*.ts'], rules: rule([...renderers, noApp, noApi, noEngine, noServer]) },
    // The schema checks the generator and the server share (node code): only src/shared and src/generated below them.
    { files: ['lib/**/*.ts'], rules: rule([...renderers, noApp, noApi, noEngine, noServer, up('scripts', 'lib/ is shared by scripts/ and the server: it never imports scripts/.')]) },
    { files: ['server/**/*.ts'], rules: rule([...renderers, ...['app', 'api', 'engine'].map((f) => ({ group: [`**/src/${f}/**`, `**/src/${f}`], message: 'The server imports only src/shared and src/generated.' }))]) },
  ];
}
