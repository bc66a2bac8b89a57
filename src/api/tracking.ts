import { request } from './client';

/**
 * Spec §7: uploads tracking records, sent keepalive so an upload started while the page hides
 * still completes. Quiet and never de-duplicated: a failed upload is retried from the buffer.
 */
export function submitVisitLog(records: unknown[]) {
  return request<unknown>({
    url: '/api/v2/user/visit-log/submit',
    method: 'POST',
    data: records,
    keepalive: true,
    showErrorMessage: false,
    cancelDuplicate: false,
  });
}
