import { describe, expect, it } from 'vitest';
import { pendingKey, PendingRequests, withoutPendingKey } from '../../../src/api/pending';

const base = { url: '/api/v2/x', method: 'GET', token: 't1', params: { a: 1 } };

describe('duplicate-request key (spec §7)', () => {
  it('differs when url, method, token or params differ, and only then', () => {
    expect(pendingKey(base)).toBe(pendingKey({ ...base, method: 'get' }));
    expect(pendingKey(base)).not.toBe(pendingKey({ ...base, url: '/api/v2/y' }));
    expect(pendingKey(base)).not.toBe(pendingKey({ ...base, method: 'POST' }));
    expect(pendingKey(base)).not.toBe(pendingKey({ ...base, token: 't2' }));
    expect(pendingKey(base)).not.toBe(pendingKey({ ...base, params: { a: 2 } }));
    expect(pendingKey(base)).toContain('"web"');
  });

  it('is replaced by request_front_pending_key from the params or the body', () => {
    const one = pendingKey({ ...base, params: { a: 1, request_front_pending_key: 'k' } });
    const other = pendingKey({ ...base, url: '/other', params: { a: 9, request_front_pending_key: 'k' } });
    expect(one).toBe(other);
    const fromBody = pendingKey({ ...base, method: 'POST', params: undefined, data: { request_front_pending_key: 'k' } });
    expect(fromBody).toBe(one);
  });

  it('strips the override before sending', () => {
    expect(withoutPendingKey({ a: 1, request_front_pending_key: 'k' })).toEqual({ a: 1 });
    expect(withoutPendingKey([1, 2])).toEqual([1, 2]);
  });

  it('aborts the earlier request of the same key and forgets settled ones', () => {
    const pending = new PendingRequests();
    const cancelled: AbortController[] = [];
    const first = pending.register('k', (c) => cancelled.push(c));
    const second = pending.register('k', (c) => cancelled.push(c));
    expect(cancelled).toEqual([first]);
    pending.release('k', first);
    expect(pending.size).toBe(1);
    pending.release('k', second);
    expect(pending.size).toBe(0);
  });
});
