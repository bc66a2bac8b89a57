// One running export per member, across replicas. The slot is the file `running.slot` in the
// member's export folder, and holding it means having created it with 'wx' (O_CREAT|O_EXCL): the
// file system grants that to exactly one of any number of racing claims, from this process or from
// another replica on the same DATA_DIR, so the claim is the check (no count-then-start race). The
// holder touches the file while its export runs; a slot left untouched for STALE_MS belongs to a
// process that stopped, and the next claim takes it over.
import { randomUUID } from 'node:crypto';
import { link, mkdir, readFile, rename, stat, unlink, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** How often a live process touches what it holds (its slots and its jobs' files). */
export const HEARTBEAT_MS = 5_000;
/** Untouched this long: its process is gone. */
export const STALE_MS = 30_000;

const SLOT = 'running.slot';

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Takes the member's slot for `jobId`; false while another live export holds it. */
export async function claimSlot(dir: string, jobId: string): Promise<boolean> {
  await mkdir(dir, { recursive: true });
  for (const attempt of [1, 2]) {
    try {
      await writeFile(join(dir, SLOT), jobId, { flag: 'wx' });
      return true;
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
    if (attempt === 1 && !(await removeIfStale(join(dir, SLOT)))) return false;
  }
  return false;
}

/** Keeps a held slot from reading as stale. */
export async function touchSlot(dir: string): Promise<void> {
  const now = new Date();
  await utimes(join(dir, SLOT), now, now).catch(() => undefined);
}

/** Frees the slot if `jobId` still holds it (a taken-over slot is another job's now). */
export async function releaseSlot(dir: string, jobId: string): Promise<void> {
  const file = join(dir, SLOT);
  if ((await readFile(file, 'utf8').catch(() => null)) === jobId) await unlink(file).catch(() => undefined);
}

/** Removes a stale slot; true when the slot is gone (or was already). */
async function removeIfStale(file: string): Promise<boolean> {
  const seen = await stat(file).catch(() => null);
  if (!seen) return true;
  if (Date.now() - seen.mtimeMs < STALE_MS) return false;
  const holder = await readFile(file, 'utf8').catch(() => null);
  // Set aside under a name of our own: of two claims taking over the same slot, one moves it.
  const aside = `${file}.${randomUUID()}.stale`;
  try {
    await rename(file, aside);
  } catch {
    return true;
  }
  // A claim made since we looked was moved instead of the stale slot: it goes back.
  if ((await readFile(aside, 'utf8').catch(() => null)) !== holder) {
    await link(aside, file).catch(() => undefined);
    await unlink(aside).catch(() => undefined);
    return false;
  }
  await unlink(aside).catch(() => undefined);
  return true;
}
