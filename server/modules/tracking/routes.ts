// POST /api/v2/user/visit-log/submit: batches of page-visit and event records (spec §3). Each
// record carries a client-made `recordId`; a resent batch is stored once (ON CONFLICT DO NOTHING
// on the record id), so the web's keepalive retries can never duplicate.
//
// Anyone may send (a token is optional), so what is stored is bounded: record ids are unique per
// client (the member, else the device, else the address), so one client cannot suppress another's
// records; only the fields spec §3 names are kept (the page's query fields are the filter keys the
// server knows), each of a bounded size; batches and stored bytes are limited per address.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { databaseWhitelist } from '../../../src/generated/whitelist';
import type { AppContext } from '../../context';
import { optionalAuth } from '../../http/auth';
import { ok } from '../../http/envelope';
import { addressKey, byAddress, consume, RATE_RULES } from '../../http/rate-limit';

export const TRACKING_TYPES = [
  'PAGE_ACCESS_PATH',
  'MARKET_DATABASE_QUERY_EVENTS',
  'MARKET_DATABASE_EXPORT_EVENT',
  'BASE_DATABASE_QUERY_EVENTS',
  'BASE_DATABASE_EXPORT_EVENT',
] as const;

/** A stored record's fields (its payload) never exceed this, in bytes of JSON. */
export const MAX_RECORD_BYTES = 4096;
/** The largest batch body accepted (a keepalive upload is at most 64 KB in browsers anyway). */
export const MAX_BATCH_BYTES = 256 * 1024;
const MAX_QUERY_TEXT = 200;
const MAX_QUERY_ITEMS = 50;

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const amount = { type: 'number', minimum: 0, maximum: 1e9 } as const;

/** Spec §3's named fields of page and event records, besides id, type, time and source page. */
const NAMED_FIELDS = ['moduleName', 'duration', 'eventCode', 'action', 'eventResource', 'stayTime', 'scrollDepth'] as const;
const LEVEL_FIELD = /^lv([1-9]|1\d|20)Page$/;
/** Spec §3's query keys, with its renames (region → area, jx → bigJx), and the search keyword. */
const SPEC_QUERY_FIELDS = ['brand', 'spm', 'tym', 'pm', 'rights', 'cj', 'zx', 'element', 'otcRx', 'dx', 'takeWay', 'bigJx', 'timeType', 'time', 'area', 'sort', 'keyword', 'block'];

const recordSchema = {
  type: 'object',
  required: ['recordId', 'type', 'createdTime'],
  // Records also carry the page's query fields and fields this server does not keep (the web's
  // `path`): they are accepted and left out, so an upload is never refused for them.
  additionalProperties: true,
  properties: {
    recordId: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
    type: { type: 'string', enum: TRACKING_TYPES },
    createdTime: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' },
    sourcePage: text(500),
    moduleName: text(200),
    duration: amount,
    eventCode: { type: 'string', enum: ['browse', 'click', 'scroll', 'query', 'export'] },
    action: { type: 'string', enum: ['click', 'scroll_up', 'stay', 'browse', 'query', 'export'] },
    eventResource: text(500),
    stayTime: amount,
    scrollDepth: amount,
  },
} as const;

const submitBody = {
  type: 'object',
  required: ['records'],
  additionalProperties: false,
  properties: {
    appId: text(50),
    device: {
      type: 'object',
      additionalProperties: false,
      properties: {
        deviceId: text(64),
        deviceBrand: text(100),
        deviceModel: text(100),
        osName: text(100),
        osVersion: text(100),
        screenWidth: { type: 'integer', minimum: 0, maximum: 100_000 },
        screenHeight: { type: 'integer', minimum: 0, maximum: 100_000 },
        appId: text(50),
      },
    },
    records: { type: 'array', minItems: 1, maxItems: 500, items: recordSchema },
  },
} as const;

interface TrackingRecord {
  recordId: string;
  type: string;
  createdTime: string;
  sourcePage?: string;
  [field: string]: unknown;
}

/** The back-end's pages (the SPA's /admin and below): they are not subscriber usage. */
const BACK_END_PAGE = /^\/admin(\/|$)/;

/**
 * Whether a record was made on a back-end page: a page record's own page is its `path`, an
 * event's is its `sourcePage` (for a page record that is where the visit came from).
 */
function madeOnBackEnd(record: TrackingRecord): boolean {
  const page = record.eventCode === undefined ? record.path : record.sourcePage;
  return typeof page === 'string' && BACK_END_PAGE.test(page);
}

