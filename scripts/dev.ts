// `npm run dev`: the API server (restarted by tsx watch on server changes) plus the Vite dev
// server with hot reload; Vite proxies /chis_web to the API (vite.config.ts).
import { spawn, type ChildProcess } from 'node:child_process';

const apiPort = process.env.PORT ?? '8080';
const children: ChildProcess[] = [
  spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'watch', 'server/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort },
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], {
    stdio: 'inherit',
    env: { ...process.env, API_TARGET: process.env.API_TARGET ?? `http://127.0.0.1:${apiPort}` },
  }),
];

function stopAll(code: number) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exit(code);
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
