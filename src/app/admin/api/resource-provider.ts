import type { Client, RequestOptions } from '../../../api/client';
import type { CrudScreen } from '../../../shared/crud/screen';
import type {
  ResourceKey,
  ResourceListRequest,
  ResourceListResult,
  ResourceProvider,
  ResourceRow,
  SelectOption,
  SelectRequest,
  UploadPolicy,
} from '../../../engine/runtime/resource-provider';
import { ADMIN_API, adminClient } from './client';
import { toResourceError } from './errors';

/** The admin resource API as the engine's ResourceProvider, plus a way to have a screen's schema fetched afresh. */
export interface AdminResources extends ResourceProvider {
  /** The next `screen(id)` asks the server again (a screen opened anew may have been redesigned). */
  forgetScreen(id: string): void;
}

/** The public site configuration, which carries the upload policy (server/modules/site/routes.ts). */
const SITE_CONFIG = '/api/v2/site-config';

const pathUnder = (base: string) => (id: string, ...rest: (string | number)[]) =>
  [base, id, ...rest].map((part, index) => (index === 0 ? part : encodeURIComponent(String(part)))).join('/');

/** docs/admin.md §3 list query: page, limit, `order=field,asc|desc`, quickSearch, `search` as JSON. */
export function listParams(request: ResourceListRequest): Record<string, unknown> {
  return {
    page: request.page,
    limit: request.limit,
    ...(request.order ? { order: `${request.order.field},${request.order.order}` } : {}),
    ...(request.quickSearch ? { quickSearch: request.quickSearch } : {}),
    ...(request.search.length > 0 ? { search: JSON.stringify(request.search) } : {}),
    ...(request.cursor ? { cursor: request.cursor } : {}),
    ...(request.window ? { window: request.window } : {}),
  };
}

/** The select query: the list's, plus `initValue` = the JSON array of keys whose labels are wanted. */
export function selectParams(request: SelectRequest): Record<string, unknown> {
  return {
    ...(request.page === undefined ? {} : { page: request.page }),
    ...(request.limit === undefined ? {} : { limit: request.limit }),
    ...(request.quickSearch ? { quickSearch: request.quickSearch } : {}),
    ...(request.initValue && request.initValue.length > 0 ? { initValue: JSON.stringify(request.initValue) } : {}),
  };
}

function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * The client has no abort of its own: an aborted read settles at once with the signal's reason
 * (the caller dropped it) and the answer, when it comes, is not read.
 */
function abortable<T>(send: () => Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return send();
  if (signal.aborted) return Promise.reject(abortReason(signal));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortReason(signal));
    signal.addEventListener('abort', onAbort, { once: true });
    send()
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * The ResourceProvider over `/chis_web/api/admin/<id>…` (docs/admin.md §3). Failures reject with a
 * ResourceError and are not toasted here: the renderer shows them on the field the server named, or
 * through the runtime's notifyError. Reads that take an AbortSignal own their cancellation, so two
 * identical reads (two selects over one resource) never cancel each other. The member centre uses
 * the same calls under its own `base` (/api/member) with the subscriber's client.
 */
export function createAdminResources(client: Pick<Client, 'request'> = adminClient, base = ADMIN_API): AdminResources {
  const path = pathUnder(base);
  const call = async <T>(options: RequestOptions, signal?: AbortSignal): Promise<T> => {
    try {
      return await abortable(() => client.request<T>({ ...options, showErrorMessage: false }), signal);
    } catch (error) {
      if (signal?.aborted) throw error;
      throw toResourceError(error);
    }
  };
  const screens = new Map<string, Promise<CrudScreen>>();

  return {
    screen(id) {
      let screen = screens.get(id);
      if (!screen) {
        const asked = call<CrudScreen>({ url: path('schema', id) });
        screens.set(id, asked);
        // A failure is not remembered: the next visit asks again.
        asked.catch(() => {
          if (screens.get(id) === asked) screens.delete(id);
        });
        screen = asked;
      }
      return screen;
    },
    forgetScreen(id) {
      screens.delete(id);
    },
    list: (id, request, signal) =>
      call<ResourceListResult>({ url: path(id), params: listParams(request), cancelDuplicate: false }, signal),
    one: (id, key: ResourceKey) => call<ResourceRow>({ url: path(id, key) }),
    add: (id, values) => call<ResourceRow>({ url: path(id), method: 'POST', data: values }),
    edit: async (id, key, values) => {
      await call<unknown>({ url: path(id, key), method: 'PUT', data: values });
    },
    remove: (id, keys) => call<{ deleted: number }>({ url: path(id), method: 'DELETE', params: { ids: keys.join(',') } }),
    sortable: async (id, moveKey, targetKey) => {
      await call<unknown>({ url: path(id, 'sortable'), method: 'POST', data: { id: moveKey, targetId: targetKey } });
    },
    select: (id, request, signal) =>
      call<{ list: SelectOption[]; total: number }>({ url: path(id, 'select'), params: selectParams(request), cancelDuplicate: false }, signal),
    action: (id, name, body) => call<unknown>({ url: path(id, name), method: 'POST', data: body }),
    grantable: (id) => call<ResourceRow[]>({ url: path(id, 'grantable') }),
    upload: (file, onProgress) => {
      const form = new FormData();
      form.append('file', file);
      return call<ResourceRow>({ url: `${base}/upload`, method: 'POST', form, onUploadProgress: onProgress, cancelDuplicate: false });
    },
    uploadPolicy: () => call<{ upload: UploadPolicy }>({ url: SITE_CONFIG }).then((config) => config.upload),
  };
}
