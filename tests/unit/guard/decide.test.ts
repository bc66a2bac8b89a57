import { describe, expect, it } from 'vitest';
import { decideNavigation, resetOnAdminLogin, type SessionPort } from '../../../src/app/guard/decide';
import { PUBLIC_PATHS } from '../../../src/app/guard/paths';

interface FakeOptions {
  token?: string;
  loaded?: boolean;
  codes?: string[];
  permissionsFail?: boolean;
  oldTokenValid?: boolean;
}

function fakeSession(options: FakeOptions = {}) {
  const state = { token: options.token ?? '', loaded: options.loaded ?? false, codes: options.codes ?? [], calls: [] as string[] };
  const session: SessionPort = {
    token: () => state.token,
    permissionsLoaded: () => state.loaded,
    async loadPermissions() {
      state.calls.push('load');
      if (options.permissionsFail) throw new Error('refused');
      state.loaded = true;
    },
    async loginWithOldToken(oldToken) {
      state.calls.push(`old:${oldToken}`);
      if (!options.oldTokenValid) throw new Error('forged');
      state.token = 'fresh';
    },
    endSession() {
      state.calls.push('end');
      state.token = '';
    },
    resetPermissions() {
      state.calls.push('reset');
      state.loaded = false;
    },
    holds: (code) => state.codes.includes(code),
  };
  return { session, state };
}

const url = (path: string) => new URL(path, 'http://app.test');

describe('navigation guard (spec §2)', () => {
  it.each(PUBLIC_PATHS)('lets a visitor without a token open the public path %s', async (path) => {
    const { session, state } = fakeSession();
    await expect(decideNavigation(url(path), undefined, session)).resolves.toBeUndefined();
    expect(state.calls).toEqual([]);
  });

  it('sends a visitor without a token elsewhere to /home?type=login', async () => {
    const { session } = fakeSession();
    await expect(decideNavigation(url('/user-center'), undefined, session)).resolves.toBe('/home?type=login');
    await expect(decideNavigation(url('/basic-database/drug-database/drug-library'), 'DRUG_BENCHMARK_LIBRARY_VIEW', session)).resolves.toBe(
      '/home?type=login',
    );
  });

  it('logs in with oldToken and continues to the same page without it', async () => {
    const { session, state } = fakeSession({ oldTokenValid: true });
    await expect(decideNavigation(url('/user-center?oldToken=abc&tab=2#top'), undefined, session)).resolves.toBe('/user-center?tab=2#top');
    expect(state.calls).toEqual(['old:abc']);
    expect(state.token).toBe('fresh');
  });

  it('drops a refused oldToken and continues unauthenticated', async () => {
    const { session, state } = fakeSession();
    await expect(decideNavigation(url('/user-center?oldToken=bad'), undefined, session)).resolves.toBe('/user-center');
    expect(state.token).toBe('');
    await expect(decideNavigation(url('/user-center'), undefined, session)).resolves.toBe('/home?type=login');
  });

  it('loads the permissions once per session, on the first navigation after login', async () => {
    const { session, state } = fakeSession({ token: 't' });
    await expect(decideNavigation(url('/user-center'), undefined, session)).resolves.toBeUndefined();
    await decideNavigation(url('/chis-pro'), undefined, session);
    await decideNavigation(url('/home'), undefined, session);
    expect(state.calls).toEqual(['load']);
  });

  it('removes the token and goes to /home when loading the permissions fails', async () => {
    const { session, state } = fakeSession({ token: 't', permissionsFail: true });
    await expect(decideNavigation(url('/user-center'), undefined, session)).resolves.toBe('/home');
    expect(state.calls).toEqual(['load', 'end']);
    expect(state.token).toBe('');
  });

  it('stays on /home when the failure happens there', async () => {
    const { session } = fakeSession({ token: 't', permissionsFail: true });
    await expect(decideNavigation(url('/home'), undefined, session)).resolves.toBeUndefined();
  });

  it('resets the loaded permissions on the admin login route, and only there', async () => {
    const { session, state } = fakeSession({ token: 't', loaded: true });
    resetOnAdminLogin(url('/admin/dashboard'), session);
    expect(state.loaded).toBe(true);
    resetOnAdminLogin(url('/admin/login'), session);
    expect(state.calls).toEqual(['reset']);
    await decideNavigation(url('/user-center'), undefined, session);
    expect(state.calls).toEqual(['reset', 'load']);
  });

  it('sends a user without the page code to /no-permission and lets one with it through', async () => {
    const route = url('/market-database/drug-sale/market-overview');
    const without = fakeSession({ token: 't', loaded: true, codes: ['HOME_PAGE'] });
    await expect(decideNavigation(route, 'RETAIL_MARKET_OVERVIEW', without.session)).resolves.toBe('/no-permission');
    const withCode = fakeSession({ token: 't', loaded: true, codes: ['RETAIL_MARKET_OVERVIEW'] });
    await expect(decideNavigation(route, 'RETAIL_MARKET_OVERVIEW', withCode.session)).resolves.toBeUndefined();
  });

  it('leaves the admin back-end to its own session', async () => {
    const { session } = fakeSession();
    await expect(decideNavigation(url('/admin/loading/%2Fadmin%2Fx'), undefined, session)).resolves.toBeUndefined();
  });
});
