import { CHANNEL, PENDING_KEY_FIELD } from './config';

export interface PendingKeyInput {
  url: string;
  method: string;
  token: string;
  params?: Record<string, unknown>;
  data?: unknown;
}

/**
 * Spec §7: two requests are duplicates when url, method, token, channel and params match. A
 * `request_front_pending_key` in the params or body replaces that key, so callers can make
 * different calls share one slot, or the same call occupy two.
 */
export function pendingKey(input: PendingKeyInput): string {
  const override = overrideKey(input.params) ?? overrideKey(input.data);
  if (override !== undefined) return `override:${override}`;
  return JSON.stringify([input.url, input.method.toUpperCase(), input.token, CHANNEL, input.params ?? null, input.data ?? null]);
}

function overrideKey(source: unknown): string | undefined {
  if (source === null || typeof source !== 'object' || !(PENDING_KEY_FIELD in source)) return undefined;
  const value = (source as Record<string, unknown>)[PENDING_KEY_FIELD];
  return value === undefined || value === null ? undefined : String(value);
}

/** The override is a client-side concern; the server never sees it. */
export function withoutPendingKey<T>(source: T): T {
  if (source === null || typeof source !== 'object' || Array.isArray(source) || !(PENDING_KEY_FIELD in source)) return source;
  const { [PENDING_KEY_FIELD]: _ignored, ...rest } = source as Record<string, unknown>;
  return rest as T;
}

/** In-flight requests by key; registering a key again aborts the earlier request (spec §4). */
export class PendingRequests {
  private readonly inFlight = new Map<string, AbortController>();

  register(key: string, onCancel: (controller: AbortController) => void): AbortController {
    const earlier = this.inFlight.get(key);
    if (earlier) onCancel(earlier);
    const controller = new AbortController();
    this.inFlight.set(key, controller);
    return controller;
  }

  release(key: string, controller: AbortController): void {
    if (this.inFlight.get(key) === controller) this.inFlight.delete(key);
  }

  get size(): number {
    return this.inFlight.size;
  }
}
