// The editor module's package: its browser bundle is built at pack time into web/bundle.js, one ES
// module that carries Tiptap but no React, ReactDOM or antd of its own (it reads the host's from the
// api the loader leaves at MODULE_API_GLOBAL), imports nothing, and holds nothing the strict CSP
// forbids (no eval, no new Function).
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildModule, WEB_BUNDLE } from '../../../lib/module-package/build-module';
import { verifyPackage, type VerifiedPackage } from '../../../lib/module-package/package';
import { generatePrivateKey, parsePrivateKey, parsePublicKey, publicKeyText } from '../../../lib/module-package/signing';
import { bundleModule } from '../../../scripts/modules/bundle';
import { HOST_IMPORTS, MODULE_API_GLOBAL } from '../../../src/engine/modules/module-api';
import { ROOT } from '../schemas/helpers';

let verified: VerifiedPackage;
let bundle: string;

beforeAll(async () => {
  const key = parsePrivateKey(generatePrivateKey());
  const built = await buildModule(path.join(ROOT, 'modules', 'editor'), key, bundleModule);
  verified = await verifyPackage(built.bytes, parsePublicKey(publicKeyText(key)), { uid: 'editor' });
  bundle = verified.files.get(WEB_BUNDLE)!.toString();
}, 120_000);

describe('editor module', () => {
  it('is priced in points and ships its bundle, not its sources', () => {
    expect(verified.manifest).toMatchObject({ uid: 'editor', category: 'editor' });
    expect(verified.manifest.price.points).toBeGreaterThan(0);
    expect([...verified.files.keys()].filter((name) => name.startsWith('web/'))).toEqual([WEB_BUNDLE]);
  });

  it('bundles Tiptap and takes React, ReactDOM, the JSX runtime and antd from the host', () => {
    expect(bundle).toContain('ProseMirror');
    // One ES module that imports nothing: no bare specifier a browser could not resolve.
    expect(bundle).not.toMatch(/\bimport\s*[\w{*][^;]*?from\s*["']/);
    expect(bundle).not.toMatch(/\bimport\(\s*["']/);
    for (const member of Object.values(HOST_IMPORTS)) expect(bundle).toContain(`.${member}`);
    expect(bundle.split(MODULE_API_GLOBAL).length - 1).toBe(Object.keys(HOST_IMPORTS).length);
    // No copy of React (its element type) or ReactDOM (its error page address) is in it.
    expect(bundle).not.toContain('react.transitional.element');
    expect(bundle).not.toContain('react.dev/errors');
    expect(bundle).toMatch(/export\s*\{[^}]*\bas default\b/);
    // The production JSX runtime, whatever NODE_ENV packed it (the host hands over react/jsx-runtime only).
    expect(bundle).not.toContain('jsxDEV');
  });

  it('holds nothing the strict CSP forbids', () => {
    expect(bundle).not.toMatch(/\beval\(|new Function\b|\bFunction\(/);
  });
});
