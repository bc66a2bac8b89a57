// The browser bundler of modules with a web/index.tsx (scripts/modules/bundle.ts, vite), loaded only
// when a module needs it, with its output kept by content: a bundle is rebuilt only when the
// module's sources or the bundler change, not for every data folder (each test app, each fresh
// install), since a vite build takes seconds. The cache holds unsigned build output; what a
// marketplace serves is signed afresh with its own key.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { WebBundler } from '../../../lib/module-package/build-module';
import { sourcesHash } from '../../../lib/module-package/sources';

const BUNDLER = path.join('scripts', 'modules', 'bundle.ts');
const CACHE = path.join('node_modules', '.cache', 'chis-module-bundles');

/** The bundler of the project at `root`, or undefined when it has none. */
export function loadWebBundler(root: string): WebBundler | undefined {
  const script = path.join(root, BUNDLER);
  if (!existsSync(script)) return undefined;
  const cache = path.join(root, CACHE);
  return async (moduleDir) => {
    const key = createHash('sha256').update(sourcesHash(moduleDir)).update(readFileSync(script)).digest('hex');
    const cached = path.join(cache, `${path.basename(moduleDir)}-${key.slice(0, 32)}.js`);
    if (existsSync(cached)) return readFileSync(cached);
    const { bundleModule } = (await import(script)) as { bundleModule: WebBundler };
    const bytes = await bundleModule(moduleDir);
    mkdirSync(cache, { recursive: true });
    const temporary = `${cached}.${process.pid}.tmp`;
    writeFileSync(temporary, bytes);
    renameSync(temporary, cached);
    return bytes;
  };
}
