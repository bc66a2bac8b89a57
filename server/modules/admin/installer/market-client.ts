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

/** The marketplace's answer to a purchase (its order view; a WeChat order comes with its QR code). */
export interface Purchase {
  order: { orderSn: string; uid: string; version: string; title: string; purchaser: string; pay: string; price: number; status: string; createdAt: number; updateUntil: number | null };
  created: boolean;
  wechat?: unknown;
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

  private async call(path: string, init: { method?: string; headers?: Record<string, string>; body?: unknown } = {}): Promise<unknown> {
    let response: Response;
    try {
      // The base too: the built-in marketplace has no address before the server listens.
      response = await fetch(`${this.base()}${path}`, {
        method: init.method ?? 'GET',
        headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
        body: init.body ? JSON.stringify(init.body) : undefined,
      });
    } catch (error) {
      throw new AppError(400, 'installer.marketUnreachable', null, { reason: (error as Error).message });
    }
    const body = (await response.json().catch(() => null)) as { code?: number; msg?: string; content?: unknown } | null;
    if (!response.ok || !body || body.code !== 200) {
      // The marketplace's 401 is about the buyer's marketplace session, never the administrator's own:
      // answered as 401 the admin client would take it for an expired admin session and sign out.
      const status = response.status === 401 ? 403 : [403, 404, 409].includes(response.status) ? (response.status as 403 | 404 | 409) : 400;
      throw new AppError(status, 'installer.marketRefused', null, { status: response.status, reason: body?.msg ?? '' });
    }
    return body.content;
  }

  async catalogue(): Promise<CatalogueEntry[]> {
    if (this.cached && this.now() - this.cached.at < CACHE_MS) return this.cached.list;
    const content = (await this.call('/catalogue?limit=1000')) as { list: CatalogueEntry[] };
    this.cached = { at: this.now(), list: content.list };
    return content.list;
  }

  /** A release of a module: `version`, or the newest when absent. */
  async release(uid: string, version?: string): Promise<Release> {
    const path = `/modules/${encodeURIComponent(uid)}${version ? `/versions/${encodeURIComponent(version)}` : ''}`;
    const content = (await this.call(path)) as Omit<Release, 'url'> & { download?: string };
    const chosen = content.version;
    return {
      ...content,
      dependencies: content.dependencies ?? {},
      url: content.download ? new URL(content.download, `${this.base()}/`).toString() : `${this.base()}/modules/${encodeURIComponent(uid)}/versions/${encodeURIComponent(chosen)}/package`,
    };
  }

  /** Buys a module with the administrator's buyer session (the marketplace's token) and key. */
  async buy(input: { uid: string; pay: string; idempotencyKey: string }, buyerToken: string, locale: string): Promise<Purchase> {
    return (await this.call('/orders', { method: 'POST', headers: { authorization: `Bearer ${buyerToken}`, 'accept-language': locale }, body: input })) as Purchase;
  }
}
