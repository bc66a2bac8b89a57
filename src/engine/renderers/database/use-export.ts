// Runs an export job: start it, follow its progress, download the workbook when it is done.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ExportRequest } from '../../runtime/data-provider';
import { useEngine } from '../../runtime/context';

const POLL_MS = 800;

export interface ExportProgress {
  running: boolean;
  written: number;
  total: number;
}

export function useExport(databaseId: string, onFailed: () => void) {
  const { data } = useEngine();
  const [progress, setProgress] = useState<ExportProgress>({ running: false, written: 0, total: 0 });
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const start = useCallback(
    async (request: ExportRequest) => {
      setProgress({ running: true, written: 0, total: 0 });
      try {
        const { jobId, total } = await data.startExport(databaseId, request);
        setProgress((p) => ({ ...p, total }));
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
          if (!alive.current) return;
          const status = await data.exportStatus(jobId);
          setProgress((p) => ({ ...p, written: status.written, total: status.total }));
          if (status.status === 'failed' || (status.status === 'done' && !status.sourcePath)) throw new Error('export failed');
          if (status.status === 'done' && status.sourcePath) {
            await data.download(status.sourcePath);
            break;
          }
        }
        if (alive.current) setProgress((p) => ({ ...p, running: false }));
      } catch {
        if (!alive.current) return;
        setProgress((p) => ({ ...p, running: false }));
        onFailed();
      }
    },
    [data, databaseId, onFailed],
  );

  return { progress, start };
}
