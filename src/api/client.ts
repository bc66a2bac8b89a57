import ky, { isTimeoutError, type KyResponse } from 'ky';
import { CHANNEL, REQUEST_TIMEOUT_MS } from './config';
import { filenameFromDisposition } from './content-disposition';
import { noticeForNetworkFailure, noticeForStatus, type Notice } from './error-message';
import { hooks, type ClientHooks, type RenewedSession } from './hooks';
import { acquireLoading, releaseLoading } from './loading-counter';
import { pendingKey, PendingRequests, withoutPendingKey } from './pending';
import { serializeParams } from './serialize';
import { newTraceId } from './trace-id';
import { ApiError, DuplicateRequestError, type Envelope } from './types';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RequestOptions {
  /** Path under the API base, starting with '/': `/api/v2/user/login`. */
  url: string;
  method?: Method;
  /** Query string parameters (any method). */
  params?: Record<string, unknown>;
  /** JSON body. */
  data?: unknown;
  /** Show the catalogue message on failure (default true). */
  showErrorMessage?: boolean;
  /** Show the server's msg, else 'Operation successful', on success (default false). */
  showSuccessMessage?: boolean;
  /** Count this call in the loading overlay (default false). */
  loading?: boolean;
  /** Cancel an identical in-flight call (default true, spec §4). */
  cancelDuplicate?: boolean;
  /** Let the call outlive the page (tracking upload on page hide). */
  keepalive?: boolean;
  /** A multipart body (an upload) instead of JSON `data`, sent with progress reports (send-form.ts). */
  form?: FormData;
  /** The share of `form` sent so far, 0–100. */
  onUploadProgress?: (percent: number) => void;
  /** More headers (a second party's session, e.g. the marketplace buyer's token for the installer). */
  headers?: Record<string, string>;
}

/** Calls the API with one set of hooks: what `request` and `download` are made of. */
export interface Client {
  /** Calls the API and resolves to the envelope's `content`; rejects with ApiError or DuplicateRequestError. */
  request<T = unknown>(options: RequestOptions): Promise<T>;
  /**
   * Spec §7: fetches an export file. When the server answers with JSON instead of a file, its msg
   * is shown as an error; otherwise the file is saved under the Content-Disposition name.
   */
  download(sourcePath: string): Promise<void>;
  /** Fetches a file the API serves at `url` (saved under its Content-Disposition name, else `fallback`). */
  downloadFile(url: string, fallback: string, params?: Record<string, string>): Promise<void>;
}

// In-flight calls of every client: the key holds the token, so two sessions' calls never collide.
const pending = new PendingRequests();

// The one ky instance: the spec's timeout and headers. No retries: a retried POST could run twice,
// and the spec's messages describe a single attempt.
const http = ky.create({
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  throwHttpErrors: false,
  hooks: {
    beforeRequest: [
      (request) => {
        request.headers.set('channel', CHANNEL);
        request.headers.set('X-Trace-Id', newTraceId());
      },
    ],
  },
});

const DOWNLOAD_URL = '/api/v2/export-excel/download';

/**
 * A client whose hooks are the app's (configureClient) with `own` on top. A part of the app with a
 * session of its own (the admin back-end: its token, its 401 handling) calls through one of these;
 * headers, timeout, duplicate cancelling, envelope and error catalogue are the same for every client.
 */
