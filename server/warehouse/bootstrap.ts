// What the server and the scripts call to get a warehouse: build one from the synthetic
// generator (generate into a work folder, import, swap in), or keep the existing file.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generateSeed } from '../seed/generate';
import type { ScaleName } from '../seed/scales';
import { importDirectory, type ImportResult } from './loader';

export interface BuildOptions {
  path: string;
  scale: ScaleName;
  seed?: number;
  /** Where the generated files go; a temporary folder (removed afterwards) when absent. */
  workDir?: string;
  log?: (line: string) => void;
}

export interface BuildResult extends ImportResult {
  generated: Record<string, number>;
  generateSeconds: number;
}

export async function buildWarehouse(options: BuildOptions): Promise<BuildResult> {
  const workDir = options.workDir ?? mkdtempSync(join(tmpdir(), `chis-seed-${options.scale}-`));
  try {
    const generated = await generateSeed({ scale: options.scale, seed: options.seed, outDir: workDir, log: options.log });
    const imported = await importDirectory(workDir, options.path, options.log);
    return { ...imported, generated: generated.tables, generateSeconds: generated.seconds };
  } finally {
    if (!options.workDir) rmSync(workDir, { recursive: true, force: true });
  }
}

export async function ensureWarehouse(options: { path: string; scale: ScaleName; seed?: number }): Promise<{ created: boolean; seconds: number }> {
  if (existsSync(options.path)) return { created: false, seconds: 0 };
  const started = performance.now();
  await buildWarehouse(options);
  return { created: true, seconds: (performance.now() - started) / 1000 };
}
