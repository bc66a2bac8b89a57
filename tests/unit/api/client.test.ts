import { http, HttpResponse, delay } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createClient, download, request } from '../../../src/api/client';
import { REQUEST_TIMEOUT_MS } from '../../../src/api/config';
import { noticeForNetworkFailure } from '../../../src/api/error-message';
import { configureClient, fillTemplate, resetClientHooks } from '../../../src/api/hooks';
import messages from '../../../src/api/messages';
import { ApiError, DuplicateRequestError } from '../../../src/api/types';

const BASE = 'http://api.test/chis_web';
const server = setupServer();

type Locale = 'zh-cn' | 'en';
let locale: Locale;
let token: string;
let online: boolean;
let errors: string[];
let successes: string[];
let events: string[];
let saved: { name: string; size: number }[];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => server.resetHandlers());
beforeEach(() => {
  locale = 'en';
  token = 'tok-1';
  online = true;
  errors = [];
  successes = [];
  events = [];
  saved = [];
  resetClientHooks();
  configureClient({
    baseUrl: () => BASE,
    getToken: () => token,
    translate: (id, values) => fillTemplate((messages[locale] as Record<string, string>)[id] ?? id, values),
    notifyError: (text) => errors.push(text),
    notifySuccess: (text) => successes.push(text),
    showLoading: () => events.push('show'),
    hideLoading: () => events.push('hide'),
    onUnauthorized: () => {
      // As the app does: the session ends at once, while the other calls are still in flight.
      token = '';
      events.push('unauthorized');
    },
    onSessionRevoked: () => events.push('revoked'),
    isOnline: () => online,
    saveFile: async (blob, name) => {
      saved.push({ name, size: blob.size });
    },
  });
});

const ok = (content: unknown, msg = '') => HttpResponse.json({ code: 200, msg, content });

describe('request headers and parameters (spec §7)', () => {
  it('sends channel, Authorization and a fresh 32-character X-Trace-Id under /chis_web', async () => {
    const seen: Headers[] = [];
    server.use(http.get(`${BASE}/api/v2/ping`, ({ request: req }) => (seen.push(req.headers), ok('pong'))));
    await expect(request({ url: '/api/v2/ping', params: { a: 1 } })).resolves.toBe('pong');
    await request({ url: '/api/v2/ping', params: { a: 2 } });
    expect(seen[0].get('channel')).toBe('web');
    expect(seen[0].get('authorization')).toBe('tok-1');
    expect(seen[0].get('x-trace-id')).toMatch(/^[A-Za-z0-9]{32}$/);
    expect(seen[1].get('x-trace-id')).not.toBe(seen[0].get('x-trace-id'));
    expect(REQUEST_TIMEOUT_MS).toBe(300000);
  });

  it('puts GET params in the query string as key[sub]=value and POST data in a JSON body', async () => {
    let query = '';
    let body: unknown;
    server.use(
      http.get(`${BASE}/api/v2/q`, ({ request: req }) => ((query = new URL(req.url).search), ok(null))),
      http.post(`${BASE}/api/v2/p`, async ({ request: req }) => ((body = await req.json()), ok(null))),
    );
    await request({ url: '/api/v2/q', params: { filter: { tier: 1 }, k: 'v' } });
    await request({ url: '/api/v2/p', method: 'POST', data: { x: [1], request_front_pending_key: 'slot' } });
    expect(decodeURIComponent(query)).toBe('?filter[tier]=1&k=v');
    expect(body).toEqual({ x: [1] });
  });
});

