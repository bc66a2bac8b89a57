import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { transformWithOxc, type Alias, type Plugin } from 'vite';
// With an extension, as vite.config.ts imports this file: Vite's config loader asks for one.
import { compileMessages } from './compile-messages.js';

/** Appended to a `messages.ts` import to get its tables as ASTs (src/app/i18n/compiled-messages.d.ts). */
const QUERY = '?compiled';

/**
 * `import messages from './messages.ts?compiled'` gives the folder's messages parsed at build time
 * (and by the dev server on each edit), in the shape react-intl formats without parsing. The source
 * file stays plain strings for whoever reads it as text (the API client's defaults, tests).
 */
export function compiledMessages(): Plugin {
  let root = process.cwd();
  return {
    name: 'chis-compiled-messages',
    enforce: 'pre',
    configResolved(config) {
      root = config.root;
    },
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      this.addWatchFile(file);
      // The tables are data (an object literal, no imports): strip the types and evaluate them.
      const { code } = await transformWithOxc(await readFile(file, 'utf8'), file, { lang: 'ts' });
      const source = (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as {
        default: Record<string, Record<string, string>>;
      };
      try {
        return `export default ${JSON.stringify(await compileMessages(source.default, relative(root, file)))};`;
      } catch (error) {
        this.error((error as Error).message);
      }
    },
  };
}

/** Resolves as react-intl does, from its own dependencies. */
const fromReactIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));

/**
 * With every message compiled, react-intl never parses: its parser is swapped for the build
 * formatjs ships for this (`no-parser`, which throws if a string reaches it), ~16 KB gzip less in
 * the first download. React-intl's copy serves every importer (see oneFormatjsCopy).
 */
export const withoutMessageParser: Alias = {
  find: /^@formatjs\/icu-messageformat-parser$/,
  replacement: fromReactIntl.resolve('@formatjs/icu-messageformat-parser/no-parser.js'),
};

/**
 * react-intl and @formatjs/intl (released together) each carry a copy of intl-messageformat and
 * @formatjs/fast-memoize (npm nested one under each, beside older majors at the top level), and
 * both copies went into every first visit: react-intl's serves both (/home's first download was
 * 151.1 KB gzip against its 150 KB budget).
 */
export const oneFormatjsCopy: Alias[] = ['intl-messageformat', '@formatjs/fast-memoize'].map((name) => ({
  find: new RegExp(`^${name.replace(/[/.]/g, '\\$&')}$`),
  replacement: fromReactIntl.resolve(name),
}));
