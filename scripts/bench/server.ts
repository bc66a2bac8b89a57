// The real server for a bench: exactly `npm start` as its own process on loopback (so the load
// generator's CPU shows apart from the server's), its login, and the wait for its market index.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadConfig } from '../../server/config';

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** `npm start` as a subscriber would run it; resolves with its address once it says it is ready. */
export async function startServer(dataDir: string, port: number) {
  const warehousePath = loadConfig().warehousePath; // the default warehouse, reused between runs
  // `tsx scripts/start.ts` in this very process id (tsx's CLI would fork), so its CPU can be read.
  const nodeArgs = process.env.BENCH_SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'scripts/start.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, WAREHOUSE_PATH: warehousePath, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<never>((_, fail) => child.once('exit', (code) => fail(new Error(`npm start exited with ${code}`))));
  const ready = new Promise<void>((done) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('CHIS Web is ready')) done();
    });
  });
  await Promise.race([ready, exited]);
  return { child, origin: `http://127.0.0.1:${port}` };
}

/** A /proc file's text, or '' when its thread or process ended meanwhile (threads come and go). */
function procText(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/** A process and every process below it (the worker processes of `npm start`), from /proc. */
export function processTree(pid: number): number[] {
  let tasks: string[];
  try {
    tasks = readdirSync(`/proc/${pid}/task`);
  } catch {
    return []; // the process ended
  }
  const children = tasks.flatMap((task) => procText(`/proc/${pid}/task/${task}/children`).split(' ').filter(Boolean).map(Number));
  return [pid, ...children.flatMap((child) => processTree(child))];
}

/** CPU seconds the server has used so far (user + system of the process and its workers, from /proc). */
export function serverCpuSeconds(pid: number): number {
  let total = 0;
  for (const each of processTree(pid)) {
    // Fields 14 and 15 of /proc/<pid>/stat, counted after the command name's closing parenthesis.
    const fields = procText(`/proc/${each}/stat`).split(') ')[1]?.split(' ') ?? [];
    total += (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) / 100;
  }
  return total;
}

/** The server's resident memory (the process and its workers, threads included), in MB, from /proc. */
export function serverRssMb(pid: number): number {
  let kb = 0;
  for (const each of processTree(pid)) kb += Number(procText(`/proc/${each}/status`).match(/^VmRSS:\s+(\d+) kB/m)?.[1] ?? 0);
  return kb / 1024;
}

/**
 * Waits until the server says its market is prepared (the in-memory index builds after start, in
 * each worker process): the health check answers from whichever worker takes the connection, so
 * ten answers in a row must say ready.
 */
export async function marketPrepared(origin: string): Promise<void> {
  const deadline = Date.now() + 300_000;
  let inRow = 0;
  for (;;) {
    const res = await fetch(`${origin}/chis_web/api/health`, { headers: { connection: 'close' } });
    const { content } = (await res.json()) as { content: { market: string } };
    inRow = content.market === 'ready' ? inRow + 1 : 0;
    if (inRow >= 10) return;
    if (content.market === 'ready') continue;
    if (content.market !== 'preparing') throw new Error(`market is ${content.market}`);
    if (Date.now() > deadline) throw new Error('market not prepared within 5 minutes');
    await new Promise((done) => setTimeout(done, 200)); // a poll interval, not a wait for time
  }
}

export async function login(origin: string): Promise<string> {
  const res = await fetch(`${origin}/chis_web/api/v2/user/login`, {
    method: 'POST',
    headers: { channel: 'web', 'content-type': 'application/json' },
    body: JSON.stringify({ account: 'demo', password: 'chis-demo-2026' }),
  });
  const json = (await res.json()) as { code: number; content: { token: string } };
  if (json.code !== 200) throw new Error(`login answered ${JSON.stringify(json)}`);
  return json.content.token;
}
