import { describe, expect, it } from 'vitest';
import { serializeParams } from '../../../src/api/serialize';

describe('serializeParams (spec §7)', () => {
  it('writes object values as key[sub]=value, nested objects nesting further', () => {
    expect(serializeParams({ filter: { province: '北京', tier: 1 }, page: 2 })).toBe(
      'filter[province]=%E5%8C%97%E4%BA%AC&filter[tier]=1&page=2',
    );
    expect(serializeParams({ a: { b: { c: 'x y' } } })).toBe('a[b][c]=x%20y');
  });

  it('repeats array keys with [] and leaves out null and undefined', () => {
    expect(serializeParams({ ids: [1, 2], gone: null, missing: undefined, keep: false })).toBe('ids[]=1&ids[]=2&keep=false');
  });

  it('encodes reserved characters in keys and values', () => {
    expect(serializeParams({ 'q&x': 'a=b&c' })).toBe('q%26x=a%3Db%26c');
    expect(serializeParams(undefined)).toBe('');
  });
});
