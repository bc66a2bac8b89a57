// codes.ts: the code lists as const arrays and the unions derived from them.
import type { CodeLists } from '../derive/codes';
import { GENERATED_HEADER } from './header';
import { literal } from './literal';

const LISTS: [keyof CodeLists, string, string, string][] = [
  ['routeIds', 'ROUTE_IDS', 'RouteId', 'Ids of the schema-driven routes (contracts §2).'],
  ['pageCodes', 'PAGE_CODES', 'PageCode', 'Page codes (permission type 1): schema pages plus extraCodes of type page.'],
  ['exportCodes', 'EXPORT_CODES', 'ExportCode', 'Export codes (permission type 2).'],
  ['sectionCodes', 'SECTION_CODES', 'SectionCode', 'Section codes (permission type 0): menu groups plus extraCodes of type section.'],
];

export function emitCodes(codes: CodeLists): string {
  const blocks = LISTS.map(
    ([key, constant, union, comment]) =>
      `/** ${comment} */\nexport const ${constant} = ${literal(codes[key])} as const;\nexport type ${union} = (typeof ${constant})[number];\n`,
  );
  return `${GENERATED_HEADER}\n\n${blocks.join('\n')}`;
}
