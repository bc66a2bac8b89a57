// The card-batch screen's download action: the numbers and secrets of a batch are a file the API
// serves once (GET /api/admin/card-batch/<id>/download), so the row button fetches and saves it
// instead of posting. A second attempt is answered 410 with its reason, which the client shows.
import { useEffect, useRef } from 'react';
import type { ActionView } from '../../../engine/runtime/resource-provider';
import { ADMIN_API, adminClient } from '../api/client';

export const DownloadBatch: ActionView = ({ body, onClose }) => {
  const started = useRef(false);
  useEffect(() => {
    // Once per click, though development mode runs an effect twice: the file is served once only.
    if (started.current) return;
    started.current = true;
    adminClient
      .downloadFile(`${ADMIN_API}/card-batch/${encodeURIComponent(String(body.id))}/download`, `card-batch-${String(body.id)}.xlsx`)
      .catch(() => undefined) // the client has shown the server's reason
      .finally(onClose);
  }, [body.id, onClose]);
  return null;
};
