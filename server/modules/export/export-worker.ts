// The export pool's worker thread (started by worker-pool.ts through tsx).
import { exportTaskHandler } from './export-tasks';
import { serveTasks } from './worker-protocol';

serveTasks(exportTaskHandler());