export function createClient(own: Partial<ClientHooks> = {}): Client {
  const current = (): ClientHooks => ({ ...hooks(), ...own });

  // The latch of spec §8's "once": concurrent 401s for calls sent with the same token redirect a
  // single time; a later login (a new token) arms it again. One per client: one per session.
  let unauthorizedToken: string | undefined;

  // The renewal in flight: parallel 401s share one refresh (a refresh token is good for one use).
  let renewing: Promise<string | null> | undefined;

  /** A token to retry a call refused with `refused`, or null when the session cannot be renewed. */
  function renewed(h: ClientHooks, refused: string): Promise<string | null> {
    const now = h.getToken();
    // Renewed meanwhile (a parallel call, another tab): retry with that session.
    if (now && now !== refused) return Promise.resolve(now);
    const refreshToken = h.getRefreshToken();
    if (!refreshToken) return Promise.resolve(null);
    renewing ??= renew(h, refreshToken).finally(() => {
      renewing = undefined;
    });
    return renewing;
  }

  /**
   * Sends a call with the session's token; when a signed-in call is refused with 401 (the access
   * token expired), the session is renewed once and the call sent again with the new token.
   */
  async function exchange(options: RequestOptions, h: ClientHooks): Promise<Exchange> {
    const token = h.getToken();
    const first = await sendAndRead(options, h, token);
    if (!token || !isUnauthorized(first.response.status, first.envelope)) return first;
    const fresh = await renewed(h, token);
    return fresh ? sendAndRead(options, h, fresh) : first;
  }

  async function request<T = unknown>(options: RequestOptions): Promise<T> {
    const h = current();
    const { response, envelope, token } = await exchange(options, h);
    if (!response.ok || envelope === undefined || envelope.code !== 200) {
      throw fail(options, h, response.status, envelope, token);
    }
    if (options.showSuccessMessage) h.notifySuccess(envelope.msg || h.translate('api.success'));
    return envelope.content as T;
  }

  /** Turns a refused call (sent with `token`) into an ApiError, after the side effects of spec §8. */
  function fail(options: RequestOptions, h: ClientHooks, status: number, envelope: Envelope | undefined, token: string): ApiError {
    const code = envelope?.code ?? status;
    const serverMsg = envelope?.msg || undefined;
    if (isUnauthorized(status, envelope)) {
      const first = unauthorizedToken !== token;
      unauthorizedToken = token;
      if (!first) return new ApiError(401, h.translate('api.status.401'), undefined, serverMsg);
      const error = new ApiError(401, shown(options, h, { id: 'api.status.401' }), undefined, serverMsg);
      h.onUnauthorized();
      return error;
    }
    if (code === 4034) {
      const error = new ApiError(4034, shown(options, h, serverMsg ? { text: serverMsg } : { id: 'api.status.403' }), undefined, serverMsg);
      h.onSessionRevoked();
      return error;
    }
    const notice: Notice =
      status >= 200 && status < 300 && serverMsg
        ? { text: serverMsg }
        : noticeForStatus(status >= 200 && status < 300 ? code : status, serverMsg, options.url);
    return new ApiError(code, shown(options, h, notice), envelope?.content, serverMsg);
  }

  function download(sourcePath: string): Promise<void> {
    return downloadFile(DOWNLOAD_URL, sourcePath.split('/').pop() || 'export.xlsx', { sourcePath });
  }

  async function downloadFile(url: string, fallback: string, params?: Record<string, string>): Promise<void> {
    const options = { url, params, loading: true };
    const h = current();
    const { response, envelope, token } = await exchange(options, h);
    const isJson = (response.headers.get('content-type') ?? '').includes('json');
    if (isJson || !response.ok) {
      if (!response.ok || envelope?.code !== 200) throw fail(options, h, response.status, envelope, token);
      // A "successful" JSON answer is still not a file: its msg is the reason.
      const text = envelope.msg || h.translate('api.download.failed');
      h.notifyError(text);
      throw new ApiError(envelope.code, text);
    }
    const blob = await response.blob();
    h.saveFile(blob, filenameFromDisposition(response.headers.get('content-disposition'), fallback));
  }

  return { request, download, downloadFile };
}

/** One call's answer: the response, its envelope when it is JSON, and the token it was sent with. */
interface Exchange {
  response: KyResponse;
  envelope: Envelope | undefined;
  token: string;
}

async function sendAndRead(options: RequestOptions, h: ClientHooks, token: string): Promise<Exchange> {
  const response = await send(options, h, token);
  return { response, envelope: await readEnvelope(response), token };
}

