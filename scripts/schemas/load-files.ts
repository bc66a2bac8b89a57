// Finds and parses the JSON files the generator reads. Files are returned sorted by their
// project-relative path so every later step sees them in the same order on every machine.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ProblemSink } from './problems';

export interface LoadedFile {
  /** Project-relative path with forward slashes (what problem lines print). */
  file: string;
  absPath: string;
  data: unknown;
}

/** Folder of the meta-schemas; they describe the files and are not data themselves. */
export const META_DIR = path.join('schemas', '_meta');

function listJson(absPath: string, skip: string): string[] {
  if (absPath === skip) return [];
  if (statSync(absPath).isFile()) return absPath.endsWith('.json') ? [absPath] : [];
  return readdirSync(absPath)
    .sort()
    .flatMap((name) => listJson(path.join(absPath, name), skip));
}

function toRelative(root: string, absPath: string): string {
  return path.relative(root, absPath).split(path.sep).join('/');
}

export interface LoadResult {
  /** The files that parsed, sorted by path. */
  files: LoadedFile[];
  /** How many files were read (parsed or not). */
  readCount: number;
}

/** Loads every *.json under the given folders or files (relative to root), skipping schemas/_meta. */
export function loadJsonFiles(root: string, sources: string[], sink: ProblemSink): LoadResult {
  const skip = path.resolve(root, META_DIR);
  const absPaths = [...new Set(sources.flatMap((source) => listJson(path.resolve(root, source), skip)))];
  const files: LoadedFile[] = [];
  for (const absPath of absPaths) {
    const file = toRelative(root, absPath);
    try {
      files.push({ file, absPath, data: JSON.parse(readFileSync(absPath, 'utf8')) as unknown });
    } catch (error) {
      sink.report(file, '', `is not valid JSON: ${(error as Error).message}`);
    }
  }
  return { files: files.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)), readCount: absPaths.length };
}
