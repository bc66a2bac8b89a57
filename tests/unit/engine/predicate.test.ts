import { describe, expect, it } from 'vitest';
import { compilePredicate, predicateFields } from '../../../src/engine/schema/predicate';

describe('compilePredicate', () => {
  it('in: matches a scalar or any element of an array value', () => {
    const p = compilePredicate({ field: 'drugType', in: ['中成药', '中药饮片'] });
    expect(p({ drugType: '中成药' })).toBe(true);
    expect(p({ drugType: ['化学药', '中药饮片'] })).toBe(true);
    expect(p({ drugType: ['化学药'] })).toBe(false);
    expect(p({})).toBe(false);
  });

  it('eq compares strictly', () => {
    const p = compilePredicate({ field: 'listed', eq: true });
    expect(p({ listed: true })).toBe(true);
    expect(p({ listed: 'true' })).toBe(false);
  });

  it('notEmpty rejects undefined, null, empty strings and empty arrays', () => {
    const p = compilePredicate({ field: 'x', notEmpty: true });
    expect([undefined, null, '', []].map((x) => p({ x }))).toEqual([false, false, false, false]);
    expect(p({ x: 0 })).toBe(true);
    expect(p({ x: ['a'] })).toBe(true);
  });

  it('all / any combine', () => {
    const p = compilePredicate({ any: [{ field: 'a', eq: 1 }, { all: [{ field: 'b', eq: 2 }, { field: 'c', notEmpty: true }] }] });
    expect(p({ a: 1 })).toBe(true);
    expect(p({ b: 2 })).toBe(false);
    expect(p({ b: 2, c: 'x' })).toBe(true);
  });

  it('lists the fields a predicate reads, once each', () => {
    expect(predicateFields({ all: [{ field: 'a', eq: 1 }, { any: [{ field: 'b', in: [1] }, { field: 'a', notEmpty: true }] }] })).toEqual(['a', 'b']);
  });
});