describe('envelope', () => {
  it("resolves to content and shows the server's msg, else 'Operation successful', when asked", async () => {
    server.use(
      http.post(`${BASE}/a`, () => ok({ id: 1 }, 'Saved')),
      http.post(`${BASE}/b`, () => ok({ id: 2 })),
    );
    await expect(request({ url: '/a', method: 'POST', showSuccessMessage: true })).resolves.toEqual({ id: 1 });
    await request({ url: '/b', method: 'POST', showSuccessMessage: true });
    locale = 'zh-cn';
    await request({ url: '/b', method: 'POST', showSuccessMessage: true });
    expect(successes).toEqual(['Saved', 'Operation successful', '操作成功']);
  });

  it('shows the msg of a non-200 envelope code and rejects with it', async () => {
    server.use(http.get(`${BASE}/x`, () => HttpResponse.json({ code: 422, msg: '账号已存在', content: null })));
    await expect(request({ url: '/x' })).rejects.toMatchObject({ code: 422, message: '账号已存在' });
    expect(errors).toEqual(['账号已存在']);
  });

  it('stays quiet when showErrorMessage is false', async () => {
    server.use(http.get(`${BASE}/x`, () => HttpResponse.json({ code: 400, msg: 'bad', content: null }, { status: 400 })));
    await expect(request({ url: '/x', showErrorMessage: false })).rejects.toBeInstanceOf(ApiError);
    expect(errors).toEqual([]);
  });
});

describe('error catalogue (spec §8), in both languages', () => {
  const fixed: [number, string, string][] = [
    [400, 'Incorrect parameter!', '参数不正确！'],
    [403, 'You do not have permission to operate!', '您没有权限操作！'],
    [408, 'Request timed out!', '请求超时！'],
    [409, 'The same data already exists in the system!', '系统已存在相同数据！'],
    [501, 'Service not implemented!', '服务未实现！'],
    [502, 'Gateway error!', '网关错误！'],
    [503, 'Service unavailable!', '服务不可用！'],
    [504, 'The service is temporarily unavailable Please try again later!', '服务暂时无法访问，请稍后再试！'],
    [505, 'HTTP version is not supported!', 'HTTP版本不受支持！'],
  ];

  it.each(fixed)('HTTP %i shows its fixed message whatever the server says', async (status, en, zh) => {
    server.use(http.get(`${BASE}/e`, () => HttpResponse.json({ code: status, msg: 'server text', content: null }, { status })));
    await expect(request({ url: '/e' })).rejects.toMatchObject({ code: status, message: en });
    locale = 'zh-cn';
    await expect(request({ url: '/e' })).rejects.toMatchObject({ message: zh });
    expect(errors).toEqual([en, zh]);
  });

  it('404 names the address', async () => {
    server.use(http.get(`${BASE}/missing`, () => new HttpResponse('nope', { status: 404 })));
    await expect(request({ url: '/missing' })).rejects.toMatchObject({ message: 'Error requesting address:/missing' });
    locale = 'zh-cn';
    await expect(request({ url: '/missing' })).rejects.toMatchObject({ message: '请求地址出错：/missing' });
  });

  it("500 and unlisted statuses show the server's msg, else their default", async () => {
    server.use(
      http.get(`${BASE}/m500`, () => HttpResponse.json({ code: 500, msg: 'disk full', content: null }, { status: 500 })),
      http.get(`${BASE}/e500`, () => new HttpResponse('', { status: 500 })),
      http.get(`${BASE}/m418`, () => HttpResponse.json({ code: 418, msg: 'teapot', content: null }, { status: 418 })),
      http.get(`${BASE}/e418`, () => new HttpResponse('', { status: 418 })),
    );
    await expect(request({ url: '/m500' })).rejects.toMatchObject({ message: 'disk full' });
    await expect(request({ url: '/e500' })).rejects.toMatchObject({ message: 'Server internal error!' });
    await expect(request({ url: '/m418' })).rejects.toMatchObject({ message: 'teapot' });
    await expect(request({ url: '/e418' })).rejects.toMatchObject({
      message: 'Abnormal problem, please contact the website administrator!',
    });
    locale = 'zh-cn';
    await expect(request({ url: '/e500' })).rejects.toMatchObject({ message: '服务器内部错误！' });
    await expect(request({ url: '/e418' })).rejects.toMatchObject({ message: '异常问题，请联系网站管理员！' });
  });

  it('302 has its message in the catalogue', () => {
    expect(messages.en['api.status.302']).toBe('Interface redirected!');
    expect(messages['zh-cn']['api.status.302']).toBe('接口重定向了！');
  });

  it("a network failure says 'Server exception!' online and 'You are disconnected!' offline", async () => {
    server.use(http.get(`${BASE}/down`, () => HttpResponse.error()));
    await expect(request({ url: '/down' })).rejects.toMatchObject({ code: 0, message: 'Server exception!' });
    online = false;
    await expect(request({ url: '/down' })).rejects.toMatchObject({ message: 'You are disconnected!' });
    locale = 'zh-cn';
    await expect(request({ url: '/down' })).rejects.toMatchObject({ message: '您已断网！' });
    online = true;
    await expect(request({ url: '/down' })).rejects.toMatchObject({ message: '服务端异常！' });
  });

  it("a timeout says 'Network request timeout!'", () => {
    expect(noticeForNetworkFailure('timeout', true)).toEqual({ id: 'api.network.timeout' });
    expect(messages.en['api.network.timeout']).toBe('Network request timeout!');
    expect(messages['zh-cn']['api.network.timeout']).toBe('网络请求超时！');
  });

  it('envelope 401 removes the session and redirects once for concurrent calls; a new token re-arms it', async () => {
    server.use(http.get(`${BASE}/private/:n`, () => HttpResponse.json({ code: 401, msg: 'expired', content: null }, { status: 401 })));
    const calls = [request({ url: '/private/1' }), request({ url: '/private/2' }), request({ url: '/private/3' })];
    for (const call of calls) await expect(call).rejects.toMatchObject({ code: 401 });
    expect(events.filter((event) => event === 'unauthorized')).toHaveLength(1);
    expect(errors).toEqual(['You do not have permission to operate!']);
    token = 'tok-2';
    await expect(request({ url: '/private/4' })).rejects.toMatchObject({ code: 401 });
    expect(token).toBe('');
    expect(events.filter((event) => event === 'unauthorized')).toHaveLength(2);
  });

  it("4034 shows the server's msg and revokes the stored login", async () => {
    server.use(http.get(`${BASE}/kicked`, () => HttpResponse.json({ code: 4034, msg: '账号已在别处登录', content: null }, { status: 403 })));
    await expect(request({ url: '/kicked' })).rejects.toMatchObject({ code: 4034, message: '账号已在别处登录' });
    expect(errors).toEqual(['账号已在别处登录']);
    expect(events).toEqual(['revoked']);
  });
});

