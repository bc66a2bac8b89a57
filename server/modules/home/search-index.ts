// The one-click-search autocomplete index: every drug, product, company, group and category name
// with its pinyin and pinyin initials (contracts §8), held in memory so a keystroke costs a scan
// of plain strings rather than a warehouse query (p95 < 20 ms at default scale).
import type { Warehouse } from '../../warehouse/connection';

export type EntryType = 'generic' | 'product' | 'company' | 'group' | 'atc' | 'sort';

export interface SearchEntry {
  type: EntryType;
  id: string;
  name: string;
  extra?: string;
  /** lower-cased name, full pinyin, initials: what keywords are matched against */
  lower: string;
  py: string;
  initials: string;
  /** sales size where known; larger ranks first among equals */
  weight: number;
}

export interface SearchIndex {
  /** In rank order (see buildSearchIndex). */
  entries: SearchEntry[];
  /** character → ascending positions of the entries whose name, pinyin or initials contain it */
  postings: Map<string, number[]>;
}

export const EMPTY_INDEX: SearchIndex = { entries: [], postings: new Map() };

export interface SearchHit {
  type: EntryType;
  id: string;
  name: string;
  extra?: string;
}

// Drugs before companies before categories when the match is equally good.
const TYPE_ORDER: Record<EntryType, number> = { generic: 0, product: 1, company: 2, group: 3, atc: 4, sort: 5 };

type NamedRow = {
  id: string;
  name: string;
  py: string | null;
  initials: string | null;
  extra: string | null;
};

async function salesWeights(warehouse: Warehouse) {
  const rows = await warehouse.all<{ product_id: string; generic_id: string; company_id: string; amount: number }>(
    `SELECT p.product_id, p.generic_id, p.company_id, s.amount
       FROM dim_product p
       JOIN (SELECT k.product_id, SUM(f.amount) AS amount
               FROM fact_sales_month f JOIN dim_sku k ON k.sku_id = f.sku_id
              GROUP BY k.product_id) s ON s.product_id = p.product_id`,
  );
  const byType = { generic: new Map<string, number>(), product: new Map<string, number>(), company: new Map<string, number>() };
  const add = (map: Map<string, number>, key: string, amount: number) => map.set(key, (map.get(key) ?? 0) + amount);
  for (const row of rows) {
    add(byType.product, String(row.product_id), row.amount);
    add(byType.generic, String(row.generic_id), row.amount);
    add(byType.company, String(row.company_id), row.amount);
  }
  return byType;
}

export async function buildSearchIndex(warehouse: Warehouse): Promise<SearchIndex> {
  const sources: [EntryType, string][] = [
    ['generic', 'SELECT generic_id AS id, name, name_py AS py, name_initials AS initials, dosage_form AS extra FROM dim_generic'],
    [
      'product',
      `SELECT p.product_id AS id, p.trade_name AS name, p.trade_name_py AS py, p.trade_name_initials AS initials, g.name AS extra
         FROM dim_product p LEFT JOIN dim_generic g ON g.generic_id = p.generic_id WHERE p.trade_name IS NOT NULL`,
    ],
    ['company', 'SELECT company_id AS id, name, name_py AS py, name_initials AS initials, NULL AS extra FROM dim_company WHERE valid_to IS NULL'],
    ['group', 'SELECT group_id AS id, name, name_py AS py, name_initials AS initials, NULL AS extra FROM dim_group'],
    ['atc', 'SELECT code AS id, name, name_py AS py, name_initials AS initials, code AS extra FROM dim_atc'],
    ['sort', 'SELECT code AS id, name, name_py AS py, name_initials AS initials, code AS extra FROM dim_sort'],
  ];
  const [weights, ...results] = await Promise.all([salesWeights(warehouse), ...sources.map(([, query]) => warehouse.all<NamedRow>(query))]);
  const entries: SearchEntry[] = [];
  sources.forEach(([type], i) => {
    const weightOf = Object.hasOwn(weights, type) ? weights[type as keyof typeof weights] : null;
    for (const row of results[i]) {
      if (!row.name) continue;
      const id = String(row.id);
      entries.push({
        type,
        id,
        name: row.name,
        ...(row.extra ? { extra: String(row.extra) } : {}),
        lower: row.name.toLowerCase(),
        py: (row.py ?? '').toLowerCase(),
        initials: (row.initials ?? '').toLowerCase(),
        weight: weightOf?.get(id) ?? 0,
      });
    }
  });
  // Ordered once by the tie-breakers (type, sales, shorter name, collation), so a query only has
  // to compare match scores: among equal scores, the entry met first ranks first.
  const collator = new Intl.Collator('zh-CN');
  entries.sort(
    (a, b) =>
      TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
      b.weight - a.weight ||
      a.name.length - b.name.length ||
      collator.compare(a.name, b.name),
  );
  return { entries, postings: buildPostings(entries) };
}

