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
  'unit-on-select': { pointer: '/keys/1/unit', message: '"unit" only applies to a number range, not to widget "select-multi"' },
  'linkage-cycle': { pointer: '/keys/0/dependsOn/0', message: 'dependency cycle: brand → zx → brand' },
  'depends-on-later-key': { pointer: '/keys/1/visibleWhen/field', message: 'depends on "region", which is declared later' },
  'filter-depends-on-later': { pointer: '/fields/5/filter/dependsOn/0', message: 'filter "tcmPart" depends on "drugType", which is declared later' },
  'typo-property': { pointer: '/fields/3/sortabel', message: 'unexpected property "sortabel" (allowed: key, label, type' },
  'wrong-id-pattern': { pointer: '/id', message: '"Bad_Pattern" is not a valid Id' },
  'wrong-enum-value': { pointer: '/defaultSort/order', message: '"descending" is not allowed (allowed: asc, desc)' },
  'unknown-kind': { pointer: '/kind', message: '"page" is not a known kind (allowed: database, analysis' },
  // crud: one fixture per cross-check (checks/crud*.ts)
  'crud-duplicate-key': { pointer: '/fields/1/key', message: 'duplicate field key "name" (already used by /fields/0)' },
  'crud-preset-key': { pointer: '/fields/1/key', message: 'duplicate field key "created_at" (the "createdAt" preset adds it)' },
  'crud-unknown-primary-key': { pointer: '/primaryKey', message: 'field "uid" does not exist in this schema' },
  'crud-reserved-id': { pointer: '/id', message: '"captcha" is reserved by the admin API (reserved: index, login, logout, refresh, schema, dashboard, profile, captcha, upload)' },
  'crud-duplicate-id': { pointer: '/id', message: 'duplicate id "fixture-group" (already owned by tests/fixtures/schemas/base/fixture-group.json:/id)' },
  'crud-unknown-menu-group': { pointer: '/menu/group', message: 'unknown menu group "system" (known for scope admin: auth, routine, member, security, develop)' },
  'crud-menu-group-scope': { pointer: '/menu/group', message: 'menu group "account" belongs to scope member, this screen is admin' },
  'crud-member-without-owner': { pointer: '', message: 'a member screen needs "owner" (the integer field holding the member\'s id)' },
  'crud-owner-not-integer': { pointer: '/owner', message: 'the owner field must be of type integer ("name" is string)' },
  'crud-unknown-quick-search': { pointer: '/quickSearch/0', message: 'field "title" does not exist in this schema' },
  'crud-quick-search-type': { pointer: '/quickSearch/0', message: 'quick search matches text: "created_at" is timestamp (allowed: string, text or label fields, or the primary key)' },
  'crud-unknown-sensitive': { pointer: '/sensitive/0', message: 'field "mobile" does not exist in this schema' },
  'crud-two-tree-parents': { pointer: '/fields/2/treeParent', message: 'only one tree-parent field is allowed ("pid" is one)' },
  'crud-sort-weight-type': { pointer: '/fields/1/sortWeight', message: 'a sort-weight field must be of type integer (it is string)' },
  'crud-sortable-without-weight': { pointer: '/actions/1', message: 'action "sortable" needs a sort-weight field' },
  'crud-weight-without-sortable': { pointer: '/fields/1/sortWeight', message: 'a sort-weight field needs the "sortable" action' },
  'crud-links-on-string': { pointer: '/fields/1/links', message: '"links" applies to type links only (this field is string)' },
  'crud-links-without-table': { pointer: '/fields/1', message: 'a links field needs "links"' },
  'crud-unknown-remote-screen': { pointer: '/fields/1/remote/screen', message: 'unknown crud screen "fixture-groups" (known: ' },
  'crud-remote-without-select': { pointer: '/fields/1/remote/screen', message: 'crud screen "fixture-member" does not offer the "select" action' },
  'crud-unknown-remote-label': { pointer: '/fields/1/remote/label', message: 'field "title" does not exist in crud screen "fixture-group"' },
  'crud-remote-key-type': { pointer: '/fields/1/type', message: 'whose primary key "id" is integer, so it must be integer too' },
  'crud-length-on-integer': { pointer: '/fields/1/length', message: '"length" applies to type string only (this field is integer)' },
  'crud-scale-on-string': { pointer: '/fields/1/scale', message: '"scale" applies to type decimal only (this field is string)' },
  'crud-option-value-type': { pointer: '/fields/1/options/0/value', message: 'must be an integer (the field is of type integer)' },
  'crud-default-not-option': { pointer: '/fields/1/default', message: 'must be one of the options ("a", "b")' },
  'crud-secret-on-integer': { pointer: '/fields/1/secret', message: '"secret" applies to string and text fields only (this field is integer)' },
  'crud-secret-with-list': { pointer: '/fields/1/list', message: 'a secret field is never returned, so it cannot have a list column' },
  'crud-custom-action-clash': { pointer: '/actions/1/name', message: 'custom action "del" clashes with the standard action of that name' },
  'crud-duplicate-custom-action': { pointer: '/actions/5/name', message: 'duplicate action "sendMail"' },
  'crud-missing-index': { pointer: '/actions', message: 'must include "index"' },
  'crud-form-without-write': { pointer: '/fields/0/form', message: 'the screen has neither "add" nor "edit"' },
  'crud-operator-type': { pointer: '/fields/1/list/operator', message: 'operator "contains" is not allowed for type integer (allowed: eq, ne, in, gt, gte, lt, lte, between, isNull)' },
  'crud-has-on-string': { pointer: '/fields/1/list/operator', message: 'operator "has" is not allowed for type string (allowed: eq, ne, contains, in, isNull)' },
  'crud-is-null-not-nullable': { pointer: '/fields/1/list/operator', message: 'operator "isNull" needs a nullable field' },
  'crud-render-type': { pointer: '/fields/1/list/render', message: 'render "money" does not fit type string (it fits: integer, bigint, decimal)' },
  'crud-widget-type': { pointer: '/fields/1/form/widget', message: 'widget "switch" does not fit type string (it fits: boolean)' },
  'crud-widget-not-in-form': { pointer: '/fields/1/form/widget', message: 'widget "city" cannot be used in a crud form (context "form"); it is not usable anywhere yet' },
  'crud-password-not-secret': { pointer: '/fields/1/form/widget', message: 'widget "password" needs a secret field' },
  'crud-remote-select-without-remote': { pointer: '/fields/1/form/widget', message: 'widget "remote-select" needs "remote" on the field' },
  'crud-visible-when-unknown': { pointer: '/fields/1/form/visibleWhen/field', message: 'field "menu_type" does not exist in this schema' },
  'crud-shared-table': { pointer: '/fields/0', message: 'column "fixture_group.name" is defined differently in tests/fixtures/schemas/base/fixture-group.json:/fields/0' },
  'unknown-related-database': { pointer: '/detail/related/0/database', message: 'unknown database "nope-library"' },
  'unknown-measure': { pointer: '/blocks/2/measures/1', message: 'unknown measure "revenue" (known: amount' },
  'unknown-chart-kind': { pointer: '/blocks/1/chart', message: 'unknown chart kind "pie"' },
  'unknown-column-type': { pointer: '/fields/3/type', message: 'unknown column type "timestamp"' },
  'percent-without-scale': { pointer: '/fields/4', message: 'missing "percentScale" ("fraction" or "points"): how column type "percent" is stored in this table' },
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
