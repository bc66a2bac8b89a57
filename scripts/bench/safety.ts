// npm run bench:safety — the data-safety budgets of issue 22: the audit-log lists at a million rows
// (safety-lists.ts) and the server's memory while a 50 MB file uploads (safety-upload.ts).
import { listsBench } from './safety-lists';
import { uploadBench } from './safety-upload';

await listsBench();
await uploadBench();