function buildPostings(entries: readonly SearchEntry[]): Map<string, number[]> {
  const postings = new Map<string, number[]>();
  const add = (key: string, position: number) => {
    const list = postings.get(key);
    if (list) list.push(position);
    else postings.set(key, [position]);
  };
  entries.forEach((entry, position) => {
    for (const char of new Set(entry.lower + entry.py + entry.initials)) add(char, position);
    // `^x`: entries whose name or pinyin starts with x, for one-letter keywords (below).
    for (const first of new Set([entry.lower[0], entry.py[0]])) if (first) add(`^${first}`, position);
  });
  return postings;
}

/**
 * Every kind of match needs each character of the keyword somewhere in the entry's name, pinyin
 * or initials, so only the entries on the shortest posting list of those characters can match.
 */
function candidates(index: SearchIndex, keyword: string): number[] | null {
  // One letter is contained in nearly every pinyin: it only matches as a prefix (a → 阿莫西林, not 头孢他啶).
  if (/^[a-z0-9]$/.test(keyword)) return index.postings.get(`^${keyword}`) ?? [];
  let shortest: number[] | null = null;
  for (const char of new Set(keyword)) {
    const list = index.postings.get(char);
    if (!list) return [];
    if (!shortest || list.length < shortest.length) shortest = list;
  }
  return shortest;
}

/** exact > prefix > initials prefix > contains; 0 = no match. */
function score(entry: SearchEntry, keyword: string, latin: string): number {
  if (entry.lower === keyword || (latin && (entry.py === latin || entry.initials === latin))) return 4;
  if (entry.lower.startsWith(keyword) || (latin && entry.py.startsWith(latin))) return 3;
  if (latin && entry.initials.startsWith(latin)) return 2;
  if (latin.length !== 1 && (entry.lower.includes(keyword) || (latin && entry.py.includes(latin)))) return 1;
  return 0;
}

/** The best `limit` entries for a keyword, ranked. */
export function searchIndex(index: SearchIndex, rawKeyword: string, limit: number): SearchHit[] {
  const keyword = rawKeyword.trim().toLowerCase();
  if (!keyword) return [];
  // Pinyin is compared without spaces or apostrophes (xi'an, "a mo xi lin").
  const latin = /^[a-z0-9\s']+$/.test(keyword) ? keyword.replace(/[\s']/g, '') : '';
  const positions = candidates(index, latin || keyword) ?? [];
  // A small sorted top list: an entry enters only with a strictly better score than the last,
  // since entries come in rank order and a later one loses every tie.
  const best: { entry: SearchEntry; score: number }[] = [];
  for (const position of positions) {
    const entry = index.entries[position];
    const s = score(entry, keyword, latin);
    if (s === 0 || (best.length === limit && s <= best[limit - 1].score)) continue;
    let at = best.length;
    while (at > 0 && best[at - 1].score < s) at--;
    best.splice(at, 0, { entry, score: s });
    if (best.length > limit) best.pop();
  }
  return best.map(({ entry }) => ({
    type: entry.type,
    id: entry.id,
    name: entry.name,
    ...(entry.extra ? { extra: entry.extra } : {}),
  }));
}
