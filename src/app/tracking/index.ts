import { submitVisitLog } from '../../api/tracking';
import { RecordBuffer } from './buffer';
import { BUFFER_KEY, UPLOAD_INTERVAL_MS } from './constants';
import { describeDevice, deviceId } from './device';
import { describeTarget, EventTracker, scrollDepthPercent } from './event-tracker';
import { PageTracker, type PageDescription } from './page-tracker';
import type { TrackRecord } from './record';
import { Uploader } from './uploader';
import { randomUuid } from './uuid';

export type { PageDescription } from './page-tracker';

interface Tracking {
  pages: PageTracker;
  events: EventTracker;
}

let tracking: Tracking | undefined;

/**
 * Starts usage tracking for this tab (spec §3, §4, §9): records are buffered in localStorage and
 * uploaded every 60 s and when the tab is hidden (keepalive), never immediately.
 */
export function startTracking(): () => void {
  const storage = usableStorage();
  // Storage blocked (privacy settings): no tracking rather than a page that fails to start.
  if (!storage) return () => undefined;
  const buffer = new RecordBuffer(storage);
  const keep = (record: Omit<TrackRecord, 'recordId'>) => buffer.add({ ...record, recordId: randomUuid() } as TrackRecord);
  const id = deviceId(storage);
  const device = () => describeDevice(navigator.userAgent, window.screen, id);
  const pages = new PageTracker(keep);
  const events = new EventTracker(keep, { currentPath: () => pages.currentPath, since: () => pages.since });
  const uploader = new Uploader(buffer, device, submitVisitLog);
  tracking = { pages, events };

  let hidden = document.visibilityState === 'hidden';
  const hide = () => {
    if (hidden) return;
    hidden = true;
    events.leave();
    pages.leave();
    void uploader.flush();
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') hide();
    else if (hidden) {
      hidden = false;
      pages.resume();
    }
  };
  const onClick = (event: MouseEvent) => events.click(describeTarget(event.target));
  const onScroll = () => {
    const root = document.documentElement;
    events.scroll(scrollDepthPercent(window.scrollY, window.innerHeight, root.scrollHeight));
  };
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', hide);
  document.addEventListener('click', onClick, { capture: true });
  window.addEventListener('scroll', onScroll, { passive: true });
  const timer = window.setInterval(() => void uploader.flush(), UPLOAD_INTERVAL_MS);
  // Whatever a previous visit could not deliver goes out with the first round.
  void uploader.flush();

  return () => {
    document.removeEventListener('visibilitychange', onVisibility);
    window.removeEventListener('pagehide', hide);
    document.removeEventListener('click', onClick, { capture: true });
    window.removeEventListener('scroll', onScroll);
    window.clearInterval(timer);
    tracking = undefined;
  };
}

function usableStorage(): Storage | undefined {
  try {
    window.localStorage.getItem(BUFFER_KEY);
    return window.localStorage;
  } catch {
    return undefined;
  }
}

/** A navigation settled (router): closes the previous page's stretch and opens this one. */
export function trackPageVisit(page: PageDescription, previousPath: string): void {
  tracking?.pages.visit(page, previousPath);
}

/**
 * A back-end page settled: the subscriber's page is left (its stay and scroll recorded), and
 * nothing is recorded on the back-end's pages (they are not subscriber usage) until a tracked
 * page is visited again.
 */
export function leaveTrackedPages(): void {
  tracking?.events.leave();
  tracking?.pages.stop();
}

/** A data page ran a query; its filters are recorded with the spec's renames. */
export function trackQuery(area: 'market' | 'base', moduleName: string, filters: Record<string, unknown>): void {
  tracking?.events.query(area, moduleName, filters);
}

/** A data page exported. */
export function trackExport(area: 'market' | 'base', moduleName: string, filters: Record<string, unknown>): void {
  tracking?.events.export(area, moduleName, filters);
}
