// crud.ts: the admin and member CRUD screens, as the server and the back-end render them.
import type { CrudSchema } from '../../../src/generated/schema-types';
import { GENERATED_HEADER } from './header';
import { literal } from './literal';

const PREAMBLE = `import type { CrudField, CrudSchema, Label, Sort } from './schema-types';

export interface CrudScreen {
  id: string;
  title: Label;
  scope: CrudSchema['scope'];
  table: string;
  primaryKey: string;
  fields: CrudField[];
  quickSearch: string[];
  defaultSort: Sort | null;
  /** Menu-rule actions; the rule names are "<id>/<action>". */
  rules: CrudSchema['rules'];
  recycle: boolean;
  sensitive: string[];
}
`;

export function emitCrud(cruds: CrudSchema[]): string {
  const screens = Object.fromEntries(
    [...cruds]
      .sort((a, b) => (a.id < b.id ? -1 : 1))
      .map((s) => [
        s.id,
        {
          id: s.id,
          title: s.title,
          scope: s.scope,
          table: s.table,
          primaryKey: s.primaryKey,
          fields: s.fields,
          quickSearch: s.quickSearch ?? [],
          defaultSort: s.defaultSort ?? null,
          rules: s.rules,
          recycle: s.recycle ?? false,
          sensitive: s.sensitive ?? [],
        },
      ]),
  );
  return `${GENERATED_HEADER}\n${PREAMBLE}\nexport const crudScreens: Record<string, CrudScreen> = ${literal(screens)};\n`;
}
