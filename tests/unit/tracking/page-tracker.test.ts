import { describe, expect, it } from 'vitest';
import { PageTracker } from '../../../src/app/tracking/page-tracker';
import type { PageRecord } from '../../../src/app/tracking/record';

function setup() {
  let now = new Date(2026, 10, 20, 9, 30, 0).getTime();
  const records: Omit<PageRecord, 'recordId'>[] = [];
  const tracker = new PageTracker((record) => records.push(record), () => now);
  const advance = (seconds: number) => {
    now += seconds * 1000;
  };
  return { tracker, records, advance };
}

const home = { path: '/home', title: '首页', levels: ['首页'] };
const library = { path: '/basic-database/drug-database/drug-library', title: '药品库', levels: ['首页', '基础数据库', '药品数据库', '药品库'] };

describe('page tracking state machine (spec §3, §4)', () => {
  it('records the page being left, with its levels, source page, start time and whole seconds', () => {
    const { tracker, records, advance } = setup();
    tracker.visit(home, '');
    advance(12);
    tracker.visit(library, '/home');
    advance(3);
    tracker.visit(home, library.path);
    expect(records).toEqual([
      { type: 'PAGE_ACCESS_PATH', path: '/home', moduleName: '首页', lv1Page: '首页', sourcePage: '', createdTime: '2026-11-20 09:30:00', duration: 12 },
      {
        type: 'PAGE_ACCESS_PATH',
        path: library.path,
        moduleName: '药品库',
        lv1Page: '首页',
        lv2Page: '基础数据库',
        lv3Page: '药品数据库',
        lv4Page: '药品库',
        sourcePage: '/home',
        createdTime: '2026-11-20 09:30:12',
        duration: 3,
      },
    ]);
  });

  it('records nothing for a zero-second stretch but still restarts the clock', () => {
    const { tracker, records, advance } = setup();
    tracker.visit(home, '');
    tracker.visit(library, '/home');
    advance(5);
    tracker.leave();
    expect(records.map((record) => [record.path, record.duration])).toEqual([[library.path, 5]]);
  });

  it('records nothing while inactive (tab hidden) and restarts on return', () => {
    const { tracker, records, advance } = setup();
    tracker.visit(home, '');
    advance(4);
    tracker.leave();
    advance(100);
    tracker.leave();
    tracker.resume();
    advance(2);
    tracker.visit(library, '/home');
    expect(records.map((record) => record.duration)).toEqual([4, 2]);
  });
});
