// Each kind has its folder under schemas/ (contracts §1); files elsewhere are not bound by it.
import { describe, expect, it } from 'vitest';
import { checkLayout } from '../../../lib/schema-check/checks/layout';
import type { Kind } from '../../../lib/schema-check/meta-schemas';
import { ProblemSink } from '../../../lib/schema-check/problems';

function problemsFor(file: string, kind: Kind, data: Record<string, unknown> = {}) {
  const sink = new ProblemSink();
  checkLayout([{ file, absPath: `/x/${file}`, kind, data: { kind, ...data } }], sink);
  return sink.problems.map((p) => `${p.pointer}: ${p.message}`);
}

describe('schema folder layout', () => {
  it('accepts each kind in its folder', () => {
    expect(problemsFor('schemas/basic/a.json', 'database')).toEqual([]);
    expect(problemsFor('schemas/market/a.json', 'analysis')).toEqual([]);
    expect(problemsFor('schemas/filters/a.json', 'filter-set')).toEqual([]);
    expect(problemsFor('schemas/admin/a.json', 'crud', { scope: 'admin' })).toEqual([]);
    expect(problemsFor('schemas/member/a.json', 'crud', { scope: 'member' })).toEqual([]);
    expect(problemsFor('schemas/registry/a.json', 'widgets')).toEqual([]);
    expect(problemsFor('tests/fixtures/anywhere/a.json', 'crud', { scope: 'member' })).toEqual([]);
  });

  it('rejects a kind in another kind’s folder, a crud of the wrong scope and an unknown folder', () => {
    expect(problemsFor('schemas/basic/a.json', 'analysis')).toEqual([
      '/kind: a file of kind "analysis" does not belong in schemas/basic/ (it holds: database)',
    ]);
    expect(problemsFor('schemas/admin/a.json', 'crud', { scope: 'member' })).toEqual(['/scope: files in schemas/admin/ have scope "admin"']);
    expect(problemsFor('schemas/pages/a.json', 'database')).toEqual([
      ': schemas/pages/ is not a schema folder (folders: basic, market, filters, admin, member, config, registry)',
    ]);
  });
});
