import type { RouteHandle } from '../router/handle';

/**
 * Whether a page is drawn with antd, so that antd's provider is fetched with its code and wraps it.
 * Two kinds are plain markup: the visitor's landing (until someone signs in: the signed-in home
 * draws antd cards) and analysis pages, whose few antd parts (saved markets, number ranges) bring
 * the provider along themselves (the engine's AntdScope).
 */
export function drawsAntd(handle: RouteHandle | undefined, signedIn: boolean): boolean {
  if (handle?.kind === 'analysis') return false;
  return signedIn || handle?.landing !== true;
}
