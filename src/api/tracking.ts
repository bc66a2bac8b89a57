import { request } from './client';

/**
 * Spec §7: uploads a batch of tracking records with the device they come from, sent keepalive
 * so that an upload started while the page hides still completes. Quiet and never de-duplicated: a failed upload is retried from the buffer.
 */
export function submitVisitLog(body: { device: unknown; records: unknown[] }) {
  return request<unknown>({
    url: '/api/v2/user/visit-log/submit',
    method: 'POST',
    data: body,
    keepalive: true,
    showErrorMessage: false,
    cancelDuplicate: false,
  });
}
