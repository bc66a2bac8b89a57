import { describe, expect, it } from 'vitest';
import { pinyinKeys } from '../../../server/seed/pinyin';

describe('pinyin search keys', () => {
  it('gives full pinyin and initials without tones or spaces (contracts §8)', () => {
    expect(pinyinKeys('阿莫西林')).toEqual({ py: 'amoxilin', initials: 'amxl' });
  });

  it('keeps letters and digits and drops punctuation', () => {
    expect(pinyinKeys('维生素C咀嚼片（保健食品）')).toEqual({ py: 'weishengsucjujuepianbaojianshipin', initials: 'wsscjjpbjsp' });
    expect(pinyinKeys('13价肺炎疫苗').initials).toBe('13jfyym');
  });
});
