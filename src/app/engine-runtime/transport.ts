// The engine's transport over the app's one HTTP client: the client adds the headers, unwraps the
// envelope, shows the catalogue messages and saves downloads; the engine owns the URLs.
import { download, request } from '../../api/client';
import type { EngineTransport } from '../../engine';

export const appTransport: EngineTransport = {
  // The client has no abort: the engine drops answers whose signal was aborted, so a superseded
  // request costs a response nobody reads, never a stale screen.
  request: ({ url, method, params, data }) => request({ url, method, params, data }),
  download,
};
