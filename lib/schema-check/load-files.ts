// Finds and parses the JSON files the generator reads. Files are returned sorted by their
// project-relative path so every later step sees them in the same order on every machine.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ProblemSink } from './problems';

export interface LoadedFile {
  /** Project-relative path with forward slashes (what problem lines print); `db:crud_schema/<id>` for a stored document. */
  file: string;
  /** Absolute path of the file; '' for a stored document. */
  absPath: string;
  data: unknown;
  /** A document stored in the app database (no path, so its `$schema` path is not checked). */
  stored?: boolean;
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
  /** Digest of every path and text read: equal fingerprints mean equal input. */
  fingerprint: string;
}

// Parsing is cheap but not free, and a process that validates repeatedly (the server's registry,
// the tests) mostly sees unchanged files: reuse the parsed value while the text is the same. The
// checks never modify a parsed document.
const parsed = new Map<string, { text: string; data: unknown }>();

function parse(absPath: string, text: string): unknown {
  const cached = parsed.get(absPath);
  if (cached?.text === text) return cached.data;
  const data = JSON.parse(text) as unknown;
  parsed.set(absPath, { text, data });
  return data;
}

/** Loads every *.json under the given folders or files (relative to root), skipping schemas/_meta. */
export function loadJsonFiles(root: string, sources: string[], sink: ProblemSink): LoadResult {
  const skip = path.resolve(root, META_DIR);
  const absPaths = [...new Set(sources.flatMap((source) => listJson(path.resolve(root, source), skip)))];
  const files: LoadedFile[] = [];
  const digest = createHash('sha256');
  for (const absPath of absPaths) {
    const file = toRelative(root, absPath);
    const text = readFileSync(absPath, 'utf8');
    digest.update(`${file}\0${text}\0`);
    try {
      files.push({ file, absPath, data: parse(absPath, text) });
    } catch (error) {
      sink.report(file, '', `is not valid JSON: ${(error as Error).message}`);
    }
  }
  return { files: files.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0)), readCount: absPaths.length, fingerprint: digest.digest('hex') };
}
