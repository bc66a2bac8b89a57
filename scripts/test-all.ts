// `npm test`: every check the project has, in the order that fails fastest, then one summary line
// (`N passed, N failed`) that CI reads. Each step's own output streams through unchanged.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const bin = (name: string) => path.join('node_modules', '.bin', name);
const steps: { name: string; cmd: string; args: string[] }[] = [
  { name: 'typecheck', cmd: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  { name: 'schemas --check', cmd: bin('tsx'), args: ['scripts/schemas/cli.ts', '--check'] },
  { name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings=0'] },
];

const failedSteps: string[] = [];
for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ ${step.name}`);
  const result = spawnSync(step.cmd, step.args, { stdio: 'inherit' });
  console.log(`  ${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) failedSteps.push(step.name);
}

const reportDir = mkdtempSync(path.join(tmpdir(), 'chis-test-'));
const report = path.join(reportDir, 'vitest.json');
const projects = process.env.TEST_PROJECTS?.split(',').flatMap((p) => ['--project', p]) ?? [];
console.log('\n▶ vitest (unit, web, server, e2e)');
const vitest = spawnSync(bin('vitest'), ['run', ...projects, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], {
  stdio: 'inherit',
});

let passed = 0;
let failed = 0;
let skipped = 0;
try {
  const json = JSON.parse(readFileSync(report, 'utf8')) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
  };
  passed = json.numPassedTests;
  failed = json.numFailedTests;
  skipped = json.numPendingTests + json.numTodoTests;
} catch {
  failedSteps.push('vitest (no report)');
}
rmSync(reportDir, { recursive: true, force: true });
if (vitest.status !== 0 && failed === 0) failedSteps.push('vitest');

// Each failed non-test step counts as one failure so the summary line can never read green.
failed += failedSteps.length;
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 && passed > 0 ? 0 : 1);
