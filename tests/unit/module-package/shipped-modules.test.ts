// The modules the marketplace ships from modules/: each packs into a package that verifies, its
// screens are screens the run-time registry accepts as stored documents (ext_ tables only), the
// dependency is real (visit-plan's screen points at kol-register's), and kol-register's seed rows
// are the same on every pack and fit its screens.
import path from 'node:path';
import semver from 'semver';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildModule } from '../../../lib/module-package/build-module';
import { verifyPackage, type VerifiedPackage } from '../../../lib/module-package/package';
import { generatePrivateKey, parsePrivateKey, parsePublicKey, publicKeyText } from '../../../lib/module-package/signing';
import { checkCrudDocuments } from '../../../lib/schema-check/crud-sources';
import { checkStoredTables } from '../../../server/modules/admin/registry/table-policy';
import type { CrudSchema } from '../../../src/generated/schema-types';
import { ROOT } from '../schemas/helpers';

const key = parsePrivateKey(generatePrivateKey());
const packages = new Map<string, VerifiedPackage>();

const screensOf = (uid: string) =>
  [...packages.get(uid)!.files]
    .filter(([name]) => name.startsWith('schemas/'))
    .map(([, bytes]) => JSON.parse(bytes.toString()) as CrudSchema)
    .map((data) => ({ id: data.id, data }));

const seedRows = (name: string) =>
  packages
    .get('kol-register')!
    .files.get(name)!
    .toString()
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  for (const uid of ['kol-register', 'visit-plan']) {
    const built = await buildModule(path.join(ROOT, 'modules', uid), key);
    packages.set(uid, await verifyPackage(built.bytes, parsePublicKey(publicKeyText(key)), { uid }));
  }
});

describe('shipped modules', () => {
  it('pack and verify; one is free, one is priced and depends on the other', () => {
    const register = packages.get('kol-register')!.manifest;
    const plan = packages.get('visit-plan')!.manifest;
    expect(register.price).toEqual({});
    expect(plan.price.points).toBeGreaterThan(0);
    expect(semver.satisfies(register.version, plan.dependencies['kol-register'] ?? 'missing')).toBe(true);
  });

  it('hold screens the registry accepts as stored documents, and the dependent needs its dependency', () => {
    const both = checkCrudDocuments(ROOT, [...screensOf('kol-register'), ...screensOf('visit-plan')], { checkStored: checkStoredTables });
    expect(both.problems).toEqual([]);
    expect(both.screens.map((s) => s.schema.id)).toEqual(expect.arrayContaining(['kol-hospital', 'kol', 'kol-visit', 'kol-visit-plan']));
    const alone = checkCrudDocuments(ROOT, screensOf('visit-plan'), { checkStored: checkStoredTables });
    expect(alone.problems.map((p) => p.message).join('\n')).toMatch(/kol/);
  });

  it('ship 10,000 kol-register seed rows, the same on every pack, that fit the screens', async () => {
    const again = await buildModule(path.join(ROOT, 'modules', 'kol-register'), key);
    expect(again.sha256).toBe(packages.get('kol-register')!.sha256);
    const files = [...packages.get('kol-register')!.files.keys()].filter((n) => n.startsWith('seed/')).sort();
    expect(files).toEqual(['seed/01-ext_kol_hospital.jsonl', 'seed/02-ext_kol.jsonl', 'seed/03-ext_kol_visit.jsonl']);
    const [hospitals, kols, visits] = files.map(seedRows);
    expect(hospitals.length + kols.length + visits.length).toBe(10_000);
    expect(new Set(hospitals.map((h) => h.name)).size).toBe(hospitals.length);
    for (const kol of kols) expect(kol.hospital_id as number).toBeLessThanOrEqual(hospitals.length);
    for (const visit of visits) expect(visit.kol_id as number).toBeLessThanOrEqual(kols.length);
    // Every column is one of the screen's, and every optioned value one of its options.
    const screens = new Map(screensOf('kol-register').map((s) => [s.data.table, s.data]));
    for (const [file, rows] of [[files[0], hospitals], [files[1], kols], [files[2], visits]] as const) {
      const screen = screens.get(file.replace(/^seed\/\d+-|\.jsonl$/g, ''))!;
      const fields = new Map(screen.fields.map((f) => [f.key, f]));
      for (const column of Object.keys(rows[0])) expect(['id', 'created_at', 'updated_at', ...fields.keys()], `${file} ${column}`).toContain(column);
      for (const field of fields.values()) {
        if (!field.options) continue;
        const allowed = new Set(field.options.map((o) => o.value));
        expect(rows.filter((row) => !allowed.has(row[field.key] as string)), `${file} ${field.key}`).toEqual([]);
      }
    }
  });
});
