// `npm run module:pack -- <uid>… [--out <dir>]`: builds and signs each module of modules/<uid>/ into
// <out>/<uid>-<version>.tgz (default out: $DATA_DIR/marketplace/packages, where the built-in
// marketplace serves from). The key is MARKETPLACE_SIGNING_KEY, else the data folder's generated
// key (the one the built-in marketplace signs with). `--all` packs every folder of modules/.
import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildModule } from '../../lib/module-package/build-module';
import { loadSigningKey, PACKAGES_DIR } from '../../lib/module-package/data-folder';
import { keyId } from '../../lib/module-package/signing';
import { loadWebBundler } from '../../server/modules/marketplace/web-bundler';

const MODULES_DIR = 'modules';

interface Arguments {
  uids: string[];
  all: boolean;
  out: string;
}

function parseArguments(argv: string[], dataDir: string): Arguments {
  const parsed: Arguments = { uids: [], all: false, out: path.join(dataDir, PACKAGES_DIR) };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--out') parsed.out = path.resolve(argv[++i] ?? '');
    else if (argv[i] === '--all') parsed.all = true;
    else if (argv[i].startsWith('-')) throw new Error(`unknown option ${argv[i]} (use <uid>…, --all, --out <dir>)`);
    else parsed.uids.push(argv[i]);
  }
  if (!parsed.all && parsed.uids.length === 0) throw new Error('name the modules to pack (folders of modules/) or give --all');
  return parsed;
}

async function main(): Promise<void> {
  const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
  const args = parseArguments(process.argv.slice(2), dataDir);
  const uids = args.all ? readdirSync(MODULES_DIR).sort() : args.uids;
  const key = loadSigningKey(dataDir, process.env.MARKETPLACE_SIGNING_KEY);
  const bundle = loadWebBundler(path.resolve('.'));
  mkdirSync(args.out, { recursive: true });
  for (const uid of uids) {
    const built = await buildModule(path.resolve(MODULES_DIR, uid), key, bundle);
    writeFileSync(path.join(args.out, built.fileName), built.bytes);
    console.log(`${path.join(args.out, built.fileName)}  ${built.bytes.length} bytes  sha256 ${built.sha256}  key ${keyId(key)}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
