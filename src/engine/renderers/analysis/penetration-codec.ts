// crypto-js (~6 KB gzip) loads only on the analysis pages that use `data-penetration-params`: opened
// with it, or with ranking rows that open another analysis. AnalysisPage waits for it together with
// the filter set and the periods, so the view below it reads the codec synchronously.
import { useEffect, useState } from 'react';
import type { AnalysisSchema } from '../../../generated/schema-types';
import { PENETRATION_PARAM } from '../../../shared/penetration-param-name';
import { rowTargets } from './penetration-link';

export type PenetrationCodec = Pick<typeof import('../../../shared/penetration-params'), 'encrypt' | 'decrypt'>;

let codec: PenetrationCodec | null = null;
let loading: Promise<void> | null = null;

/** The codec once loaded; null on pages that do not need it. */
export function penetrationCodec(): PenetrationCodec | null {
  return codec;
}

/** Whether the page decrypts its parameter or links rows elsewhere (the competitive page's dimension comes with its result). */
export function needsCodec(schema: AnalysisSchema, search: URLSearchParams): boolean {
  return (
    search.has(PENETRATION_PARAM) ||
    schema.channel === 'competitive' ||
    schema.blocks.some((b) => b.type === 'table' && rowTargets(b.dimension ?? '').length > 0)
  );
}

/** True once the codec is there or not needed; a failed download throws to the route's error boundary, as a lazy chunk does. */
export function useCodecReady(needed: boolean): boolean {
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  const [, setLoaded] = useState(false);
  useEffect(() => {
    if (!needed || codec) return;
    let live = true;
    loading ??= import('../../../shared/penetration-params').then((module) => {
      codec = module;
    });
    loading.then(
      () => {
        if (live) setLoaded(true);
      },
      (error: unknown) => {
        loading = null; // the next page tries again
        if (live) setFailure({ error });
      },
    );
    return () => {
      live = false;
    };
  }, [needed]);
  if (failure) throw failure.error;
  return !needed || codec !== null;
}
