// The `small` warehouse every server test file reads, built once and cached in the OS temp dir
// under a hash of the generator and loader sources: a new run reuses it until that code changes.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildWarehouse } from '../../../server/warehouse/bootstrap';
import { openWarehouse, type Warehouse } from '../../../server/warehouse/connection';

// The basic-database tables take their columns from the generated table list (the page schemas).
const SOURCES = ['server/seed', 'server/warehouse', 'src/generated/tables.ts'];
const PREFIX = 'chis-test-warehouse-small-';

function hashTree(hash: ReturnType<typeof createHash>, path: string): void {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) hashTree(hash, join(path, name));
    return;
  }
  hash.update(path).update(readFileSync(path));
}

async function waitForLock(lock: string): Promise<void> {
  for (let i = 0; i < 600; i++) {
    try {
      mkdirSync(lock);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  throw new Error(`timed out waiting for ${lock}`);
}

/** Older builds (made by earlier versions of the generator) are never read again. */
function removeStaleBuilds(current: string): void {
  for (const name of readdirSync(tmpdir())) {
    const path = join(tmpdir(), name);
    if (name.startsWith(PREFIX) && name.endsWith('.duckdb') && path !== current) rmSync(path, { force: true });
  }
}

export async function smallWarehousePath(): Promise<string> {
  const hash = createHash('sha256');
  for (const source of SOURCES) hashTree(hash, source);
  const path = join(tmpdir(), `${PREFIX}${hash.digest('hex').slice(0, 16)}.duckdb`);
  if (existsSync(path)) return path;
  const lock = `${path}.lock`;
  await waitForLock(lock);
  try {
    if (!existsSync(path)) {
      // Built under a temporary name and renamed, so a crashed build never leaves a half file.
      const building = `${path}.building`;
      rmSync(building, { force: true });
      await buildWarehouse({ path: building, scale: 'small' });
      renameSync(building, path);
      removeStaleBuilds(path);
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
  return path;
}

export async function openSmallWarehouse(): Promise<Warehouse> {
  return openWarehouse(await smallWarehousePath(), { readOnly: true });
}
