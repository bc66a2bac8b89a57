// POST /api/v2/user/visit-log/submit: batches of page-visit and event records (spec §3). Each
// record carries a client-made `recordId`; a resent batch is stored once (ON CONFLICT DO NOTHING
// on the unique record id), so the web's keepalive retries can never duplicate.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { optionalAuth } from '../../http/auth';
import { ok } from '../../http/envelope';

export const TRACKING_TYPES = [
  'PAGE_ACCESS_PATH',
  'MARKET_DATABASE_QUERY_EVENTS',
  'MARKET_DATABASE_EXPORT_EVENT',
  'BASE_DATABASE_QUERY_EVENTS',
  'BASE_DATABASE_EXPORT_EVENT',
] as const;

const text = (max: number) => ({ type: 'string', maxLength: max }) as const;

const recordSchema = {
  type: 'object',
  required: ['recordId', 'type', 'createdTime'],
  // Page records also carry the page's query fields (area, bigJx, ...), so extra keys are kept.
  additionalProperties: true,
  properties: {
    recordId: { type: 'string', minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' },
    type: { type: 'string', enum: TRACKING_TYPES },
    createdTime: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' },
    sourcePage: text(500),
    moduleName: text(200),
    duration: { type: 'number', minimum: 0 },
    eventCode: { type: 'string', enum: ['browse', 'click', 'scroll', 'query', 'export'] },
    action: { type: 'string', enum: ['click', 'scroll_up', 'stay', 'browse', 'query', 'export'] },
    eventResource: text(500),
    stayTime: { type: 'number', minimum: 0 },
    scrollDepth: { type: 'number', minimum: 0 },
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
        screenWidth: { type: 'integer', minimum: 0 },
        screenHeight: { type: 'integer', minimum: 0 },
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

export function registerTrackingRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post('/api/v2/user/visit-log/submit', { preHandler: optionalAuth(ctx), schema: { body: submitBody } }, async (request) => {
    const { records, device, appId } = request.body as { records: TrackingRecord[]; device?: object; appId?: string };
    const deviceJson = device || appId ? JSON.stringify({ ...device, appId: appId ?? (device as { appId?: string })?.appId }) : null;
    const receivedAt = ctx.now();
    const rows = records.map(({ recordId, type, createdTime, sourcePage, ...payload }) => ({
      record_id: recordId,
      user_id: request.session?.userId ?? null,
      type,
      source_page: sourcePage ?? null,
      created_time: createdTime,
      payload: JSON.stringify(payload),
      device: deviceJson,
      received_at: receivedAt,
    }));
    const result = await ctx.db
      .insertInto('visit_log')
      .values(rows)
      .onConflict((oc) => oc.column('record_id').doNothing())
      .executeTakeFirst();
    const stored = Number(result.numInsertedOrUpdatedRows ?? 0);
    return ok({ received: records.length, stored, duplicates: records.length - stored });
  });
}
