// The product's basic-database pages (schemas/basic) over the shared `small` warehouse, for one test
// file: opened before its tests, closed after them.
import { afterAll, beforeAll } from 'vitest';
import { buildCatalogue, readDatabaseSchemas, type CatalogueEntry } from '../../../server/modules/database/catalogue';
import { createDatabaseService, type DatabaseService } from '../../../server/modules/database/service';
import type { Warehouse } from '../../../server/warehouse/connection';
import { databaseWhitelist } from '../../../src/generated/whitelist';
import { openSmallWarehouse } from '../helpers/warehouse';

export interface ProductPages {
  warehouse: Warehouse;
  catalogue: Record<string, CatalogueEntry>;
  service: DatabaseService;
}

export function productPagesForFile(ready: (pages: ProductPages) => void): void {
  let warehouse: Warehouse | undefined;
  beforeAll(async () => {
    warehouse = await openSmallWarehouse();
    const catalogue = buildCatalogue(databaseWhitelist, await readDatabaseSchemas('schemas/basic'));
    ready({ warehouse, catalogue, service: createDatabaseService(warehouse, catalogue) });
  });
  afterAll(async () => {
    await warehouse?.close();
  });
}
