// npm run import -- <dir>
// Imports a folder of CSV/Parquet files (docs/data-format.md) into the warehouse (WAREHOUSE_PATH,
// else DATA_DIR/warehouse.duckdb). A bad file is reported with file:row:column and exit code 1;
// the previous warehouse is left as it was.
import { loadConfig } from '../server/config';
import { formatCounts } from '../server/seed/report';
import { ImportError, importDirectory } from '../server/warehouse/loader';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: npm run import -- <dir>');
  process.exit(2);
}
const target = loadConfig().warehousePath;
try {
  const result = await importDirectory(dir, target, (line) => console.log(line));
  console.log(`Imported ${dir} into ${target} in ${result.seconds.toFixed(1)} s:`);
  console.log(formatCounts(result.tables));
} catch (error) {
  if (!(error instanceof ImportError)) throw error;
  console.error(error.message);
  console.error(`The warehouse ${target} was not changed.`);
  process.exit(1);
}
