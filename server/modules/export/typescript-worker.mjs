// The entry of every export worker thread: it loads tsx into this thread, then the TypeScript worker
// file named in its argv. A worker inherits no module loader from the thread that starts it (not
// tsx's under `npm start`, not vitest's), so this works the same in dev, start, benches and tests.
import process from 'node:process';
import { register } from 'tsx/esm/api';

register();
await import(process.argv[2]);
