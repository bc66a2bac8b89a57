// What a reader sees for a permission code or a fact channel: the titles the product shows for them
// (the generated permission tree's sections, pages and exports; the market registry's channels) in
// the reader's language, never the raw code. An export reads "零售药店 › 市场概览 › 导出"; a code the
// tree does not know (retired, or a rule pattern) stays as it is.
import marketRegistry from '../../schemas/registry/market.json';
import { permissionTree, type PermissionNode } from '../generated/permission-tree';
import type { Label } from '../generated/schema-types';

type Locale = keyof Label;

const paths = new Map<string, Label[]>();
(function walk(nodes: PermissionNode[], parents: Label[]) {
  for (const node of nodes) {
    const path = [...parents, node.title];
    if (!paths.has(node.code)) paths.set(node.code, path);
    walk(node.children, path);
  }
})(permissionTree, []);

/** Channels sold through one fact channel name it (全渠道 and 竞品 span several). */
const channels = new Map(marketRegistry.channels.filter((c) => c.factChannels.length === 1).map((c) => [c.factChannels[0], c.label as Label]));

export function codeTitle(code: string, locale: Locale): string {
  const path = paths.get(code);
  return path ? path.map((title) => title[locale]).join(' › ') : code;
}

export function channelTitle(channel: string, locale: Locale): string {
  return channels.get(channel)?.[locale] ?? channel;
}
