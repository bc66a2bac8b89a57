// Each fixture in tests/fixtures/schemas/invalid holds one mistake; checked together with the
// (valid) base fixtures and the real registries, it must be reported at the exact place with a
// message that says what was expected — and nothing may be reported for any other file.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generate } from '../../../scripts/schemas/generate';
import { BASE_FIXTURES, INVALID_FIXTURES, REGISTRY, ROOT } from './helpers';

const cases: Record<string, { pointer: string; message: string }> = {
  'unknown-widget': { pointer: '/fields/2/filter/widget', message: 'unknown widget "slider" (known: input, select' },
  'widget-wrong-context': { pointer: '/fields/2/filter/widget', message: 'widget "tag-select" cannot be used in a database filter' },
  'operator-type-mismatch': {
    pointer: '/fields/1/filter/op',
    message: 'operator "between" is not allowed for column type "text" (allowed: eq, ne, contains, in, isNull)',
  },
  'missing-en-label': { pointer: '/fields/1/label', message: 'missing required property "en"' },
  'blank-label': { pointer: '/title/en', message: 'must not be empty or only whitespace' },
  'duplicate-id': { pointer: '/id', message: 'duplicate id "fixture-drugs" (already owned by tests/fixtures/schemas/base/fixture-drugs.json:/id)' },
  'duplicate-code': { pointer: '/permissions/view', message: 'duplicate code "FIXTURE_BIDS_VIEW"' },
  'unknown-section': { pointer: '/section', message: 'unknown section "drug-db" (known: drug-database' },
  'unknown-filter-set': { pointer: '/filterSet', message: 'unknown filter set "no-such-filters" (known: fixture-market)' },
  'linkage-cycle': { pointer: '/keys/0/dependsOn/0', message: 'dependency cycle: brand → zx → brand' },
  'depends-on-later-key': { pointer: '/keys/1/visibleWhen/field', message: 'depends on "region", which is declared later' },
  'filter-depends-on-later': { pointer: '/fields/5/filter/dependsOn/0', message: 'filter "tcmPart" depends on "drugType", which is declared later' },
  'typo-property': { pointer: '/fields/3/sortabel', message: 'unexpected property "sortabel" (allowed: key, label, type' },
  'wrong-id-pattern': { pointer: '/id', message: '"Bad_Pattern" is not a valid Id' },
  'wrong-enum-value': { pointer: '/defaultSort/order', message: '"descending" is not allowed (allowed: asc, desc)' },
  'unknown-kind': { pointer: '/kind', message: '"page" is not a known kind (allowed: database, analysis' },
  'crud-two-primary-keys': { pointer: '/fields/1/db/primaryKey', message: 'only one primary key is allowed' },
  'crud-unknown-remote-table': { pointer: '/fields/2/form/remote/table', message: 'unknown remote table "admin_group_typo"' },
  'unknown-related-database': { pointer: '/detail/related/0/database', message: 'unknown database "nope-library"' },
  'unknown-measure': { pointer: '/blocks/2/measures/1', message: 'unknown measure "revenue" (known: amount' },
  'unknown-chart-kind': { pointer: '/blocks/1/chart', message: 'unknown chart kind "pie"' },
  'unknown-column-type': { pointer: '/fields/3/type', message: 'unknown column type "timestamp"' },
  'dimension-not-on-channel': {
    pointer: '/blocks/2/dimension',
    message: 'dimension "hospitalGrade" is not available on channel "retail" (only on: hospital)',
  },
  'unknown-default-sort': { pointer: '/defaultSort/field', message: 'field "publishDate" does not exist in this schema' },
  'analysis-id-mismatch': { pointer: '/id', message: 'must be "omni-channel-category-filter" (<section>-<view>' },
  'predicate-empty-list': { pointer: '/fields/5/filter/visibleWhen/in', message: 'must have at least 1 item(s)' },
  'not-json': { pointer: '', message: 'is not valid JSON' },
  'toggles-without-dimension': { pointer: '/blocks/2/toggles', message: 'must include the block\'s dimension "company"' },
};

// The first run compiles the meta-schemas and formats the types: allow for a busy machine.
describe('invalid schema fixtures', { timeout: 30_000 }, () => {
  it('has a case for every fixture file and at least 15 distinct mistakes', () => {
    const files = readdirSync(path.join(ROOT, INVALID_FIXTURES)).map((name) => name.replace(/\.json$/, ''));
    expect(files.sort()).toEqual(Object.keys(cases).sort());
    expect(files.length).toBeGreaterThanOrEqual(15);
  });

  it('the base fixtures alone are valid', async () => {
    const result = await generate({ root: ROOT, sources: [REGISTRY, BASE_FIXTURES] });
    expect(result.problems).toEqual([]);
    expect(result.manifest?.routes.map((r) => r.id)).toContain('fixture-drugs-detail');
  });

  it.each(Object.entries(cases))('%s is reported at its pointer', async (name, expected) => {
    const file = `${INVALID_FIXTURES}/${name}.json`;
    const result = await generate({ root: ROOT, sources: [REGISTRY, BASE_FIXTURES, file] });
    expect(result.problems.length).toBeGreaterThan(0);
    expect(result.problems.every((p) => p.file === file)).toBe(true);
    const atPointer = result.problems.filter((p) => p.pointer === expected.pointer);
    expect(atPointer.map((p) => p.message).join('\n')).toContain(expected.message);
  });

  it('a broken file is left out of the output while the rest is still generated', async () => {
    const result = await generate({ root: ROOT, sources: [REGISTRY, BASE_FIXTURES, `${INVALID_FIXTURES}/unknown-measure.json`] });
    const ids = result.manifest?.routes.map((r) => r.id) ?? [];
    expect(ids).toContain('drug-sale-market-overview');
    expect(ids).not.toContain('degree-hospital-market-overview');
  });
});
