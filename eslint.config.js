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
  {
    // Third-party renderers live only behind the engine adapters (DESIGN §2).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/engine/adapters/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@formily/*'], message: 'formily is imported only in src/engine/adapters/formily.' },
            { group: ['@tanstack/react-table'], message: 'TanStack Table is imported only in src/engine/adapters/table.' },
            { group: ['echarts', 'echarts/*'], message: 'echarts is imported only in src/engine/adapters/chart.' },
          ],
        },
      ],
    },
  },
);
