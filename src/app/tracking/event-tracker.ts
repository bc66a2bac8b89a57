import { CLICK_THROTTLE_MS, EVENT_ACTIONS, SCROLL_THROTTLE_MS, type EventCode, type TrackType } from './constants';
import { trackedQueryFields } from './query-fields';
import type { EventRecord } from './record';
import { formatCreatedTime } from './time';
import { throttle } from './throttle';

type Emit = (record: Omit<EventRecord, 'recordId'>) => void;

export interface EventContext {
  /** The page the event happened on. */
  currentPath: () => string;
  /** When the user arrived on it (stay time). */
  since: () => number;
  now?: () => number;
}

/** How far down the page the user has scrolled, in percent of the scrollable height. */
export function scrollDepthPercent(scrollTop: number, viewportHeight: number, contentHeight: number): number {
  if (contentHeight <= viewportHeight) return 100;
  return Math.min(100, Math.round(((scrollTop + viewportHeight) / contentHeight) * 100));
}

/** A short, human-readable name of what was clicked: its data-track label, else its text. */
export function describeTarget(target: EventTarget | null): string {
  if (!(target instanceof Element)) return '';
  const labelled = target.closest('[data-track]');
  if (labelled) return labelled.getAttribute('data-track') ?? '';
  const actionable = target.closest('a,button,[role="button"],[role="menuitem"],[role="tab"]') ?? target;
  const text = (actionable.textContent ?? '').replace(/\s+/g, ' ').trim();
  return (text || actionable.getAttribute('aria-label') || actionable.tagName.toLowerCase()).slice(0, 50);
}

/**
 * Spec §4's events: clicks (throttled 100 ms), the deepest scroll and the stay time, both
 * recorded when the page is left, plus the query and export events the data pages report.
 */
export class EventTracker {
  private maxDepth = 0;
  private readonly now: () => number;
  /** Something was clicked; `resource` names it (describeTarget). */
  readonly click: (resource: string) => void;
  readonly scroll: (depthPercent: number) => void;

  constructor(
    private readonly emit: Emit,
    private readonly context: EventContext,
  ) {
    this.now = context.now ?? Date.now;
    // Clicks and scrolls count only on a tracked page: none is current on the back-end's pages.
    this.click = throttle((resource: string) => {
      if (this.onTrackedPage()) this.record('click', 'PAGE_ACCESS_PATH', resource);
    }, CLICK_THROTTLE_MS, this.now);
    this.scroll = throttle((depth: number) => {
      if (this.onTrackedPage()) this.maxDepth = Math.max(this.maxDepth, depth);
    }, SCROLL_THROTTLE_MS, this.now);
  }

  /** The page is left: record the stay and the deepest scroll, then start over for the next page. */
  leave(): void {
    // No tracked page (the back-end's pages are not subscriber visits): there is no stay to measure.
    const stayTime = Math.round((this.now() - this.context.since()) / 1000);
    if (this.onTrackedPage() && stayTime > 0) this.record('browse', 'PAGE_ACCESS_PATH', '', { stayTime });
    if (this.maxDepth > 0) this.record('scroll', 'PAGE_ACCESS_PATH', '', { scrollDepth: this.maxDepth });
    this.maxDepth = 0;
  }

  /** A data page ran a query (`market` or `base` database) with these filters. */
  query(area: 'market' | 'base', moduleName: string, filters: Record<string, unknown>): void {
    const type = area === 'market' ? 'MARKET_DATABASE_QUERY_EVENTS' : 'BASE_DATABASE_QUERY_EVENTS';
    this.record('query', type, moduleName, { moduleName, ...trackedQueryFields(filters) });
  }

  /** A data page exported with these filters. */
  export(area: 'market' | 'base', moduleName: string, filters: Record<string, unknown>): void {
    const type = area === 'market' ? 'MARKET_DATABASE_EXPORT_EVENT' : 'BASE_DATABASE_EXPORT_EVENT';
    this.record('export', type, moduleName, { moduleName, ...trackedQueryFields(filters) });
  }

  private onTrackedPage(): boolean {
    return this.context.currentPath() !== '';
  }

  private record(eventCode: EventCode, type: TrackType, eventResource: string, extra: Record<string, unknown> = {}): void {
    this.emit({
      ...extra,
      eventCode,
      action: EVENT_ACTIONS[eventCode],
      type,
      eventResource,
      sourcePage: this.context.currentPath(),
      createdTime: formatCreatedTime(this.now()),
    });
  }
}
