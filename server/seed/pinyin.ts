// Pinyin search keys for Chinese names (contracts §8): 阿莫西林 → py "amoxilin", initials "amxl".
// Letters and digits inside a name (维生素C, 13价) are kept; punctuation is dropped.
import { pinyin } from 'pinyin-pro';

export interface PinyinKeys {
  py: string;
  initials: string;
}

export function pinyinKeys(text: string): PinyinKeys {
  const syllables = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'consecutive' })
    .map((s) => s.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .filter((s) => s.length > 0);
  return {
    py: syllables.join(''),
    initials: syllables.map((s) => (/^[0-9]/.test(s) ? s : s[0])).join(''),
  };
}
