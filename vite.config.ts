import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
// With an extension: Vite's config loader warns about a local import without one.
import { compiledMessages, oneFormatjsCopy, withoutMessageParser } from './scripts/i18n/vite-plugin.js';

const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/** Text files worth compressing; smaller ones gain less than a header costs. */
const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` next to every text file of the build, once, at the highest
 * levels; the server sends them as they are (@fastify/static `preCompressed`), so no request pays
 * for compression.
 */
function precompress(): Plugin {
  const br = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'chis-precompress',
    apply: 'build',
    async writeBundle(output, bundle) {
      const dir = output.dir ?? 'dist';
      const files = Object.values(bundle).filter((file) => COMPRESSIBLE.test(file.fileName));
      await Promise.all(
        files.map(async (file) => {
          const source = Buffer.from(file.type === 'chunk' ? file.code : file.source);
          if (source.length < MIN_BYTES) return;
          const path = join(dir, file.fileName);
          const [brotli, gzipped] = await Promise.all([
            br(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
            gz(source, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, brotli), writeFile(`${path}.gz`, gzipped)]);
        }),
      );
    },
  };
}

// The SPA. In development /chis_web is proxied to the API server; in production the API server
// serves dist/ itself (one process, one port).
export default defineConfig({
  plugins: [react(), compiledMessages(), precompress()],
  resolve: { alias: [withoutMessageParser, ...oneFormatjsCopy] },
  server: { port: 5173, proxy: { '/chis_web': apiTarget } },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 900,
    // The logo is one file for the favicon, the boot screen (index.html) and the page header: once
    // fetched, it is cached for all three, instead of a copy inlined into the HTML and the header's code.
    assetsInlineLimit: (file) => (file.endsWith('/src/app/assets/logo.svg') ? false : undefined),
    sourcemap: false,
    modulePreload: {
      // The signed-in frame is imported from a chunk every visitor loads (the layout names its lazy
      // parts), and the list of the frame's ~60 script files there cost the visitor's first download
      // 1.2 KB gzip. Its scripts are left for the browser to find when the frame's chunk arrives
      // (the login dialog starts that load as it opens); its styles stay listed, since only this list
      // loads a lazy chunk's CSS.
      resolveDependencies: (file, deps) => (file.includes('signed-in-frame') ? deps.filter((dep) => dep === file || dep.endsWith('.css')) : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The plain controls of the header every page draws (buttons, icons, the language switch and
          // its menu button) and the frame's outline (FrameShell): shared by the landing, the
          // signed-in frame, analysis pages and the back-end, the bundler would give each its own
          // file; as one file the landing fetches four fewer (each extra file on a slow phone's
          // connection showed in its largest paint).
          groups: [
            {
              name: 'plain-controls',
              includeDependenciesRecursively: false,
              test: /\/src\/(engine\/widgets\/(PlainButton|SvgIcon)|app\/layout\/(LanguageSwitch|FrameShell|menu\/(MenuButton|use-dismiss)))\./,
            },
          ],
        },
      },
      treeshake: {
        // rc-field-form declares no `sideEffects`, and its index hangs Field, List and useForm on its
        // default export: every antd input (through antd's form context) then pulled the whole form
        // library into the shared chunks (~9 KB gzip on a market route that draws no form). The index
        // only assigns those statics; the forms that use them keep them.
        moduleSideEffects: (id) => (id.includes('/node_modules/rc-field-form/') ? false : undefined),
      },
    },
  },
});
