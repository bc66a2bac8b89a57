// The marketplace screen's calls (docs/modules.md). Two parties: the marketplace itself (catalogue,
// categories, detail, the buyer's sign-in and account, an order's status) under /chis_web/marketplace
// — the product's own by default, so on our origin and under the strict CSP's connect-src — with the
// buyer's marketplace token; and the installer, the `module` screen's actions of the admin API with the
// administrator's token (each behind its rule module/<action>), which buys (recording the order),
// installs and updates with the buyer's session handed over in X-Marketplace-Token.
import { createClient } from '../../../api/client';
import { ApiError } from '../../../api/types';
import type { AdminLabel } from '../api/types';
import { ADMIN_API, adminClient } from '../api/client';
import type { Conflict, InstallState, ModuleStatus } from '../../../shared/module-installer';

export type { Conflict, DependencyChoice, FileChoice, InstallState, ModuleStatus } from '../../../shared/module-installer';

export const MARKET_API = '/marketplace';
const BUYER_TOKEN = 'chis-marketplace-buyer';

/** The buyer's marketplace token, for this browser tab's session only. */
export const buyerSession = {
  token: (): string => sessionStorage.getItem(BUYER_TOKEN) ?? '',
  store: (token: string) => sessionStorage.setItem(BUYER_TOKEN, token),
  clear: () => sessionStorage.removeItem(BUYER_TOKEN),
};

const marketClient = createClient({
  getToken: buyerSession.token,
  getRefreshToken: () => '',
  // A refused buyer token signs the buyer out of the marketplace only; the admin session stays.
  onUnauthorized: buyerSession.clear,
  onSessionRevoked: buyerSession.clear,
});

export interface ModulePrice {
  points?: number;
  /** Cents. */
  balance?: number;
}

export interface CatalogueModule {
  uid: string;
  version: string;
  title: AdminLabel;
  description: AdminLabel;
  price: ModulePrice;
  free: boolean;
  category: string;
  categoryLabel: string;
  developer: string;
  updated: string;
  published: string;
  downloads: number;
}

export interface ModuleRelease {
  version: string;
  date: string;
  notes: AdminLabel;
}

export interface ModuleDetail extends CatalogueModule {
  productVersions: string;
  dependencies: Record<string, string>;
  changelog: ModuleRelease[];
  screenshots: { url: string; caption?: AdminLabel }[];
  versions: { version: string; updated: string; size: number }[];
}

export interface Category {
  id: string;
  label: string;
  count: number;
}


/** The installer's view of a catalogue module: its local state and installed version. */
export interface LocalModule {
  uid: string;
  state: InstallState;
  installedVersion: string;
}

export type Pay = 'points' | 'balance' | 'wechat';

export interface Order {
  orderSn: string;
  uid: string;
  version: string;
  title: string;
  purchaser: string;
  pay: Pay | 'free';
  price: number;
  status: 'paid' | 'pending';
  createdAt: number;
  updateUntil: number | null;
  refundable: boolean;
}

export interface BuyResult {
  order: Order;
  created: boolean;
  wechat?: { qrCode: string; url: string; expiresAt: number };
}

export interface BuyerAccount {
  username: string;
  nickname: string;
  points: number;
  /** Cents. */
  balance: number;
}


/** An update refused until its conflicts are resolved (409): the conflicts to choose for. */
export function conflictsOf(error: unknown): Conflict[] | null {
  if (!(error instanceof ApiError) || error.code !== 409) return null;
  const content = error.content as { conflicts?: Conflict[] } | undefined;
  return Array.isArray(content?.conflicts) ? content.conflicts : null;
}

const market = <T>(url: string, options: { method?: 'GET' | 'POST'; params?: Record<string, unknown>; data?: unknown; quiet?: boolean } = {}) =>
  marketClient.request<T>({ url: `${MARKET_API}${url}`, method: options.method ?? 'GET', params: options.params, data: options.data, showErrorMessage: !options.quiet, cancelDuplicate: false });

/** The header that hands the installer the buyer's marketplace session (sent along, never stored). */
export const BUYER_HEADER = 'X-Marketplace-Token';

const admin = <T>(url: string, options: { method?: 'GET' | 'POST'; data?: unknown; quiet?: boolean; buyer?: boolean } = {}) => {
  const buyer = options.buyer ? buyerSession.token() : '';
  return adminClient.request<T>({
    url: `${ADMIN_API}/module${url}`,
    method: options.method ?? 'GET',
    data: options.data,
    showErrorMessage: !options.quiet,
    cancelDuplicate: false,
    ...(buyer ? { headers: { [BUYER_HEADER]: buyer } } : {}),
  });
};

export const marketApi = {
  catalogue: (query: { category?: string; q?: string }) =>
    market<{ list: CatalogueModule[]; total: number }>('/catalogue', { params: { limit: 100, ...(query.category ? { category: query.category } : {}), ...(query.q ? { q: query.q } : {}) } }),
  categories: () => market<{ list: Category[] }>('/categories'),
  detail: (uid: string) => market<ModuleDetail>(`/modules/${encodeURIComponent(uid)}`),
  /** Screenshots and packages are addressed relative to the marketplace's base. */
  assetUrl: (path: string) => `/chis_web${MARKET_API}/${path}`,
  login: (username: string, password: string) => market<{ token: string; username: string; nickname: string }>('/login', { method: 'POST', data: { username, password }, quiet: true }),
  account: () => market<BuyerAccount>('/account', { quiet: true }),
  order: (orderSn: string) => market<Order>(`/orders/${encodeURIComponent(orderSn)}`, { quiet: true }),
};

export type ModuleAction = 'disable' | 'enable' | 'uninstall' | 'update' | 'rollback';

export const installerApi = {
  /** The catalogue with each module's local state (module/catalogue). */
  local: () => admin<{ list: LocalModule[] }>('/catalogue'),
  status: (uid: string) => admin<ModuleStatus>(`/${encodeURIComponent(uid)}`, { quiet: true }),
  /** Buys through the installer, which records the order (module/buy), with the buyer's session. */
  buy: (uid: string, pay: Pay, idempotencyKey: string) => admin<BuyResult>('/buy', { method: 'POST', data: { uid, pay, idempotencyKey }, quiet: true, buyer: true }),
  /** Starts an install (the buyer's session lets the installer download a priced package). */
  install: (uid: string, confirmDependencies = false) => admin<{ state: InstallState }>('/install', { method: 'POST', data: { uid, confirmDependencies }, quiet: true, buyer: true }),
  act: (action: ModuleAction, uid: string, body: Record<string, unknown> = {}) =>
    admin<{ state: InstallState }>(`/${action}`, { method: 'POST', data: { uid, ...body }, quiet: true, buyer: action === 'update' }),
};
