// npm run bench:safety — the data-safety budgets of issue 22: the audit-log lists at a million rows
// (safety-lists.ts); the upload part is added beside it.
import { listsBench } from './safety-lists';

await listsBench();
