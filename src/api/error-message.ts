/** A message to show: an i18n key with its values, or the server's own text. */
export type Notice = { id: string; values?: Record<string, string> } | { text: string };

// Statuses whose catalogue message is fixed (spec §8); the server's msg is not shown for them.
const FIXED = new Set([302, 400, 401, 403, 404, 408, 409, 501, 502, 503, 504, 505]);

/**
 * The message for a failed call (spec §8): the fixed catalogue text for the listed statuses,
 * 404 with the URL, 500 and anything unlisted with the server's msg when it sent one.
 */
export function noticeForStatus(status: number, serverMsg: string | undefined, url: string): Notice {
  if (status === 404) return { id: 'api.status.404', values: { url } };
  if (FIXED.has(status)) return { id: `api.status.${status}` };
  if (serverMsg) return { text: serverMsg };
  return { id: status === 500 ? 'api.status.500' : 'api.status.other' };
}

/** A call that never got an answer: timeout, or the network (offline or the server unreachable). */
export function noticeForNetworkFailure(kind: 'timeout' | 'network', online: boolean): Notice {
  if (kind === 'timeout') return { id: 'api.network.timeout' };
  return { id: online ? 'api.network.serverException' : 'api.network.offline' };
}
