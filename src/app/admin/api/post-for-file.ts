// A file the admin API answers to a POST with a body (the CRUD designer's export, an attachment
// that is JSON): the client's downloads are GETs and read a JSON answer as an envelope. The caller
// makes a signed-in call through the client just before, which renews an expired token.
import { CHANNEL } from '../../../api/config';
import { filenameFromDisposition } from '../../../api/content-disposition';
import { hooks } from '../../../api/hooks';
import { readAdminToken } from '../session/token';

export async function postForFile(url: string, body: unknown, fallback: string): Promise<void> {
  const h = hooks();
  const response = await fetch(`${h.baseUrl()}${url}`, {
    method: 'POST',
    headers: { Authorization: readAdminToken(), 'Accept-Language': h.language(), channel: CHANNEL, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const disposition = response.headers.get('content-disposition');
  if (!response.ok || !disposition?.startsWith('attachment')) {
    // A refusal is the usual envelope: its msg says why.
    const envelope = (await response.json().catch(() => null)) as { msg?: string } | null;
    throw new Error(envelope?.msg || `HTTP ${response.status}`);
  }
  h.saveFile(await response.blob(), filenameFromDisposition(disposition, fallback));
}
