import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { MessageFormatElement } from 'react-intl';

type Table = Record<string, string>;
type CompiledTable = Record<string, MessageFormatElement[]>;
interface Parser {
  parse(message: string, options: { locale: Intl.Locale }): MessageFormatElement[];
  /** The element kinds of the AST (`argument`, `number`…), for a walker of it. */
  TYPE: Record<string, number>;
}

/**
 * The ICU parser react-intl itself would parse with at run time: the copy its own dependencies
 * resolve to (another major version sits at the top of node_modules for Lighthouse), so the AST
 * built here is the one its formatter expects.
 */
export async function messageParser(): Promise<Parser> {
  const fromReactIntl = createRequire(createRequire(import.meta.url).resolve('react-intl'));
  return (await import(pathToFileURL(fromReactIntl.resolve('@formatjs/icu-messageformat-parser')).href)) as Parser;
}

/**
 * A folder's message tables as ASTs, each language parsed with its own locale as intl-messageformat
 * does (the locale decides the hour cycle of `j` date skeletons). A message that does not parse
 * fails with its id, so a typo stops the build instead of showing a raw key in the browser.
 */
export async function compileMessages(tables: Record<string, Table>, file: string): Promise<Record<string, CompiledTable>> {
  const { parse } = await messageParser();
  const compiled: Record<string, CompiledTable> = {};
  for (const [locale, table] of Object.entries(tables)) {
    compiled[locale] = {};
    for (const [id, text] of Object.entries(table)) {
      try {
        compiled[locale][id] = parse(text, { locale: new Intl.Locale(locale) });
      } catch (error) {
        throw new Error(`${file}: message "${id}" (${locale}) is not valid ICU: ${(error as Error).message}`, { cause: error });
      }
    }
  }
  return compiled;
}
