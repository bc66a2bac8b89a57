// A basic-database export as a job: its state file is written at once (queued), the member's queue
// starts it when their earlier exports are done, an export worker streams the rows into the
// workbook (running, with progress), and the finished file is registered for download (done) — or
// the job says failed, whatever went wrong, a stopped worker included.
import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../http/errors';
import type { Warehouse } from '../../warehouse/connection';
import { createExportJobStore, type ExportJob } from '../database/export-jobs';
import { chinaTime, type WorkbookRequest } from '../database/workbook';
import type { ExportTask } from './export-tasks';
import { warehouseFile, type Exporter } from './exporter';

/** A member's exports waiting or running at once (on every replica); one more answers 429. */
export const MAX_UNFINISHED_EXPORTS = 10;

export interface DatabaseExport {
  warehouse: Warehouse;
  /** The member's export folder: the workbook, its job file and their slot. */
  exportDir: string;
  account: string;
  workbook: Pick<WorkbookRequest, 'entry' | 'query' | 'columns' | 'locale' | 'maxRows' | 'note'>;
  total: number;
  /** Makes the finished workbook downloadable; returns its `sourcePath`. */
  register(file: { path: string; fileName: string }): Promise<string>;
  log: FastifyBaseLogger;
}

export async function queueDatabaseExport(exporter: Exporter, exp: DatabaseExport): Promise<ExportJob> {
  const jobs = createExportJobStore(exp.exportDir);
  const job = jobs.create(exp.workbook.entry.id, exp.account, exp.total);
  const state = jobs.tracker(job);
  await state.saved();
  // Counted once this job is written, so that of requests arriving together none slips past the
  // limit unseen (counting first, each would see room); racing ones may all be refused, never all let in.
  if ((await jobs.unfinished()) > MAX_UNFINISHED_EXPORTS) {
    await jobs.remove(job.id);
    throw new AppError(429, 'export.tooManyUnfinished', null, { max: MAX_UNFINISHED_EXPORTS });
  }
  const now = new Date();
  const path = jobs.workbookPath(job.id);
  const task: ExportTask = { kind: 'database', warehousePath: await warehouseFile(exp.warehouse), request: { ...exp.workbook, path, account: exp.account, now } };

  async function run() {
    try {
      const written = await exporter.pool.run<number>(task, {
        onStart: () => state.update({ status: 'running' }),
        onProgress: (written) => void state.update({ written }).catch(() => undefined),
      });
      const { entry, locale } = exp.workbook;
      const fileName = `${entry.title ? entry.title[locale] : entry.id}-${chinaTime(now).replace(/\D/g, '')}.xlsx`;
      await state.update({ status: 'done', written, sourcePath: await exp.register({ path, fileName }) });
    } catch (error) {
      exp.log.error({ err: error, jobId: job.id }, 'export failed');
      await state.fail().catch(() => undefined);
    }
  }

  exporter.queue.submit(exp.exportDir, { id: job.id, run, touch: () => jobs.touch(job.id) });
  return job;
}
