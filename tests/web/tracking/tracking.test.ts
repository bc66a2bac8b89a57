import { http, HttpResponse } from 'msw';
import type { Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUFFER_KEY, DEVICE_ID_KEY } from '../../../src/app/tracking/constants';
import { startTracking, trackPageVisit, trackQuery } from '../../../src/app/tracking';
import { describeTarget } from '../../../src/app/tracking/event-tracker';
import { afterNavigation } from '../../../src/app/router/after-navigation';
import { API, server } from '../setup';

interface Upload {
  keepalive: boolean;
  body: { device: Record<string, unknown>; records: Record<string, unknown>[] };
}

let uploads: Upload[];
let stop: () => void;

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

const buffered = () => JSON.parse(localStorage.getItem(BUFFER_KEY) ?? '[]') as Record<string, unknown>[];

beforeEach(() => {
  uploads = [];
  server.use(
    http.post(`${API}/api/v2/user/visit-log/submit`, async ({ request }) => {
      uploads.push({ keepalive: request.keepalive, body: (await request.json()) as Upload['body'] });
      return HttpResponse.json({ code: 200, msg: '', content: { stored: 1 } });
    }),
  );
  setVisibility('visible');
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date(2026, 10, 20, 10, 0, 0));
  stop = startTracking();
});

afterEach(() => {
  stop();
  vi.useRealTimers();
});

describe('tracking in the browser (spec §3, §4, §9)', () => {
  it('buffers records in localStorage and uploads them only on the 60 s tick, with the device info', async () => {
    trackPageVisit({ path: '/home', title: '首页', levels: ['首页'] }, '');
    vi.setSystemTime(new Date(2026, 10, 20, 10, 0, 7));
    trackPageVisit({ path: '/chis-pro', title: 'CHIS Pro', levels: ['首页', 'CHIS Pro'] }, '/home');
    trackQuery('base', '药品库', { region: ['北京', '上海'], jx: '片剂' });
    expect(buffered().map((record) => record.type)).toEqual(['PAGE_ACCESS_PATH', 'BASE_DATABASE_QUERY_EVENTS']);
    expect(uploads).toEqual([]);

    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(uploads).toHaveLength(1));
    const [upload] = uploads;
    expect(upload.body.device).toMatchObject({ appId: 'ChisWeb', deviceId: localStorage.getItem(DEVICE_ID_KEY) });
    expect(upload.body.records[0]).toMatchObject({ path: '/home', duration: 7, createdTime: '2026-11-20 10:00:00', lv1Page: '首页' });
    expect(upload.body.records[1]).toMatchObject({ area: '北京,上海', bigJx: '片剂', eventCode: 'query' });
    expect(upload.body.records.every((record) => typeof record.recordId === 'string')).toBe(true);
    await vi.waitFor(() => expect(buffered()).toEqual([]));
  });

  it('uploads with keepalive when the tab is hidden, including the stay and the page record', async () => {
    trackPageVisit({ path: '/home', title: '首页', levels: ['首页'] }, '');
    vi.setSystemTime(new Date(2026, 10, 20, 10, 0, 5));
    setVisibility('hidden');
    await vi.waitFor(() => expect(uploads).toHaveLength(1));
    expect(uploads[0].keepalive).toBe(true);
    const kinds = uploads[0].body.records.map((record) => record.eventCode ?? record.type);
    expect(kinds).toEqual(['browse', 'PAGE_ACCESS_PATH']);
  });

  it('keeps everything while offline and sends each record once when back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    trackPageVisit({ path: '/home', title: '首页', levels: ['首页'] }, '');
    vi.setSystemTime(new Date(2026, 10, 20, 10, 0, 3));
    trackPageVisit({ path: '/404', title: '404', levels: ['404'] }, '/home');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(uploads).toEqual([]);
    expect(buffered()).toHaveLength(1);
    online.mockReturnValue(true);
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.advanceTimersByTimeAsync(60_000);
    await vi.waitFor(() => expect(buffered()).toEqual([]));
    expect(uploads.flatMap((upload) => upload.body.records.map((record) => record.path))).toEqual(['/home']);
    online.mockRestore();
  });

  it("records nothing on the back-end's pages: opening one ends the visit, and clicks and scrolls there are left out", async () => {
    const at = (pathname: string): Location => ({ pathname, search: '', hash: '', state: null, key: pathname });
    afterNavigation(at('/home'), undefined);
    vi.setSystemTime(new Date(2026, 10, 20, 10, 0, 4));
    afterNavigation(at('/admin/dashboard'), at('/home'));
    vi.setSystemTime(new Date(2026, 10, 20, 10, 0, 9));
    document.body.innerHTML = '<button>保存</button>';
    document.querySelector('button')!.click();
    window.dispatchEvent(new Event('scroll'));
    setVisibility('hidden');
    await vi.waitFor(() => expect(uploads).toHaveLength(1));
    const records = uploads[0].body.records.map((record) => [record.eventCode ?? record.type, record.stayTime ?? record.duration]);
    expect(records).toEqual([
      ['browse', 4],
      ['PAGE_ACCESS_PATH', 4],
    ]);
  });

  it('names a clicked element by its data-track label, else its text', () => {
    document.body.innerHTML = '<button data-track="导出">x</button><a href="#"><span>药品库</span></a>';
    expect(describeTarget(document.querySelector('button'))).toBe('导出');
    expect(describeTarget(document.querySelector('span'))).toBe('药品库');
  });
});
