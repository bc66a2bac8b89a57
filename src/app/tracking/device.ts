import { APP_ID, DEVICE_ID_KEY } from './constants';
import { randomUuid } from './uuid';

/** Spec §3: the device info sent with every upload. */
export interface DeviceInfo {
  appId: string;
  deviceId: string;
  deviceBrand: string;
  deviceModel: string;
  osName: string;
  osVersion: string;
  screenWidth: number;
  screenHeight: number;
}

/** A random id made once per browser and kept, so visits of one device can be told apart. */
export function deviceId(storage: Storage = localStorage): string {
  let id = storage.getItem(DEVICE_ID_KEY);
  if (!id) {
    id = randomUuid();
    storage.setItem(DEVICE_ID_KEY, id);
  }
  return id;
}

// Operating systems by user-agent token, most specific first (iPhone UAs also say "Mac OS X").
const SYSTEMS: { pattern: RegExp; name: string; brand: string; model: string }[] = [
  { pattern: /iPhone OS ([\d_]+)/, name: 'iOS', brand: 'Apple', model: 'iPhone' },
  { pattern: /iPad.*OS ([\d_]+)/, name: 'iPadOS', brand: 'Apple', model: 'iPad' },
  { pattern: /Android ([\d.]+)/, name: 'Android', brand: 'Android', model: 'Android' },
  { pattern: /Windows NT ([\d.]+)/, name: 'Windows', brand: 'PC', model: 'PC' },
  { pattern: /Mac OS X ([\d_.]+)/, name: 'macOS', brand: 'Apple', model: 'Mac' },
  { pattern: /CrOS \S+ ([\d.]+)/, name: 'ChromeOS', brand: 'PC', model: 'Chromebook' },
  { pattern: /Linux/, name: 'Linux', brand: 'PC', model: 'PC' },
];

export function describeDevice(userAgent: string, screen: { width: number; height: number }, id: string): DeviceInfo {
  const system = SYSTEMS.find((candidate) => candidate.pattern.test(userAgent));
  const version = system ? (system.pattern.exec(userAgent)?.[1] ?? '') : '';
  return {
    appId: APP_ID,
    deviceId: id,
    deviceBrand: system?.brand ?? 'unknown',
    deviceModel: system?.model ?? 'unknown',
    osName: system?.name ?? 'unknown',
    osVersion: version.replace(/_/g, '.'),
    screenWidth: screen.width,
    screenHeight: screen.height,
  };
}