/** The query-field names a record may carry: spec §3's, every filter-set key, every database filter field. */
export function trackedQueryFieldNames(projectRoot: string): Set<string> {
  const names = new Set(SPEC_QUERY_FIELDS);
  const dir = join(projectRoot, 'schemas', 'filters');
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json'))) {
    const set = JSON.parse(readFileSync(join(dir, file), 'utf8')) as { keys?: { key: string }[] };
    for (const key of set.keys ?? []) names.add(key.key);
  }
  for (const entry of Object.values(databaseWhitelist)) {
    for (const [name, field] of Object.entries(entry.fields)) if (field.op) names.add(name);
  }
  // The renamed originals are stored under their new names only.
  names.delete('region');
  names.delete('jx');
  return names;
}

const scalar = (value: unknown): boolean =>
  value === null || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value.length <= MAX_QUERY_TEXT);

/** A query field's value as stored: a short scalar or a short list of them; anything else is left out. */
function queryValue(value: unknown): unknown {
  if (scalar(value)) return value;
  if (Array.isArray(value) && value.length <= MAX_QUERY_ITEMS && value.every(scalar)) return value;
  return undefined;
}

/** The fields of a record that are stored (its payload), at most MAX_RECORD_BYTES of JSON. */
export function keptFields(record: Record<string, unknown>, queryFields: ReadonlySet<string>): Record<string, unknown> {
  const named: Record<string, unknown> = {};
  const query: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(record)) {
    if ((NAMED_FIELDS as readonly string[]).includes(field)) named[field] = value;
    else if (LEVEL_FIELD.test(field) && typeof value === 'string') named[field] = value.slice(0, MAX_QUERY_TEXT);
    else if (queryFields.has(field)) {
      const kept = queryValue(value);
      if (kept !== undefined) query[field] = kept;
    }
  }
  const all = { ...named, ...query };
  if (Buffer.byteLength(JSON.stringify(all)) <= MAX_RECORD_BYTES) return all;
  // Too much query detail: the record keeps what identifies the visit or event.
  return named;
}

/** Whose records these are: ids are unique per client, never across clients. */
function clientKey(request: FastifyRequest, deviceId: string | undefined): string {
  if (request.session) return `u:${request.session.userId}`;
  if (deviceId) return `d:${deviceId}`;
  return `ip:${addressKey(request.ip)}`;
}

export function registerTrackingRoutes(app: FastifyInstance, ctx: AppContext): void {
  const queryFields = trackedQueryFieldNames(ctx.config.projectRoot);
  app.post(
    '/api/v2/user/visit-log/submit',
    { preHandler: optionalAuth(ctx), config: { rateLimit: 'tracking' }, schema: { body: submitBody }, bodyLimit: MAX_BATCH_BYTES },
    async (request, reply) => {
      const { records, device, appId } = request.body as { records: TrackingRecord[]; device?: { deviceId?: string; appId?: string }; appId?: string };
      const deviceJson = device || appId ? JSON.stringify({ ...device, appId: appId ?? device?.appId }) : null;
      const receivedAt = ctx.now();
      const owner = clientKey(request, device?.deviceId);
      // The admin app sends nothing; what an older or a forged client sends from there is left out.
      const rows = records.filter((record) => !madeOnBackEnd(record)).map(({ recordId, type, createdTime, sourcePage, ...fields }) => ({
        client_key: owner,
        record_id: recordId,
        user_id: request.session?.userId ?? null,
        type,
        source_page: sourcePage ?? null,
        created_time: createdTime,
        payload: JSON.stringify(keptFields(fields, queryFields)),
        device: deviceJson,
        received_at: receivedAt,
      }));
      const bytes = rows.reduce((sum, row) => sum + row.payload.length + (row.device?.length ?? 0) + (row.source_page?.length ?? 0) + 100, 0);
      await consume(ctx, RATE_RULES.trackingBytesPerIp, byAddress(request), bytes, reply);
      const result =
        rows.length === 0
          ? undefined
          : await ctx.db
              .insertInto('visit_log')
              .values(rows)
              .onConflict((oc) => oc.columns(['client_key', 'record_id']).doNothing())
              .executeTakeFirst();
      const stored = Number(result?.numInsertedOrUpdatedRows ?? 0);
      return ok({ received: records.length, stored, duplicates: rows.length - stored });
    },
  );
}
