// Export job state lives in a small JSON file beside the workbook on the export storage, not in process
// memory, so any replica that shares that storage can answer "how far is my export?".
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ExportJob {
  id: string;
  database: string;
  account: string;
  status: 'running' | 'done' | 'failed';
  written: number;
  total: number;
  /** Set when done: the value for /api/v2/export-excel/download?sourcePath=… */
  sourcePath?: string;
  error?: string;
}

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
      return JSON.parse(await readFile(fileOf(id), 'utf8')) as ExportJob;
    } catch {
      return null;
    }
  }

  function create(database: string, account: string, total: number): ExportJob {
    return { id: randomUUID(), database, account, status: 'running', written: 0, total };
  }

  return { dir, save, read, create, workbookPath: (id: string) => join(dir, `${id}.xlsx`) };
}