function isUnauthorized(status: number, envelope: Envelope | undefined): boolean {
  return envelope?.code === 401 || (status === 401 && envelope === undefined);
}

/** Exchanges the refresh token for a new session; null when refused (expired, used, revoked) or unreachable. */
async function renew(h: ClientHooks, refreshToken: string): Promise<string | null> {
  try {
    const options: RequestOptions = { url: h.refreshUrl, method: 'POST', data: { refreshToken }, showErrorMessage: false, cancelDuplicate: false };
    const { response, envelope } = await sendAndRead(options, h, '');
    const session = envelope?.content as RenewedSession | undefined;
    if (!response.ok || envelope?.code !== 200 || typeof session?.token !== 'string' || typeof session.refreshToken !== 'string') return null;
    h.storeSession(session);
    return session.token;
  } catch {
    return null;
  }
}

/**
 * Sends one call with the spec's headers, timeout, serialization and duplicate cancellation, and
 * returns the raw response. Network failures and timeouts are reported here; HTTP statuses are
 * the caller's to interpret.
 */
async function send(options: RequestOptions, h: ClientHooks, token: string): Promise<KyResponse> {
  const method = options.method ?? 'GET';
  const key = pendingKey({ url: options.url, method, token, params: options.params, data: options.data });
  const cancelDuplicate = options.cancelDuplicate ?? true;
  const controller = cancelDuplicate
    ? pending.register(key, (earlier) =>
        earlier.abort(new DuplicateRequestError(h.translate('api.duplicateCancelled', { url: options.url }))),
      )
    : new AbortController();
  if (options.loading) acquireLoading();
  try {
    const query = serializeParams(withoutPendingKey(options.params));
    const target = `${h.baseUrl()}${options.url}${query ? `?${query}` : ''}`;
    const body = withoutPendingKey(options.data);
    // The interface language, not the browser's: a Chinese page in an English browser reads Chinese.
    const headers = { ...options.headers, Authorization: token, 'Accept-Language': h.language() };
    if (options.form) {
      // Uploads happen in back-end and member forms only: their sender stays out of a visitor's first download.
      const { sendForm } = await import('./send-form');
      const sent = await sendForm(target, { ...headers, channel: CHANNEL, 'X-Trace-Id': newTraceId() }, options.form, controller.signal, options.onUploadProgress);
      return sent as KyResponse;
    }
    return await http(target, {
      method,
      headers,
      signal: controller.signal,
      keepalive: options.keepalive,
      ...(body === undefined ? {} : { json: body }),
    });
  } catch (error) {
    if (controller.signal.aborted && controller.signal.reason instanceof DuplicateRequestError) {
      throw controller.signal.reason;
    }
    const notice = noticeForNetworkFailure(isTimeoutError(error) ? 'timeout' : 'network', h.isOnline());
    throw new ApiError(0, shown(options, h, notice));
  } finally {
    if (cancelDuplicate) pending.release(key, controller);
    if (options.loading) releaseLoading();
  }
}

async function readEnvelope(response: KyResponse): Promise<Envelope | undefined> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return undefined;
  try {
    const body: unknown = await response.json();
    return isEnvelope(body) ? body : undefined;
  } catch {
    return undefined;
  }
}

function isEnvelope(body: unknown): body is Envelope {
  return typeof body === 'object' && body !== null && typeof (body as Envelope).code === 'number';
}

function shown(options: RequestOptions, h: ClientHooks, notice: Notice): string {
  const text = 'text' in notice ? notice.text : h.translate(notice.id, notice.values);
  if (options.showErrorMessage ?? true) h.notifyError(text);
  return text;
}

// The app's own client: the hooks configureClient installed, unchanged.
const appClient = createClient();

/** Calls the API and resolves to the envelope's `content`; rejects with ApiError or DuplicateRequestError. */
export const request: Client['request'] = appClient.request;

/** Spec §7: fetches an export file (see Client.download). */
export const download: Client['download'] = appClient.download;
