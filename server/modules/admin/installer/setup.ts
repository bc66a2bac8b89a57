// Builds the app's module installer: the marketplace it talks to (MARKETPLACE_URL, else this
// server's own /chis_web/marketplace once it listens), the key it pins (MARKETPLACE_PUBLIC_KEY, else
// the built-in marketplace's own) and the product version a module's range must accept.
import { createPublicKey, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { loadSigningKey } from '../../../../lib/module-package/data-folder';
import { parsePublicKey } from '../../../../lib/module-package/signing';
import type { AppContext } from '../../../context';
import type { ScreenRegistry } from '../registry/registry';
import { ModuleInstaller } from './installer';
import { MarketClient } from './market-client';
import type { InstallStep } from './install-row';

export const BUILT_IN_MARKETPLACE = '/chis_web/marketplace';

// The product's own version (what a module's productVersions range must accept) is a fact of the
// code, not of the data folder or the configured project root, so it is read beside the source.
const PRODUCT_VERSION = (JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

function builtInUrl(app: FastifyInstance): string {
  const address = app.server.address() as AddressInfo | null;
  if (!address) throw new Error('the built-in marketplace answers once the server listens (or set MARKETPLACE_URL)');
  const host = address.family === 'IPv6' ? `[${address.address === '::' ? '::1' : address.address}]` : address.address === '0.0.0.0' ? '127.0.0.1' : address.address;
  return `http://${host}:${address.port}${BUILT_IN_MARKETPLACE}`;
}

export function createInstaller(app: FastifyInstance, ctx: AppContext, registry: ScreenRegistry, beforeStep?: (uid: string, step: InstallStep) => Promise<void> | void): ModuleInstaller {
  const { config } = ctx;
  let key: KeyObject | undefined;
  const publicKey = () =>
    (key ??= config.marketplacePublicKey
      ? parsePublicKey(config.marketplacePublicKey)
      : createPublicKey(loadSigningKey(config.dataDir, config.marketplaceSigningKey)));
  const productVersion = PRODUCT_VERSION;
  const market = new MarketClient(() => (config.marketplaceUrl ?? builtInUrl(app)).replace(/\/$/, ''), ctx.now);
  return new ModuleInstaller({ ctx, registry, market, publicKey, productVersion, beforeStep });
}
