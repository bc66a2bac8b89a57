import { levelFields, type PageRecord } from './record';
import { formatCreatedTime } from './time';

export interface PageDescription {
  path: string;
  /** The page's title (moduleName). */
  title: string;
  /** Breadcrumb titles: lv1Page, lv2Page, … */
  levels: readonly string[];
}

type Emit = (record: Omit<PageRecord, 'recordId'>) => void;

/**
 * Spec §4's page tracking state: an active flag with the page, its start time and the previous
 * path. Visiting a page or leaving the browser tab closes the current stretch, which produces a
 * record only when it lasted more than 0 s on an active page; the start time restarts either way.
 */
export class PageTracker {
  private active = false;
  private page: PageDescription | undefined;
  private startTime = 0;
  private previousPath = '';

  constructor(
    private readonly emit: Emit,
    private readonly now: () => number = Date.now,
  ) {}

  /** A navigation settled on `page`; `previousPath` is '' when it is not to be recorded. */
  visit(page: PageDescription, previousPath: string): void {
    this.close();
    this.page = page;
    this.previousPath = previousPath;
    this.active = true;
  }

  /** The tab is hidden or the page unloads. */
  leave(): void {
    this.close();
    this.active = false;
  }

  /** A page that is not tracked (the back-end's) is open: the visit ends and no page is current. */
  stop(): void {
    this.leave();
    this.page = undefined;
  }

  /** The tab is visible again: the same page starts a new stretch. */
  resume(): void {
    if (!this.page) return;
    this.startTime = this.now();
    this.active = true;
  }

  get currentPath(): string {
    return this.page?.path ?? '';
  }

  /** When the current stretch started (stay time is measured from it). */
  get since(): number {
    return this.startTime;
  }

  private close(): void {
    const at = this.now();
    // Whole seconds: a pass-through (a redirect, a double click on the menu) rounds to 0 and is not a visit.
    const duration = Math.round((at - this.startTime) / 1000);
    if (this.active && this.page && duration > 0) {
      this.emit({
        type: 'PAGE_ACCESS_PATH',
        path: this.page.path,
        moduleName: this.page.title,
        ...levelFields(this.page.levels),
        sourcePage: this.previousPath,
        createdTime: formatCreatedTime(this.startTime),
        duration,
      });
    }
    this.startTime = at;
  }
}
