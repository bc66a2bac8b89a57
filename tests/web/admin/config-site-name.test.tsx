// Issue 22 item 7 on the subscriber side: the site name and record number saved in the config
// screen (GET /api/v2/site-config) are what the visitor's page title and footer say; when the call
// fails, the built-in name stands.
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadSiteConfig } from '../../../src/app/layout/site-config';
import { documentTitle } from '../../../src/app/router/document-title';
import { siteConfigAtom } from '../../../src/app/state/site';
import { appStore } from '../../../src/app/state/store';
import { API, server } from '../setup';
import { ok, openApp } from './harness';

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => appStore.set(siteConfigAtom, {}));

describe('subscriber pages: the configured site name', () => {
  it('titles the page and signs the footer with the configured site name and record number', async () => {
    const config = { siteName: '医药魔方', recordNumber: '京ICP备00000000号', version: '2.0', cdnUrl: '', upload: { maxSize: 1, mimeTypes: [], suffixes: [] } };
    server.use(http.get(`${API}/api/v2/site-config`, () => ok(config)));
    await loadSiteConfig();
    openApp('/home');
    await waitFor(() => expect(screen.getByRole('contentinfo').textContent).toContain('京ICP备00000000号'));
    expect(screen.getByRole('contentinfo').textContent).toContain('医药魔方');
    // The title after each navigation is made of the same site config.
    expect(documentTitle('/home', 'zh-cn', appStore.get(siteConfigAtom).siteName)).toMatch(/ - 医药魔方$/);
  });

  it('keeps the built-in site name while the configured one is empty, as seeded', async () => {
    const config = { siteName: '', recordNumber: '', version: '', cdnUrl: '', upload: { maxSize: 1, mimeTypes: [], suffixes: [] } };
    server.use(http.get(`${API}/api/v2/site-config`, () => ok(config)));
    await loadSiteConfig();
    expect(documentTitle('/home', 'zh-cn', appStore.get(siteConfigAtom).siteName)).toBe('首页 - 中国医药健康产业数据平台');
    expect(documentTitle('/home', 'en', appStore.get(siteConfigAtom).siteName)).toMatch(/ - CHIS Pharmaceutical Data Platform$/);
  });

  it('keeps the built-in site name when the call fails', async () => {
    server.use(http.get(`${API}/api/v2/site-config`, () => HttpResponse.json({ code: 500, msg: 'down', content: null }, { status: 500 })));
    await loadSiteConfig();
    expect(appStore.get(siteConfigAtom).siteName).toBeUndefined();
    expect(documentTitle('/home', 'zh-cn', appStore.get(siteConfigAtom).siteName)).toMatch(/ - 中国医药健康产业数据平台$/);
  });
});
