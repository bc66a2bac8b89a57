import { createIntl, type MessageFormatElement } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { compileMessages, messageParser } from '../../../scripts/i18n/compile-messages';
import type { FolderMessages } from '../../../src/app/i18n/merge';

// Every table react-intl formats (the shell's catalogue, the pages', the admin's, the API client's),
// as written and as the app gets it: through the build's plugin (`?compiled`, vitest.config.ts).
// (The same two patterns twice: import.meta.glob takes literals only.)
const written = import.meta.glob<FolderMessages<string>>(['../../../src/app/**/messages.ts', '../../../src/api/messages.ts'], {
  eager: true,
  import: 'default',
});
const compiled = import.meta.glob<FolderMessages>(['../../../src/app/**/messages.ts', '../../../src/api/messages.ts'], {
  eager: true,
  query: '?compiled',
  import: 'default',
});

const { TYPE } = await messageParser();
const DAY = new Date(Date.UTC(2024, 1, 29, 13, 45));
const tag = (name: string) => (chunks: unknown[]) => `<${name}>${chunks.join('')}</${name}>`;

/** Each argument of a message with the values worth trying: every branch of a plural or a select. */
function samples(ast: MessageFormatElement[], found = new Map<string, unknown[]>()): Map<string, unknown[]> {
  for (const element of ast) {
    if (!('value' in element) || element.type === TYPE.literal) continue;
    if ('children' in element) {
      found.set(element.value, [tag(element.value)]);
      samples(element.children, found);
    } else if ('options' in element) {
      found.set(element.value, 'pluralType' in element ? [0, 1, 2, 5, 1234.5] : Object.keys(element.options));
      for (const option of Object.values(element.options)) samples(option.value, found);
    } else if (element.type === TYPE.number) found.set(element.value, [1234.5]);
    else if (element.type === TYPE.date || element.type === TYPE.time) found.set(element.value, [DAY]);
    else if (element.type === TYPE.argument && !found.has(element.value)) found.set(element.value, [`‹${element.value}›`]);
  }
  return found;
}

/** One set of values with each argument's first sample, then one more per other sample. */
function valueSets(choices: Map<string, unknown[]>): Record<string, unknown>[] {
  const first = Object.fromEntries([...choices].map(([name, values]) => [name, values[0]]));
  return [first, ...[...choices].flatMap(([name, values]) => values.slice(1).map((value) => ({ ...first, [name]: value })))];
}

describe('precompiled messages', () => {
  it('covers every messages.ts that react-intl formats', () => {
    expect(Object.keys(compiled).sort()).toEqual(Object.keys(written).sort());
    expect(Object.keys(written).length).toBeGreaterThan(20);
  });

  it('format every message of both languages exactly as the run-time parsed text does', () => {
    let messages = 0;
    let checked = 0;
    for (const [file, tables] of Object.entries(written)) {
      for (const locale of ['zh-cn', 'en'] as const) {
        const errors: unknown[] = [];
        const asBuilt = createIntl({ locale, defaultLocale: 'zh-cn', messages: compiled[file][locale], onError: (error) => errors.push(error) });
        const asParsed = createIntl({ locale, defaultLocale: 'zh-cn', messages: tables[locale], onError: (error) => errors.push(error) });
        for (const id of Object.keys(tables[locale])) {
          messages += 1;
          for (const values of valueSets(samples(asBuilt.messages[id] as MessageFormatElement[]))) {
            expect(asBuilt.formatMessage({ id }, values as never), `${file} ${locale} ${id}`).toEqual(asParsed.formatMessage({ id }, values as never));
            checked += 1;
          }
        }
        expect(errors, `${file} ${locale}`).toEqual([]);
      }
    }
    // Plurals and selects are tried once per branch, so there are more formattings than messages.
    expect(checked).toBeGreaterThan(messages);
  });

  it('fails on a message that does not parse, naming it', async () => {
    await expect(compileMessages({ en: { 'x.ok': 'fine', 'x.broken': '{count, plural, one {#}' } }, 'x/messages.ts')).rejects.toThrow(
      /x\/messages\.ts: message "x\.broken" \(en\) is not valid ICU/,
    );
  });
});
