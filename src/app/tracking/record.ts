import type { EventCode, TrackType } from './constants';

/** Fields every buffered record carries: an id that makes a resend harmless (the server keeps the first). */
export interface BaseRecord {
  recordId: string;
  type: TrackType;
  createdTime: string;
  sourcePage: string;
}

/** Spec §3: a page visit, produced when the page is left. */
export interface PageRecord extends BaseRecord {
  type: 'PAGE_ACCESS_PATH';
  path: string;
  moduleName: string;
  /** Seconds on the page. */
  duration: number;
  /** lv1Page, lv2Page, … — the page's breadcrumb titles. */
  [level: `lv${number}Page`]: string;
}

/** Spec §3: an event (click, scroll, stay, query, export). */
export interface EventRecord extends BaseRecord {
  eventCode: EventCode;
  action: string;
  eventResource: string;
  stayTime?: number;
  scrollDepth?: number;
  moduleName?: string;
  [queryField: string]: unknown;
}

export type TrackRecord = PageRecord | EventRecord;

/** lv1Page, lv2Page, … from a page's breadcrumb titles. */
export function levelFields(levels: readonly string[]): Record<`lv${number}Page`, string> {
  const fields: Record<`lv${number}Page`, string> = {};
  levels.forEach((title, index) => {
    fields[`lv${index + 1}Page`] = title;
  });
  return fields;
}
