// Builds a module's browser bundle: modules/<uid>/web/index.tsx → one ES module (vite, library mode),
// minified, with everything it imports bundled in except React, ReactDOM, the JSX runtime and antd,
// which it takes from the host: each of those imports becomes a small module that reads the api the
// host leaves at MODULE_API_GLOBAL before importing the bundle (src/engine/modules/module-api.ts), so
// the page has one React. The packer (scripts/modules/pack.ts, lib/module-package/build-module.ts)
// calls bundleModule; run alone it prints the bundle's size: `npx tsx scripts/modules/bundle.ts editor`.
import path from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { HOST_IMPORTS, MODULE_API_GLOBAL } from '../../src/engine/modules/module-api';

const PREFIX = '\0chis-module-host:';

/** An identifier a named export can take (the host modules' keys include none that are not). */
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

function hostImports(): Plugin {
  return {
    name: 'chis-module-host-imports',
    enforce: 'pre',
    resolveId: (id) => (Object.hasOwn(HOST_IMPORTS, id) ? PREFIX + id : null),
    async load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const specifier = id.slice(PREFIX.length) as keyof typeof HOST_IMPORTS;
      // The names the module exports, read from the very package the host bundles.
      const names = Object.keys((await import(specifier)) as object).filter((name) => name !== 'default' && IDENTIFIER.test(name));
      const member = HOST_IMPORTS[specifier];
      return [
        `const api = globalThis[${JSON.stringify(MODULE_API_GLOBAL)}];`,
        `if (!api || !api.${member}) throw new Error(${JSON.stringify(`a module bundle needs the host's ${specifier}: load it through the product's module loader`)});`,
        `const host = api.${member};`,
        'export default host;',
        `export const { ${names.join(', ')} } = host;`,
      ].join('\n');
    },
  };
}

/** The bundle of the module at `moduleDir` (its web/index.tsx), as bytes. */
export async function bundleModule(moduleDir: string): Promise<Buffer> {
  const entry = path.join(moduleDir, 'web', 'index.tsx');
  const output = await build({
    configFile: false,
    root: moduleDir,
    logLevel: 'warn',
    plugins: [hostImports()],
    // Library mode keeps process.env.NODE_ENV for the consumer; a browser has none.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    // The production JSX runtime whatever NODE_ENV the packing process has (a server under test has
    // 'test', which would pick jsxDEV from react/jsx-dev-runtime: not what the host hands over).
    oxc: { jsx: { runtime: 'automatic', development: false } },
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      emptyOutDir: false,
      lib: { entry, formats: ['es'], fileName: () => 'bundle.js' },
      rolldownOptions: {
        // Whole minification: library mode alone keeps the whitespace (for a consumer's bundler; here the browser is the consumer).
        output: { codeSplitting: false, minify: true },
        checks: { pluginTimings: false },
        // Tiptap's "use client" means nothing in a browser bundle.
        onwarn: (warning, warn) => (warning.code === 'MODULE_LEVEL_DIRECTIVE' ? undefined : warn(warning)),
      },
    },
  });
  const results = (Array.isArray(output) ? output : [output]) as Rollup.RollupOutput[];
  const chunks = results.flatMap((result) => result.output).filter((file): file is Rollup.OutputChunk => file.type === 'chunk');
  if (chunks.length !== 1) throw new Error(`${entry}: expected one bundle file, the build gave ${chunks.length}`);
  return Buffer.from(chunks[0].code);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const uid = process.argv[2];
  if (!uid) throw new Error('usage: tsx scripts/modules/bundle.ts <uid>');
  const bytes = await bundleModule(path.resolve('modules', uid));
  console.log(`modules/${uid}/web/index.tsx → ${bytes.length} bytes`);
}