describe('duplicate in-flight requests (spec §4, §7)', () => {
  it('cancel the earlier identical call with the duplicate message; the newer one answers', async () => {
    server.use(http.get(`${BASE}/slow`, async () => (await delay(50), ok('done'))));
    const first = request({ url: '/slow', params: { a: 1 } });
    const second = request({ url: '/slow', params: { a: 1 } });
    await expect(first).rejects.toBeInstanceOf(DuplicateRequestError);
    await expect(first).rejects.toThrow('Automatic cancellation due to duplicate request:/slow');
    await expect(second).resolves.toBe('done');
    expect(errors).toEqual([]);
  });

  it('leave calls with different params, or with the option off, alone', async () => {
    server.use(http.get(`${BASE}/slow`, async () => (await delay(30), ok('done'))));
    await expect(Promise.all([request({ url: '/slow', params: { a: 1 } }), request({ url: '/slow', params: { a: 2 } })])).resolves.toEqual([
      'done',
      'done',
    ]);
    await expect(
      Promise.all([request({ url: '/slow', cancelDuplicate: false }), request({ url: '/slow', cancelDuplicate: false })]),
    ).resolves.toEqual(['done', 'done']);
  });

  it('share one slot across different calls with request_front_pending_key', async () => {
    server.use(http.get(`${BASE}/slow`, async () => (await delay(30), ok('done'))));
    const first = request({ url: '/slow', params: { keyword: 'a', request_front_pending_key: 'search' } });
    const second = request({ url: '/slow', params: { keyword: 'ab', request_front_pending_key: 'search' } });
    await expect(first).rejects.toBeInstanceOf(DuplicateRequestError);
    await expect(second).resolves.toBe('done');
  });
});

