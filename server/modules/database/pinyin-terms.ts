// A pinyin or pinyin-initials keyword ('amxl', 'amoxilin') → the Chinese words it spells in the
// warehouse's names ('阿莫西林'), so that the keyword search finds what the Chinese keyword finds
// (contracts §8). The basic tables hold no pinyin of their own: the names of drugs, products,
// companies, groups and categories, with the pinyin and initials the dimensions already store, are
// read once and scanned in memory, and only the few names that match are split into characters.
import { pinyin } from 'pinyin-pro';
import type { Warehouse } from '../../warehouse/connection';

type NameKeys = {
  name: string;
  py: string;
  initials: string;
};

/** Where names and their precomputed pinyin live (the autocomplete index reads the same columns). */
const NAME_SOURCES = [
  'SELECT name, name_py AS py, name_initials AS initials FROM dim_generic',
  'SELECT trade_name AS name, trade_name_py AS py, trade_name_initials AS initials FROM dim_product WHERE trade_name IS NOT NULL',
  'SELECT name, name_py AS py, name_initials AS initials FROM dim_company',
  'SELECT name, name_py AS py, name_initials AS initials FROM dim_group',
  'SELECT name, name_py AS py, name_initials AS initials FROM dim_atc',
  'SELECT name, name_py AS py, name_initials AS initials FROM dim_sort',
];

/** More words than this would make every keyword column a long OR; the most common ones are kept. */
export const MAX_TERMS = 24;
const CACHE_SIZE = 500;

/** The keyword as pinyin to compare ('a mo xi lin', "xi'an" → 'amoxilin', 'xian'), or null if it is not pinyin. */
export function pinyinKeyword(keyword: string): string | null {
  const lower = keyword.trim().toLowerCase();
  if (!/^[a-z0-9\s']+$/.test(lower) || !/[a-z]/.test(lower)) return null;
  const latin = lower.replace(/[\s']/g, '');
  return latin.length >= 2 ? latin : null;
}

/**
 * The characters of `name` that `latin` spells, or null: a prefix of its initials (amxl → 阿莫西林),
 * a prefix of its full pinyin (amoxi → 阿莫西, the syllable it ends in included), or its full pinyin
 * from a syllable on (xilin → 西林). Same kinds of match as the autocomplete.
 */
export function spelledWord(name: string, latin: string): string | null {
  const chars = [...name];
  const syllables = pinyin(name, { toneType: 'none', type: 'array', nonZh: 'spaced' });
  if (syllables.length !== chars.length) return null;
  // Characters that have a syllable (punctuation has none), with where each one's pinyin ends.
  const spoken: { at: number; syllable: string; end: number }[] = [];
  let end = 0;
  syllables.forEach((raw, at) => {
    const syllable = raw.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (syllable === '') return;
    end += syllable.length;
    spoken.push({ at, syllable, end });
  });
  const word = (from: number, to: number) => chars.slice(spoken[from].at, spoken[to].at + 1).join('');
  if (spoken.length >= latin.length && spoken.slice(0, latin.length).every((s, i) => s.syllable[0] === latin[i])) {
    return word(0, latin.length - 1);
  }
  const full = spoken.map((s) => s.syllable).join('');
  for (let from = 0; from < spoken.length; from++) {
    const start = from === 0 ? 0 : spoken[from - 1].end;
    if (full.startsWith(latin, start)) return word(from, spoken.findIndex((s) => s.end >= start + latin.length));
  }
  return null;
}

/** The shortest words only: a name holding 阿莫西林 is found by 阿莫西林 already. */
function essentialWords(counts: Map<string, number>): string[] {
  const byLength = [...counts.keys()].sort((a, b) => a.length - b.length || (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
  const kept: string[] = [];
  for (const word of byLength) if (!kept.some((k) => word.includes(k))) kept.push(word);
  return kept.sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0)).slice(0, MAX_TERMS);
}

export type PinyinTerms = (keyword: string) => Promise<string[]>;

/**
 * The Chinese words a keyword spells in pinyin, most common first (none for a keyword that is not
 * pinyin). The names are loaded on the first pinyin keyword; a warehouse without a dimension (a
 * customer's basic-only licence, a test fixture) simply contributes no names from it.
 */
export function createPinyinTerms(warehouse: Warehouse): PinyinTerms {
  let names: Promise<NameKeys[]> | null = null;
  const cache = new Map<string, string[]>();

  function load(): Promise<NameKeys[]> {
    names ??= Promise.all(NAME_SOURCES.map((sql) => warehouse.all<NameKeys>(sql).catch(() => [] as NameKeys[]))).then((lists) =>
      lists.flat().map((n) => ({ name: n.name, py: (n.py ?? '').toLowerCase(), initials: (n.initials ?? '').toLowerCase() })),
    );
    return names;
  }

  return async (keyword) => {
    const latin = pinyinKeyword(keyword);
    if (!latin) return [];
    const cached = cache.get(latin);
    if (cached) return cached;
    const counts = new Map<string, number>();
    for (const n of await load()) {
      // The stored keys rule out nearly every name cheaply; only candidates are split into characters.
      if (!n.name || !(n.initials.startsWith(latin) || n.py.includes(latin))) continue;
      const word = spelledWord(n.name, latin);
      if (word && !/^[a-z0-9]+$/i.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
    }
    const terms = essentialWords(counts);
    if (cache.size >= CACHE_SIZE) cache.delete(cache.keys().next().value as string);
    cache.set(latin, terms);
    return terms;
  };
}
