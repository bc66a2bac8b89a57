// Generated export files: `<dataDir>/exports/<userId>/<file>.xlsx`, each with a record (owner,
// display filename, expiry). Export jobs call `registerExport`; the download route resolves a
// `sourcePath` (the record id, or its relative path) for the requesting user only.
import { existsSync } from 'node:fs';
import { isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { randomToken } from '../auth/secret-token';

export interface ExportRegistration {
  userId: number;
  /** The name the user sees, e.g. 药品库_2026-11-20.xlsx */
  filename: string;
  /** Absolute path, or relative to the exports folder; must lie inside `exports/<userId>/`. */
  path: string;
  expiresAt: number;
}

export function exportsRoot(ctx: AppContext): string {
  return resolve(ctx.config.dataDir, 'exports');
}

export function userExportDir(ctx: AppContext, userId: number): string {
  return join(exportsRoot(ctx), String(userId));
}

/** The path relative to the exports root, or null when it escapes the user's folder. */
function relativeInside(ctx: AppContext, userId: number, path: string): string | null {
  const absolute = isAbsolute(path) ? resolve(path) : resolve(exportsRoot(ctx), path);
  const rel = relative(userExportDir(ctx, userId), absolute);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  return [String(userId), ...rel.split(sep)].join('/');
}

export async function registerExport(ctx: AppContext, registration: ExportRegistration): Promise<{ id: string; sourcePath: string }> {
  const relPath = relativeInside(ctx, registration.userId, registration.path);
  if (!relPath) throw new Error(`export file ${registration.path} is outside the user's export folder`);
  const id = randomToken(18);
  await ctx.db
    .insertInto('export_file')
    .values({
      id,
      user_id: registration.userId,
      filename: registration.filename,
      rel_path: relPath,
      expires_at: registration.expiresAt,
      created_at: ctx.now(),
    })
    .execute();
  return { id, sourcePath: id };
}

export async function resolveDownload(ctx: AppContext, userId: number, sourcePath: string): Promise<{ file: string; filename: string }> {
  const notFound = new AppError(404, 'export.notFound');
  const byId = await ctx.db.selectFrom('export_file').selectAll().where('id', '=', sourcePath).executeTakeFirst();
  const record =
    byId ?? (await ctx.db.selectFrom('export_file').selectAll().where('rel_path', '=', sourcePath.replace(/^\/+/, '')).executeTakeFirst());
  // Another user's file answers exactly like a missing one: its existence is not revealed.
  if (!record || record.user_id !== userId || record.expires_at <= ctx.now()) throw notFound;
  const file = resolve(exportsRoot(ctx), record.rel_path);
  if (!relativeInside(ctx, userId, file) || !existsSync(file)) throw notFound;
  return { file, filename: record.filename };
}

/** RFC 6266 header: an ASCII fallback plus the exact UTF-8 name (RFC 5987). */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
