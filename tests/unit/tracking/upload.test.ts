import { describe, expect, it } from 'vitest';
import { RecordBuffer } from '../../../src/app/tracking/buffer';
import { APP_ID, BUFFER_KEY } from '../../../src/app/tracking/constants';
import { describeDevice } from '../../../src/app/tracking/device';
import type { TrackRecord } from '../../../src/app/tracking/record';
import { Uploader } from '../../../src/app/tracking/uploader';
import { randomUuid } from '../../../src/app/tracking/uuid';
import { MemoryStorage } from './memory-storage';

const record = (n: number): TrackRecord => ({
  recordId: `record-${n}`,
  type: 'PAGE_ACCESS_PATH',
  path: '/home',
  moduleName: '首页',
  duration: n,
  sourcePage: '',
  createdTime: '2026-11-20 10:00:00',
});

const device = () => describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64)', { width: 1920, height: 1080 }, 'dev-1');

describe('tracking buffer and upload (spec §9)', () => {
  it('keeps records in storage under a key made from the app id', () => {
    const storage = new MemoryStorage();
    new RecordBuffer(storage).add(record(1));
    expect(BUFFER_KEY.startsWith(APP_ID)).toBe(true);
    expect(JSON.parse(storage.getItem(BUFFER_KEY) ?? '[]')).toEqual([record(1)]);
  });

  it('sends with the device info and removes only what the server acknowledged', async () => {
    const buffer = new RecordBuffer(new MemoryStorage());
    buffer.add(record(1));
    buffer.add(record(2));
    const sent: { device: unknown; ids: string[] }[] = [];
    const uploader = new Uploader(buffer, device, async (body) => {
      sent.push({ device: body.device, ids: body.records.map((r) => r.recordId) });
    });
    await uploader.flush();
    expect(sent).toEqual([
      {
        device: {
          appId: 'ChisWeb',
          deviceId: 'dev-1',
          deviceBrand: 'PC',
          deviceModel: 'PC',
          osName: 'Windows',
          osVersion: '10.0',
          screenWidth: 1920,
          screenHeight: 1080,
        },
        ids: ['record-1', 'record-2'],
      },
    ]);
    expect(buffer.all()).toEqual([]);
  });

  it('loses nothing while offline or when the server fails, and sends each record once after', async () => {
    const buffer = new RecordBuffer(new MemoryStorage());
    buffer.add(record(1));
    let online = false;
    let failing = true;
    const delivered: string[] = [];
    const uploader = new Uploader(
      buffer,
      device,
      async (body) => {
        if (failing) throw new Error('502');
        delivered.push(...body.records.map((r) => r.recordId));
      },
      () => online,
    );
    await uploader.flush();
    online = true;
    await uploader.flush();
    expect(buffer.all().map((r) => r.recordId)).toEqual(['record-1']);
    failing = false;
    buffer.add(record(2));
    await uploader.flush();
    await uploader.flush();
    expect(delivered).toEqual(['record-1', 'record-2']);
    expect(buffer.all()).toEqual([]);
  });

  it('never offers a record twice while its upload is still in flight, and keeps records added meanwhile', async () => {
    const buffer = new RecordBuffer(new MemoryStorage());
    buffer.add(record(1));
    const batches: string[][] = [];
    let release: () => void = () => undefined;
    const uploader = new Uploader(buffer, device, (body) => {
      batches.push(body.records.map((r) => r.recordId));
      return batches.length === 1 ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
    });
    const slow = uploader.flush();
    buffer.add(record(2));
    await uploader.flush();
    release();
    await slow;
    expect(batches).toEqual([['record-1'], ['record-2']]);
    expect(buffer.all()).toEqual([]);
  });

  it('splits large buffers into keepalive-sized batches', async () => {
    const buffer = new RecordBuffer(new MemoryStorage());
    for (let n = 0; n < 120; n += 1) buffer.add(record(n));
    const sizes: number[] = [];
    await new Uploader(buffer, device, async (body) => void sizes.push(body.records.length)).flush();
    expect(sizes).toEqual([50, 50, 20]);
  });
});

describe('device info (spec §3)', () => {
  it('reads the operating system from the user agent', () => {
    const mac = describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', { width: 1440, height: 900 }, 'x');
    expect(mac).toMatchObject({ osName: 'macOS', osVersion: '10.15.7', deviceBrand: 'Apple', appId: 'ChisWeb' });
    const phone = describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X)', { width: 390, height: 844 }, 'x');
    expect(phone).toMatchObject({ osName: 'iOS', osVersion: '17.2', deviceModel: 'iPhone' });
  });
});

describe('random ids', () => {
  it('are version-4 UUIDs, different every time', () => {
    const ids = new Set(Array.from({ length: 50 }, () => randomUuid()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
