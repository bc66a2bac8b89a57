// The market pages the API serves: each whitelisted analysis page (codes, fact channels, periods)
// with its blocks and the keys of its filter set, read once from the schema files.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AnalysisWhitelistEntry } from '../../../src/generated/whitelist';
import type { AnalysisBlock, AnalysisSchema, FilterSetKey, FilterSetSchema, Label } from '../../../src/generated/schema-types';

export interface MarketPage extends AnalysisWhitelistEntry {
  title: Label;
  blocks: AnalysisBlock[];
  filterKeys: FilterSetKey[];
}

async function readJsonDir<T>(dir: string): Promise<T[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as T));
}

export async function buildMarketCatalogue(
  whitelist: Record<string, AnalysisWhitelistEntry>,
  dirs: { market: string; filters: string },
): Promise<Record<string, MarketPage>> {
  const [schemas, filterSets] = await Promise.all([readJsonDir<AnalysisSchema>(dirs.market), readJsonDir<FilterSetSchema>(dirs.filters)]);
  const keysOf = new Map(filterSets.map((set) => [set.id, set.keys]));
  const pages: Record<string, MarketPage> = {};
  for (const schema of schemas) {
    const entry = Object.hasOwn(whitelist, schema.id) ? whitelist[schema.id] : undefined;
    if (!entry) continue; // a schema the generator has not whitelisted is not served
    const filterKeys = keysOf.get(entry.filterSet);
    if (!filterKeys) throw new Error(`market page ${schema.id}: unknown filter set ${entry.filterSet}`);
    pages[schema.id] = { ...entry, title: schema.title, blocks: schema.blocks, filterKeys };
  }
  return pages;
}
