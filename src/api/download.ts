import { fail, readEnvelope, send } from './client';
import { filenameFromDisposition } from './content-disposition';
import { hooks } from './hooks';
import { ApiError } from './types';

const DOWNLOAD_URL = '/api/v2/export-excel/download';

/**
 * Spec §7: fetches an export file. When the server answers with JSON instead of a file, its msg
 * is shown as an error; otherwise the file is saved under the Content-Disposition name.
 */
export async function download(sourcePath: string): Promise<void> {
  const options = { url: DOWNLOAD_URL, params: { sourcePath }, loading: true };
  const token = hooks().getToken();
  const response = await send(options, token);
  const isJson = (response.headers.get('content-type') ?? '').includes('json');
  if (isJson || !response.ok) {
    const envelope = isJson ? await readEnvelope(response) : undefined;
    if (!response.ok || envelope?.code !== 200) throw fail(options, response.status, envelope, token);
    // A "successful" JSON answer is still not a file: its msg is the reason.
    const text = envelope.msg || hooks().translate('api.download.failed');
    hooks().notifyError(text);
    throw new ApiError(envelope.code, text);
  }
  const blob = await response.blob();
  const fallback = sourcePath.split('/').pop() || 'export.xlsx';
  hooks().saveFile(blob, filenameFromDisposition(response.headers.get('content-disposition'), fallback));
}
