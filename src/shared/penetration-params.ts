// The `data-penetration-params` query parameter (spec §2, contracts §13): the filter object of an
// analysis page opened in a new tab, as JSON encrypted with AES-ECB/PKCS7 under a fixed embedded key.
// This is obfuscation only — anyone can read the key in the bundle — and the server re-validates every
// filter it receives. Only the crypto-js submodules needed are imported (the whole package is ~200 KB).
// The `.js` suffixes let Node's ESM resolver (server side, tests) find the CommonJS files too.
import AES from 'crypto-js/aes.js';
import Base64 from 'crypto-js/enc-base64.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import ECB from 'crypto-js/mode-ecb.js';
import Pkcs7 from 'crypto-js/pad-pkcs7.js';

export { PENETRATION_PARAM } from './penetration-param-name';

export type PenetrationFilters = Record<string, unknown>;

// 16 bytes = AES-128. Parsed as raw key bytes, not a passphrase: a passphrase would add a random salt
// and the same filters would encrypt differently every time.
const KEY = Utf8.parse('ChisWebPenetr8K1');
const CIPHER_OPTIONS = { mode: ECB, padding: Pkcs7 };

export function encrypt(filters: PenetrationFilters): string {
  return AES.encrypt(Utf8.parse(JSON.stringify(filters)), KEY, CIPHER_OPTIONS).ciphertext.toString(Base64);
}

function isPlainObject(value: unknown): value is PenetrationFilters {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The filter object carried by `param`; `{}` when it is absent, not ours, tampered with or not an object. */
export function decrypt(param: string | null | undefined): PenetrationFilters {
  if (!param) return {};
  try {
    const plain = AES.decrypt(param, KEY, CIPHER_OPTIONS).toString(Utf8);
    const value: unknown = JSON.parse(plain);
    return isPlainObject(value) ? value : {};
  } catch {
    // wrong padding → malformed UTF-8 → toString throws; garbage JSON → JSON.parse throws
    return {};
  }
}

export interface MappedKey {
  key: string;
  /** The key of the opened filter set this one is copied to; default the same key. */
  mapsTo?: string;
}

/**
 * The filters of a set that opens another one (spec §3: the third variant opens the product analysis)
 * renamed onto the opened set's keys. Keys without a value are left out.
 */
export function mapFilters(keys: readonly MappedKey[], values: PenetrationFilters): PenetrationFilters {
  const mapped: PenetrationFilters = {};
  for (const { key, mapsTo } of keys) {
    if (values[key] !== undefined) mapped[mapsTo ?? key] = values[key];
  }
  return mapped;
}