describe('loading overlay (spec §4)', () => {
  it('opens with the first loading call and closes when the last one settles', async () => {
    server.use(
      http.get(`${BASE}/l/:n`, async ({ params }) => (await delay(Number(params.n)), ok(params.n))),
      http.get(`${BASE}/fail`, () => new HttpResponse('', { status: 500 })),
    );
    await Promise.all([
      request({ url: '/l/10', loading: true }),
      request({ url: '/l/40', loading: true }),
      request({ url: '/fail', loading: true }).catch(() => undefined),
      request({ url: '/l/20' }),
    ]);
    expect(events).toEqual(['show', 'hide']);
  });
});

describe('download (spec §7)', () => {
  it('saves the file under its Content-Disposition name', async () => {
    let query = '';
    server.use(
      http.get(`${BASE}/api/v2/export-excel/download`, ({ request: req }) => {
        query = new URL(req.url).searchParams.get('sourcePath') ?? '';
        return new HttpResponse(new Uint8Array([1, 2, 3]), {
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': `attachment; filename*=UTF-8''%E8%8D%AF%E5%93%81.xlsx`,
          },
        });
      }),
    );
    await download('exports/u1/a.xlsx');
    expect(query).toBe('exports/u1/a.xlsx');
    expect(saved).toEqual([{ name: '药品.xlsx', size: 3 }]);
  });

  it("shows a JSON answer's msg as an error instead of saving it", async () => {
    server.use(
      http.get(`${BASE}/api/v2/export-excel/download`, () => HttpResponse.json({ code: 404, msg: '文件已过期', content: null }, { status: 200 })),
    );
    await expect(download('x.xlsx')).rejects.toMatchObject({ message: '文件已过期' });
    expect(errors).toEqual(['文件已过期']);
    expect(saved).toEqual([]);
  });
});

describe('a client with hooks of its own (the admin back-end)', () => {
  it('sends its own token and ends its own session on 401, leaving the app’s alone', async () => {
    const tokens: (string | null)[] = [];
    const own: string[] = [];
    const admin = createClient({ getToken: () => 'admin-tok', onUnauthorized: () => own.push('admin signed out') });
    server.use(
      http.get(`${BASE}/api/admin/index`, ({ request: req }) => {
        tokens.push(req.headers.get('authorization'));
        return HttpResponse.json({ code: 401, msg: 'token expired', content: null }, { status: 401 });
      }),
      http.get(`${BASE}/api/v2/ping`, ({ request: req }) => (tokens.push(req.headers.get('authorization')), ok('pong'))),
    );
    await expect(admin.request({ url: '/api/admin/index' })).rejects.toMatchObject({ code: 401, serverMessage: 'token expired' });
    // The latch is the admin client's: a second refusal of the same token is quiet.
    await expect(admin.request({ url: '/api/admin/index' })).rejects.toMatchObject({ code: 401 });
    await expect(request({ url: '/api/v2/ping' })).resolves.toBe('pong');
    expect(tokens).toEqual(['admin-tok', 'admin-tok', 'tok-1']);
    expect(own).toEqual(['admin signed out']);
    expect(events).not.toContain('unauthorized');
    // Everything else is the app's: the catalogue in the app's language, shown by the app's toasts.
    expect(errors).toEqual(['You do not have permission to operate!']);
  });

  it('keeps the server’s own message beside the catalogue text it showed', async () => {
    const admin = createClient({ getToken: () => 'admin-tok' });
    server.use(http.post(`${BASE}/api/admin/admin`, () => HttpResponse.json({ code: 400, msg: 'username: already exists', content: null }, { status: 400 })));
    await expect(admin.request({ url: '/api/admin/admin', method: 'POST', data: {}, showErrorMessage: false })).rejects.toMatchObject({
      code: 400,
      message: 'Incorrect parameter!',
      serverMessage: 'username: already exists',
    });
    expect(errors).toEqual([]);
  });
});
