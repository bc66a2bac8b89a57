// The installer's side of the marketplace, over HTTP at MARKETPLACE_URL (by default the product's
// own /chis_web/marketplace routes). The catalogue is cached for a short while (the marketplace is
// another service: its data is never copied into the installer's tables).
import { AppError } from '../../../http/errors';
import type { Label } from '../../../../src/generated/schema-types';

export interface CatalogueEntry {
  uid: string;
  version: string;
  title: Label;
  price: { points?: number; balance?: number };
  category: string;
  developer: string;
  [more: string]: unknown;
}

export interface Release {
  uid: string;
  version: string;
  title: Label;
  dependencies: Record<string, string>;
  /** The package's address and sha256. */
  url: string;
  sha256?: string;
}

const CACHE_MS = 30_000;

export class MarketClient {
  private cached: { at: number; list: CatalogueEntry[] } | null = null;

  constructor(
    /** The marketplace's base URL (resolved per call: the built-in one is known once the server listens). */
    private readonly base: () => string,
    private readonly now: () => number,
  ) {}

  private async get(path: string, headers: Record<string, string> = {}): Promise<unknown> {
    let response: Response;
    try {
      // The base too: the built-in marketplace has no address before the server listens.
      response = await fetch(`${this.base()}${path}`, { headers: { accept: 'application/json', ...headers } });
    } catch (error) {
      throw new AppError(400, 'installer.marketUnreachable', null, { reason: (error as Error).message });
    }
    const body = (await response.json().catch(() => null)) as { code?: number; msg?: string; content?: unknown } | null;
    if (!response.ok || !body || body.code !== 200) {
      throw new AppError(response.status === 404 ? 404 : 400, 'installer.marketRefused', null, { status: response.status, reason: body?.msg ?? '' });
    }
    return body.content;
  }

  async catalogue(): Promise<CatalogueEntry[]> {
    if (this.cached && this.now() - this.cached.at < CACHE_MS) return this.cached.list;
    const content = (await this.get('/catalogue?limit=1000')) as { list: CatalogueEntry[] };
    this.cached = { at: this.now(), list: content.list };
    return content.list;
  }

  /** A release of a module: `version`, or the newest when absent. */
  async release(uid: string, version?: string): Promise<Release> {
    const path = `/modules/${encodeURIComponent(uid)}${version ? `/versions/${encodeURIComponent(version)}` : ''}`;
    const content = (await this.get(path)) as Omit<Release, 'url'> & { download?: string };
    const chosen = content.version;
    return {
      ...content,
      dependencies: content.dependencies ?? {},
      url: content.download ? new URL(content.download, `${this.base()}/`).toString() : `${this.base()}/modules/${encodeURIComponent(uid)}/versions/${encodeURIComponent(chosen)}/package`,
    };
  }
}
