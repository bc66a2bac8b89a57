// What an export worker does: a basic-database export (its rows read from the warehouse file and
// streamed into the workbook) or a market block's workbook (its figures already computed by the
// request). Each worker opens the warehouse itself, READ-ONLY: DuckDB objects cannot cross threads,
// and several read-only instances of one file in one process read the same data as long as the file
// does not change, which holds while the server runs (an import swaps in a new file).
import { openWarehouse, type Warehouse } from '../../warehouse/connection';
import { createDatabaseService, type DatabaseService } from '../database/service';
import { writeWorkbook, type WorkbookRequest } from '../database/workbook';
import { writeMarketWorkbook, type MarketWorkbook } from '../market/workbook';
import type { TaskHandler } from './worker-protocol';

export type ExportTask =
  | { kind: 'database'; warehousePath: string; request: Omit<WorkbookRequest, 'onProgress'> }
  | { kind: 'market'; workbook: MarketWorkbook };

/** The worker's share of the machine: one DuckDB thread and a bounded buffer, the rest is the server's. */
const WORKER_DUCKDB_SETTINGS = [`SET threads = 1`, `SET memory_limit = '512MB'`];

export function exportTaskHandler(): TaskHandler {
  const opened = new Map<string, Promise<{ warehouse: Warehouse; service: DatabaseService }>>();

  function serviceOf(path: string) {
    let entry = opened.get(path);
    if (!entry) {
      entry = (async () => {
        const warehouse = await openWarehouse(path, { readOnly: true, poolSize: 1 });
        for (const setting of WORKER_DUCKDB_SETTINGS) await warehouse.run(setting);
        // An export reads rows only: the catalogue (for detail pages' related lists) stays empty.
        return { warehouse, service: createDatabaseService(warehouse, {}) };
      })();
      opened.set(path, entry);
      // A file that failed to open is tried again by the next task.
      entry.catch(() => opened.delete(path));
    }
    return entry;
  }

  return {
    async run(task, progress) {
      const exportTask = task as ExportTask;
      if (exportTask.kind === 'market') return writeMarketWorkbook(exportTask.workbook);
      const { service } = await serviceOf(exportTask.warehousePath);
      return writeWorkbook(service, { ...exportTask.request, onProgress: async (written) => progress(written) });
    },
    async close() {
      for (const entry of opened.values()) await (await entry.catch(() => null))?.warehouse.close();
      opened.clear();
    },
  };
}
