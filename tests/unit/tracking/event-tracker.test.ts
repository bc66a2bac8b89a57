import { describe, expect, it } from 'vitest';
import { EventTracker, scrollDepthPercent } from '../../../src/app/tracking/event-tracker';
import type { EventRecord } from '../../../src/app/tracking/record';

function setup() {
  let now = new Date(2026, 0, 2, 3, 4, 5).getTime();
  const since = now;
  const records: Omit<EventRecord, 'recordId'>[] = [];
  const tracker = new EventTracker((record) => records.push(record), {
    currentPath: () => '/home',
    since: () => since,
    now: () => now,
  });
  return { tracker, records, advance: (ms: number) => (now += ms) };
}

describe('event tracking (spec §3, §4, §9)', () => {
  it('records clicks throttled to one per 100 ms', () => {
    const { tracker, records, advance } = setup();
    tracker.click('查询');
    advance(50);
    tracker.click('导出');
    advance(60);
    tracker.click('重置');
    expect(records).toHaveLength(2);
    expect(records[0]).toMatchObject({ eventCode: 'click', action: 'click', eventResource: '查询', sourcePage: '/home', createdTime: '2026-01-02 03:04:05' });
    expect(records[1]).toMatchObject({ eventResource: '重置', createdTime: '2026-01-02 03:04:05' });
  });

  it('records the stay time and the deepest scroll when the page is left', () => {
    const { tracker, records, advance } = setup();
    tracker.scroll(30);
    advance(150);
    tracker.scroll(80);
    advance(150);
    tracker.scroll(40);
    advance(10_000);
    tracker.leave();
    expect(records).toEqual([
      expect.objectContaining({ eventCode: 'browse', action: 'stay', stayTime: 10 }),
      expect.objectContaining({ eventCode: 'scroll', action: 'scroll_up', scrollDepth: 80 }),
    ]);
  });

  it('records no stay when no page was tracked (a back-end page: no start time to measure from)', () => {
    const records: Omit<EventRecord, 'recordId'>[] = [];
    const tracker = new EventTracker((record) => records.push(record), { currentPath: () => '', since: () => 0, now: () => Date.now() });
    tracker.leave();
    expect(records).toEqual([]);
  });

  it('drops scroll positions within the 100 ms throttle', () => {
    const { tracker, records, advance } = setup();
    tracker.scroll(10);
    tracker.scroll(90);
    advance(2000);
    tracker.leave();
    expect(records.find((record) => record.eventCode === 'scroll')?.scrollDepth).toBe(10);
  });

  it('records queries and exports with their type, event code and renamed fields', () => {
    const { tracker, records } = setup();
    tracker.query('market', '零售市场概览', { region: [{ name: '北京' }, { name: '上海' }], jx: ['片剂'], timeType: 'MAT' });
    tracker.export('base', '药品库', { keyword: '阿莫西林' });
    expect(records[0]).toMatchObject({
      type: 'MARKET_DATABASE_QUERY_EVENTS',
      eventCode: 'query',
      action: 'click',
      moduleName: '零售市场概览',
      area: '北京,上海',
      bigJx: ['片剂'],
      timeType: 'MAT',
    });
    expect(records[0]).not.toHaveProperty('region');
    expect(records[0]).not.toHaveProperty('jx');
    expect(records[1]).toMatchObject({ type: 'BASE_DATABASE_EXPORT_EVENT', eventCode: 'export', action: 'click', keyword: '阿莫西林' });
  });

  it('measures scroll depth as a percentage of the page', () => {
    expect(scrollDepthPercent(0, 800, 800)).toBe(100);
    expect(scrollDepthPercent(0, 800, 1600)).toBe(50);
    expect(scrollDepthPercent(800, 800, 1600)).toBe(100);
  });
});
