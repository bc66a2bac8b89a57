// The basics item ip_blacklist (one IP or CIDR range per line): a request from a listed client
// address is answered 403 on every route, before anything else runs (an onRequest hook). The list
// is read from the app database at most once per CACHE_MS per replica, and at once after a config
// write on this replica, so another replica follows within seconds. Lines that are not an address
// or a range are ignored (the form's text is free), so a typo can never block everyone.
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/errors';

const CACHE_MS = 5_000;
const ITEM = 'ip_blacklist';

let cached: { at: number; list: BlockList | null } | null = null;

/** Drops the cached list (a config write on this replica). */
export function forgetBlacklist(): void {
  cached = null;
}

/** The block list of the item's text, or null when it lists nothing valid. */
export function parseBlacklist(text: string): BlockList | null {
  const list = new BlockList();
  let entries = 0;
  for (const line of text.split(/\r?\n/)) {
    const [address, bits, ...rest] = line.trim().split('/');
    const family = isIP(address ?? '');
    if (!family || rest.length > 0) continue;
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else {
      const prefix = Number(bits);
      if (!/^\d+$/.test(bits) || prefix > (family === 4 ? 32 : 128)) continue;
      list.addSubnet(address, prefix, type);
    }
    entries += 1;
  }
  return entries ? list : null;
}

/** True when `ip` is listed (an IPv4 address mapped into IPv6 is checked as IPv4 too). */
export function isBlocked(list: BlockList, ip: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped) return list.check(mapped, 'ipv4') || list.check(ip, 'ipv6');
  const family = isIP(ip);
  return family !== 0 && list.check(ip, family === 4 ? 'ipv4' : 'ipv6');
}

async function currentList(ctx: AppContext): Promise<BlockList | null> {
  const now = ctx.now();
  if (cached && now - cached.at < CACHE_MS && now >= cached.at) return cached.list;
  const row = await ctx.db.selectFrom('config').select('value').where('name', '=', ITEM).executeTakeFirst();
  cached = { at: now, list: parseBlacklist(row?.value ?? '') };
  return cached.list;
}

export function registerIpBlacklist(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request) => {
    const list = await currentList(ctx);
    if (list && isBlocked(list, request.ip)) throw new AppError(403, 'config.ipBlocked');
  });
}
