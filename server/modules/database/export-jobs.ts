// Export job state lives in a small JSON file beside the workbook on the export storage, not in process
// memory, so any replica that shares that storage can answer "how far is my export?". A job is
// queued (its member's earlier export still runs), running (in an export worker), then done or
// failed. The process that holds a queued or running job touches its file (member-queue.ts); a file
// left untouched past STALE_MS belongs to a process that stopped, and reads as failed.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { STALE_MS } from '../export/member-slot';

export interface ExportJob {
  id: string;
  database: string;
  account: string;
  status: 'queued' | 'running' | 'done' | 'failed';
  written: number;
  total: number;
  /** Set when done: the value for /api/v2/export-excel/download?sourcePath=… */
  sourcePath?: string;
  error?: string;
}

const JOB_FILE = /^([0-9a-f-]{36})\.job\.json$/;
const FAILED = 'Export failed';

export type ExportJobStore = ReturnType<typeof createExportJobStore>;

export function createExportJobStore(dir: string) {
  const fileOf = (id: string) => join(dir, `${id}.job.json`);

  async function save(job: ExportJob) {
    await mkdir(dir, { recursive: true });
    const tmp = `${fileOf(job.id)}.${randomUUID()}.tmp`;
    await writeFile(tmp, JSON.stringify(job));
    await rename(tmp, fileOf(job.id)); // readers see the old or the new state, never half a file
  }

  async function read(id: string): Promise<ExportJob | null> {
    if (!/^[0-9a-f-]{36}$/.test(id)) return null;
    try {
      const [text, { mtimeMs }] = await Promise.all([readFile(fileOf(id), 'utf8'), stat(fileOf(id))]);
      const job = JSON.parse(text) as ExportJob;
      const unfinished = job.status === 'queued' || job.status === 'running';
      return unfinished && Date.now() - mtimeMs > STALE_MS ? { ...job, status: 'failed', error: FAILED } : job;
    } catch {
      return null;
    }
  }

  /** The member's jobs still queued or running (on any replica). */
  async function unfinished(): Promise<number> {
    const ids = (await readdir(dir).catch(() => [] as string[])).flatMap((name) => JOB_FILE.exec(name)?.[1] ?? []);
    // Only a file touched within STALE_MS can be unfinished: the old ones are not read.
    const fresh = await Promise.all(ids.map(async (id) => ((await stat(fileOf(id)).catch(() => null))?.mtimeMs ?? 0) > Date.now() - STALE_MS));
    const jobs = await Promise.all(ids.filter((_, i) => fresh[i]).map(read));
    return jobs.filter((job) => job?.status === 'queued' || job?.status === 'running').length;
  }

  /** Takes back a job refused before it was queued. */
  async function remove(id: string): Promise<void> {
    await rm(fileOf(id), { force: true });
  }

  function create(database: string, account: string, total: number): ExportJob {
    return { id: randomUUID(), database, account, status: 'queued', written: 0, total };
  }

  /** Records one job's successive states in order: a later state never lands before an earlier one. */
  function tracker(job: ExportJob) {
    let state = job;
    let last = save(job);
    function update(change: Partial<ExportJob>): Promise<void> {
      state = { ...state, ...change };
      const snapshot = state;
      last = last.catch(() => undefined).then(() => save(snapshot));
      return last;
    }
    return {
      saved: () => last,
      update,
      fail: () => update({ status: 'failed', error: FAILED }),
    };
  }

  async function touch(id: string): Promise<void> {
    const now = new Date();
    await utimes(fileOf(id), now, now);
  }

  return { dir, save, read, create, tracker, touch, unfinished, remove, workbookPath: (id: string) => join(dir, `${id}.xlsx`) };
}
