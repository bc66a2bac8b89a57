// The promise to product staff (DESIGN §1): one new database JSON file is one new page — a route,
// its codes in the unions, a server whitelist entry and a warehouse table — with no other change.
import { beforeAll, describe, expect, it } from 'vitest';
import { generate, type GenerateResult, type Manifest } from '../../../scripts/schemas/generate';
import { NEW_PAGE_FIXTURES, ROOT } from './helpers';

const ID = 'fixture-new-library';
const FILE = `${NEW_PAGE_FIXTURES}/${ID}.json`;

/** The manifest with everything the new page adds taken out again. */
function withoutNewPage(manifest: Manifest): Manifest {
  const { [ID]: _dropped, ...databaseWhitelist } = manifest.databaseWhitelist;
  const notNew = (code: string) => !code.startsWith('FIXTURE_NEW_LIBRARY_');
  return {
    ...manifest,
    routes: manifest.routes.filter((r) => r.id !== ID),
    codes: {
      routeIds: manifest.codes.routeIds.filter((id) => id !== ID),
      pageCodes: manifest.codes.pageCodes.filter(notNew),
      exportCodes: manifest.codes.exportCodes.filter(notNew),
      sectionCodes: manifest.codes.sectionCodes,
    },
    menu: manifest.menu.map((area) => ({
      ...area,
      sections: area.sections.map((s) => ({ ...s, items: s.items.filter((i) => i.routeId !== ID) })),
    })),
    permissionTree: manifest.permissionTree.map((section) => ({ ...section, children: section.children.filter((p) => notNew(p.code)) })),
    databaseWhitelist,
    basicTables: manifest.basicTables.filter((t) => t.table !== 'fixture_new_library'),
  };
}

describe('adding one database schema file', () => {
  let before: GenerateResult;
  let after: GenerateResult;

  beforeAll(async () => {
    before = await generate({ root: ROOT });
    after = await generate({ root: ROOT, extra: [FILE] });
  }, 30_000);

  it('is valid on its own', () => {
    expect(after.problems.filter((p) => p.file === FILE)).toEqual([]);
  });

  it('yields a route under its section, with a lazy loader of the file', () => {
    const route = after.manifest?.routes.find((r) => r.id === ID);
    expect(route).toMatchObject({ kind: 'database', path: `/basic-database/market-info/${ID}`, pageCode: 'FIXTURE_NEW_LIBRARY_VIEW' });
    expect(after.files.get('routes.ts')).toContain(`import("../../${FILE}")`);
    expect(after.manifest?.menu.flatMap((a) => a.sections).find((s) => s.id === 'market-info')?.items.map((i) => i.routeId)).toContain(ID);
  });

  it('puts its codes into the unions', () => {
    const codes = after.files.get('codes.ts') ?? '';
    expect(after.manifest?.codes.routeIds).toContain(ID);
    expect(after.manifest?.codes.pageCodes).toContain('FIXTURE_NEW_LIBRARY_VIEW');
    expect(after.manifest?.codes.exportCodes).toContain('FIXTURE_NEW_LIBRARY_EXPORT');
    expect(codes).toContain('"FIXTURE_NEW_LIBRARY_VIEW"');
    expect(codes).toContain('"FIXTURE_NEW_LIBRARY_EXPORT"');
  });

  it('gets a server whitelist entry with exactly the declared operators and sortable fields', () => {
    expect(after.manifest?.databaseWhitelist[ID]).toEqual({
      id: ID,
      table: 'fixture_new_library',
      primaryKey: 'id',
      viewCode: 'FIXTURE_NEW_LIBRARY_VIEW',
      exportCode: 'FIXTURE_NEW_LIBRARY_EXPORT',
      detailViewCode: undefined,
      keywordFields: ['name'],
      fields: {
        id: { type: 'text', op: undefined, sortable: false, hidden: true },
        name: { type: 'text', op: 'contains', sortable: true, hidden: false },
        amount: { type: 'money', op: 'between', sortable: true, hidden: false },
        publishedOn: { type: 'date', op: undefined, sortable: true, hidden: false },
      },
      defaultSort: { field: 'publishedOn', order: 'desc' },
      pageSize: 20,
      related: [],
    });
  });

  it('gets a warehouse table typed by the column-type registry', () => {
    expect(after.manifest?.basicTables.find((t) => t.table === 'fixture_new_library')).toEqual({
      table: 'fixture_new_library',
      primaryKey: 'id',
      columns: [
        { name: 'id', type: 'VARCHAR' },
        { name: 'name', type: 'VARCHAR' },
        { name: 'amount', type: 'DOUBLE' },
        { name: 'publishedOn', type: 'DATE' },
      ],
    });
  });

  it('changes nothing else', () => {
    expect(after.manifest).not.toBeNull();
    expect(withoutNewPage(after.manifest as Manifest)).toEqual(before.manifest);
  });
});
