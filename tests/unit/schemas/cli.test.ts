// The command line: one `file:/pointer: message` line per problem and exit code 1; --check never
// writes and names the stale files with the hint to run `npm run schemas`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BASE_FIXTURES, INVALID_FIXTURES, REGISTRY, ROOT } from './helpers';

function run(...args: string[]) {
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/tsx'), ['scripts/schemas/cli.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

// Each case starts a process (tsx + the generator): seconds on a busy machine, not milliseconds.
describe('npm run schemas', { timeout: 60_000 }, () => {
  it('prints each problem on one line, a summary with the file count and time, and exits 1', () => {
    const result = run('--dir', REGISTRY, '--dir', BASE_FIXTURES, '--extra-dir', `${INVALID_FIXTURES}/operator-type-mismatch.json`);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines[0]).toBe(
      `${INVALID_FIXTURES}/operator-type-mismatch.json:/fields/1/filter/op: operator "between" is not allowed for column type "text" (allowed: eq, ne, contains, in, isNull)`,
    );
    expect(lines.at(-1)).toMatch(/^1 problem\(s\) in 1 file\(s\); 11 schema files validated in \d+ ms\. Nothing was written\.$/);
  });

  it('--check fails on output that differs from src/generated and says how to fix it', () => {
    const result = run('--check', '--dir', REGISTRY, '--dir', BASE_FIXTURES);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('src/generated/routes.ts: stale');
    expect(result.stderr).toContain('run `npm run schemas`');
  });

  it('rejects an unknown argument', () => {
    const result = run('--chek');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('unknown argument "--chek"');
  });
});
