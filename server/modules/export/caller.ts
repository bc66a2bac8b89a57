// Adapts the session, permission and export services to what the page APIs (database, market)
// ask for: who is calling with which codes and licences, where their workbooks go, and how a
// finished workbook becomes downloadable.
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { bearerToken } from '../../http/auth';
import type { Subject } from '../../http/authorize';
import { AppError } from '../../http/errors';
import { refuseLapsed, sessionEntitlements, type Licenses } from '../auth/permission-service';
import { releaseExportRows, reserveExportRows, type Reservation } from '../entitlements/export-quota';
import type { Entitlements } from '../entitlements/resolve';
import { resolveAccessToken } from '../auth/session-service';
import { registerExport, userExportDir } from './export-service';

/** How long a generated workbook stays downloadable. */
export const EXPORT_TTL_MS = 7 * 24 * 3600_000;

export interface PageCaller extends Subject {
  userId: number;
  account: string;
  grants: ReadonlySet<string>;
  /** Licensed areas, categories and dosage forms (null = unrestricted), as in /permissions/options. */
  licenses: Licenses;
  exportDir: string;
  /** Everything resolved for the member (limits included), from the per-version cache. */
  entitlements: Entitlements;
  /** Reserves rows of the member's monthly export quota (one conditional update); how many they get. */
  reserveExportRows(wanted: number): Promise<Reservation>;
  /** Gives back reserved rows when the export was refused before it started. */
  releaseExportRows(rows: number): Promise<void>;
}

export async function callerOf(ctx: AppContext, request: FastifyRequest): Promise<PageCaller> {
  const token = bearerToken(request);
  const session = request.session ?? (token ? await resolveAccessToken(ctx, token) : null);
  if (!session) throw new AppError(401, 'auth.loginRequired');
  request.session = session;
  const entitlements = await sessionEntitlements(ctx, session);
  // A member whose subscription ended and who holds nothing else is told to renew on every page.
  refuseLapsed(entitlements);
  return {
    userId: session.userId,
    account: entitlements.account,
    grants: entitlements.codes,
    licenses: entitlements.licenses,
    exportDir: userExportDir(ctx, session.userId),
    entitlements,
    reserveExportRows: (wanted) => reserveExportRows(ctx, session.userId, entitlements.limits.exportRowsPerMonth, wanted),
    releaseExportRows: (rows) => (entitlements.limits.exportRowsPerMonth === null ? Promise.resolve() : releaseExportRows(ctx, session.userId, rows)),
  };
}

/** Registers a finished workbook of the request's user; returns its download `sourcePath`. */
export async function registerCallerExport(ctx: AppContext, request: FastifyRequest, file: { path: string; fileName: string }): Promise<string> {
  const { userId } = await callerOf(ctx, request);
  const { sourcePath } = await registerExport(ctx, { userId, filename: file.fileName, path: file.path, expiresAt: ctx.now() + EXPORT_TTL_MS });
  return sourcePath;
}
