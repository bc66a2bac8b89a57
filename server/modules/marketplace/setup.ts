// The built-in marketplace's start: its signing key (MARKETPLACE_SIGNING_KEY, else generated into
// the data folder) and its packages, built from the repository's modules/ when their sources
// changed and read back verified. Both happen on the marketplace's first request, once per process,
// so a process (or a test) that never serves the marketplace pays nothing for it; processes
// building at once write the same bytes (the build is deterministic, each file is renamed into
// place whole).
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { loadSigningKey } from '../../../lib/module-package/data-folder';
import type { AppContext } from '../../context';
import { buildModulePackages, readPackageShelf, type PackageShelf } from './package-store';
import { MARKETPLACE_PREFIX, marketplaceRoutes } from './routes';
import { loadWebBundler } from './web-bundler';

export async function registerMarketplace(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { config } = ctx;
  const key = loadSigningKey(config.dataDir, config.marketplaceSigningKey);
  const log = { warn: (message: string) => app.log.warn(message) };
  let loading: Promise<PackageShelf> | undefined;
  const shelf = () =>
    (loading ??= (async () => {
      await buildModulePackages({
        dataDir: config.dataDir,
        modulesDir: path.join(config.projectRoot, 'modules'),
        key,
        log,
        bundle: loadWebBundler(config.projectRoot),
      });
      return readPackageShelf({ dataDir: config.dataDir, key, log });
    })().catch((error: unknown) => {
      loading = undefined; // the next request tries again
      throw error;
    }));
  await app.register(marketplaceRoutes, { prefix: MARKETPLACE_PREFIX, ctx, key, shelf });
}
