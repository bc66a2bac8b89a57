// `npm run schemas [-- --check] [--dir <dir>] [--extra-dir <dir>]`: validates every schema file,
// prints each problem as one `file:/pointer: message` line, and (re)writes src/generated/.
// --check writes nothing and fails when the files on disk are stale.
import { performance } from 'node:perf_hooks';
import { DEFAULT_SOURCES, GENERATED_DIR, generate, staleFiles, writeGenerated } from './generate';
import { formatProblem } from '../../lib/schema-check/problems';

interface Arguments {
  check: boolean;
  sources: string[];
  extra: string[];
}

function parseArguments(argv: string[]): Arguments {
  const parsed: Arguments = { check: false, sources: [], extra: [] };
  for (let i = 0; i < argv.length; i += 1) {
    const argument = argv[i];
    const value = () => {
      const next = argv[++i];
      if (next === undefined) throw new Error(`${argument} needs a folder`);
      return next;
    };
    if (argument === '--check') parsed.check = true;
    else if (argument === '--dir') parsed.sources.push(value());
    else if (argument === '--extra-dir') parsed.extra.push(value());
    else throw new Error(`unknown argument "${argument}" (use --check, --dir <dir>, --extra-dir <dir>)`);
  }
  if (parsed.sources.length === 0) parsed.sources = DEFAULT_SOURCES;
  return parsed;
}

async function main(): Promise<number> {
  const started = performance.now();
  const args = parseArguments(process.argv.slice(2));
  const root = process.cwd();
  const result = await generate({ root, sources: args.sources, extra: args.extra });
  const elapsed = () => `${Math.round(performance.now() - started)} ms`;
  const summary = `${result.validatedCount} schema files validated in ${elapsed()}`;
  if (result.problems.length > 0) {
    for (const problem of result.problems) console.error(formatProblem(problem));
    const files = new Set(result.problems.map((p) => p.file)).size;
    console.error(`\n${result.problems.length} problem(s) in ${files} file(s); ${summary}. Nothing was written.`);
    return 1;
  }
  if (args.check) {
    const stale = staleFiles(root, result.files);
    if (stale.length > 0) {
      for (const name of stale) console.error(`${GENERATED_DIR}/${name}: stale`);
      console.error(`\n${stale.length} generated file(s) are out of date: run \`npm run schemas\`. ${summary}.`);
      return 1;
    }
    console.log(`${GENERATED_DIR} is up to date; ${summary}.`);
    return 0;
  }
  const changed = writeGenerated(root, result.files);
  const list = changed.length ? ` (${changed.join(', ')})` : '';
  console.log(`${summary}; ${GENERATED_DIR}: ${changed.length} of ${result.files.size} files changed${list}.`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
