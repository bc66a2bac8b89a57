// One serving process of server/cluster.ts: the whole app on the prepared app database, listening on
// the port the primary shares out; it tells the primary when it listens.
import type { AddressInfo } from 'node:net';
import type { WorkerReady } from './cluster';
import { loadConfig } from './config';
import { startServer } from './main';

const { app } = await startServer(loadConfig(), { prepared: true });
const ready: WorkerReady = { ready: true, port: (app.server.address() as AddressInfo).port };
process.send?.(ready);
