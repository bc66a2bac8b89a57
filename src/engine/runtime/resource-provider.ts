// The crud renderer's one seam to the outside (refine's data provider, typed): every screen talks to
// its API resource through these calls, and decides what to show through the synchronous `can`.
// The app fills it over its HTTP client (the engine never imports src/app or src/api).
import type { ComponentType } from 'react';
import type { CrudCustomAction } from '../../generated/schema-types';
import type { CrudScreen } from '../../shared/crud/screen';
import type { Locale, FilterOp } from '../schema/types';
import type { ModuleLink } from '../widgets/MissingWidget';

export type ResourceRow = Record<string, unknown>;
export type ResourceKey = string | number;

export interface ResourceSearch {
  field: string;
  operator: FilterOp;
  value: unknown;
}

export interface ResourceListRequest {
  page: number;
  limit: number;
  order: { field: string; order: 'asc' | 'desc' } | null;
  quickSearch: string;
  search: ResourceSearch[];
  /** Keyset paging past the count cap: the `next` of the page before (then `page` is 1). */
  cursor?: string | null;
  /** Audit logs: the days of the time window, or 'all' (absent: the server's default window). */
  window?: number | 'all' | null;
}

/** The time window an audit-log list read (the server states it so the page shows and widens it). */
export interface ResourceListWindow {
  field: string;
  days: number;
  from: number;
}

export interface ResourceListResult {
  list: ResourceRow[];
  /** Exact up to the server's count cap; past it the cap itself with `totalCapped` (at least that many). */
  total: number;
  totalCapped?: boolean;
  /** The cursor of the page after this one (null: none, or the sort pages by number only). */
  next?: string | null;
  window?: ResourceListWindow | null;
  /** Labels of the remote keys the rows hold, by field key then key as text (the caller may lack the other screen's select rule). */
  labels?: Record<string, Record<string, string>>;
}

export interface SelectOption {
  value: ResourceKey;
  label: string;
}

export interface SelectRequest {
  quickSearch?: string;
  /** Keys whose labels are wanted (a remote select showing what is already chosen). */
  initValue?: ResourceKey[];
  page?: number;
  limit?: number;
}

/**
 * A refused or failed call. `field` is set when the server named the input at fault (its message
 * starts with `<field>: `), so the form can show the message on that input.
 */
export class ResourceError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field: string | null = null,
  ) {
    super(message);
    this.name = 'ResourceError';
  }
}

/** The resource API of docs/admin.md §3, one call per operation. */
export interface ResourceProvider {
  /** The screen's schema with presets expanded (GET /schema/<id>). */
  screen(id: string): Promise<CrudScreen>;
  list(id: string, request: ResourceListRequest, signal?: AbortSignal): Promise<ResourceListResult>;
  one(id: string, key: ResourceKey): Promise<ResourceRow>;
  add(id: string, values: ResourceRow): Promise<ResourceRow>;
  edit(id: string, key: ResourceKey, values: ResourceRow): Promise<void>;
  remove(id: string, keys: ResourceKey[]): Promise<{ deleted: number }>;
  sortable(id: string, moveKey: ResourceKey, targetKey: ResourceKey): Promise<void>;
  select(id: string, request: SelectRequest, signal?: AbortSignal): Promise<{ list: SelectOption[]; total: number }>;
  action(id: string, name: string, body: Record<string, unknown>): Promise<unknown>;
  /**
   * The rules the caller may grant in screen `id`'s rule tree (GET /<id>/grantable), nested under
   * `children` as the rule screen lists them: served with the form, so it needs no rule-screen right.
   */
  grantable(id: string): Promise<ResourceRow[]>;
  /**
   * Uploads one file (POST <base>/upload: the admin's or the member's) and resolves with the stored
   * attachment (its `url`); `onProgress` hears the share sent, 0–100. Absent where nothing uploads.
   */
  upload?(file: File, onProgress: (percent: number) => void): Promise<ResourceRow>;
  /** The upload policy's allowed suffixes and MIME types (GET /api/v2/site-config), for the file input. */
  uploadPolicy?(): Promise<UploadPolicy>;
}

export interface UploadPolicy {
  maxSize: number;
  mimeTypes: string[];
  suffixes: string[];
}

/** An app's own view of a custom action (its answer is more than a toast): drawn over the screen. */
export type ActionView = ComponentType<{ body: Record<string, unknown>; onClose(): void }>;

export interface CrudRuntime {
  resources: ResourceProvider;
  /** The app's view of `<screen>/<action>`, if it has one; else the action runs and toasts. */
  actionView?(screenId: string, action: string): ActionView | undefined;
  /**
   * Buttons the app adds to a screen beside its schema's actions, each drawn by its `actionView`
   * (e.g. the CRUD records' "design again", which opens the designer page): the app shows only
   * those the session's rules allow.
   */
  appActions?(screenId: string): CrudCustomAction[];
  locale: Locale;
  /** Synchronous check of a granted rule name (`<id>/<action>`), from the grants loaded once per session. */
  can(rule: string): boolean;
  /** Tells the user an operation succeeded (the app's toast). */
  notifySuccess(text: string): void;
  /** Tells the user an operation failed and was not shown on a field. */
  notifyError(text: string): void;
  /** Where the app's module marketplace offers a module (a form field whose widget it draws links there). */
  moduleLink?(module: string): ModuleLink;
}
