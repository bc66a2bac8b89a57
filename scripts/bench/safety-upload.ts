// The upload budget of issue 22 (npm run bench:safety): a 50 MB file uploaded through
// POST /api/admin/upload must grow the server's peak resident memory by less than 60 MB, i.e. the
// file streams to disk instead of being held. The server runs as its own process (this file with
// --serve: the real app over a fresh data folder, no warehouse) so its memory is measured alone;
// the client streams the body from a generator, never holding it either.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { loadConfig, sqlitePath } from '../../server/config';
import { connectAppDb } from '../../server/db/connect';
import { DEMO_ADMIN } from '../../server/modules/admin/identity/admin-seed';
import { freePort } from './server';

const FILE_BYTES = 50 * 1024 * 1024;
const GOAL_BYTES = 60 * 1024 * 1024;
const CHUNK = 64 * 1024;
const BOUNDARY = '----chis-bench-upload';
/** A PNG signature and header: the content sniffs as a PNG, the rest is padding. */
const PNG_HEAD = Buffer.from('89504e470d0a1a0a0000000d49484452000000020000000308060000009a9c1800', 'hex');

function rssOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) * 1024 : NaN;
}

const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

/** The multipart body, produced chunk by chunk. */
function body(): ReadableStream<Uint8Array> {
  const head = Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="bench.png"\r\nContent-Type: image/png\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  const padding = Buffer.alloc(CHUNK, 1);
  let sent = 0;
  let stage = 0;
  return new ReadableStream({
    pull(controller) {
      if (stage === 0) {
        controller.enqueue(Buffer.concat([head, PNG_HEAD]));
        sent = PNG_HEAD.length;
        stage = 1;
      } else if (sent < FILE_BYTES) {
        const n = Math.min(CHUNK, FILE_BYTES - sent);
        controller.enqueue(padding.subarray(0, n));
        sent += n;
      } else {
        controller.enqueue(tail);
        controller.close();
      }
    },
  });
}

async function serve(dataDir: string, port: number): Promise<void> {
  const config = { ...loadConfig({ ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }), distDir: undefined };
  const app = await buildApp(config, { warehouse: null });
  // The budget is for a 50 MB file: the policy lets it through.
  const appDb = await connectAppDb({ sqlitePath: sqlitePath(config) });
  await appDb.db.updateTable('config').set({ value: String(FILE_BYTES + 1024 * 1024) }).where('name', '=', 'upload_max_size').execute();
  await appDb.close();
  await app.listen({ port, host: '127.0.0.1' });
  process.stdout.write('upload bench server ready\n');
}

export async function uploadBench(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'chis-bench-upload-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/safety-upload.ts', '--serve', dataDir, String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise<void>((ready, fail) => {
      child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && ready());
      child.once('exit', (code) => fail(new Error(`upload bench server exited with ${code}`)));
    });
    const origin = `http://127.0.0.1:${port}/chis_web/api/admin`;
    const login = await fetch(`${origin}/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: DEMO_ADMIN.username, password: DEMO_ADMIN.password }) });
    const token = ((await login.json()) as { content: { token: string } }).content.token;

    const pid = child.pid!;
    const before = rssOf(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssOf(pid))), 20);
    const started = Date.now();
    const res = await fetch(`${origin}/upload`, {
      method: 'POST',
      headers: { authorization: token, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      body: body(),
      duplex: 'half',
    } as RequestInit);
    const answer = (await res.json()) as { code: number; msg: string; content: { size: number } | null };
    clearInterval(sampler);
    peak = Math.max(peak, rssOf(pid));
    if (answer.code !== 200) throw new Error(`upload refused: ${answer.msg}`);
    const growth = peak - before;
    console.log(
      `upload of a ${mb(answer.content!.size)} MB file: server RSS ${mb(before)} MB → peak ${mb(peak)} MB, growth ${mb(growth)} MB ` +
        `(goal < ${mb(GOAL_BYTES)} MB: ${growth < GOAL_BYTES ? 'met' : 'NOT MET'}), ${Date.now() - started} ms, load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`,
    );
  } finally {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3], Number(process.argv[4]));
