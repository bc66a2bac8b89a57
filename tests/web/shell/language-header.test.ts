import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { request } from '../../../src/api/client';
import { wireClient } from '../../../src/app/feedback/wire-client';
import { appStore } from '../../../src/app/state/store';
import { localeAtom } from '../../../src/app/state/ui';
import { API, server } from '../setup';

// The server writes period labels ("2026年9月" / "Sep 2026"), category names and its messages in
// the request's Accept-Language; the browser's own header is its language, not the interface's.
describe('the language the API answers in', () => {
  it("is the interface language, whatever the browser's", async () => {
    wireClient();
    const sent: (string | null)[] = [];
    server.use(
      http.get(`${API}/api/v2/thing`, ({ request: req }) => {
        sent.push(req.headers.get('accept-language'));
        return HttpResponse.json({ code: 200, msg: '', content: null });
      }),
    );
    await request({ url: '/api/v2/thing' });
    appStore.set(localeAtom, 'en');
    await request({ url: '/api/v2/thing' });
    appStore.set(localeAtom, 'zh-cn');
    await request({ url: '/api/v2/thing' });
    expect(sent).toEqual(['zh-CN', 'en', 'zh-CN']);
  });
});
