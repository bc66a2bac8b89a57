import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
// With an extension: Vite's config loader warns about a local import without one.
import { compiledMessages, withoutMessageParser } from './scripts/i18n/vite-plugin.js';

// One runner, four layers. Each layer is a project so it can be run alone (npm run test:<layer>).
export default defineConfig({
  plugins: [react(), compiledMessages()],
  test: {
    projects: [
      // Keeps react-intl's parser: its i18n tests compare compiled messages with run-time-parsed ones.
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        // The browser's react-intl, without its parser: a message that reaches a component uncompiled
        // fails here as it would in the app. Inlined so that the alias reaches its imports.
        resolve: { alias: [withoutMessageParser] },
        test: {
          name: 'web',
          server: { deps: { inline: [/\/node_modules\/(react-intl|@formatjs|intl-messageformat)\//] } },
          include: ['tests/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/web/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['tests/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
          globalSetup: ['tests/e2e/global-setup.ts'],
        },
      },
    ],
  },
});
