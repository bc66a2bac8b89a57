import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../src/app/i18n/catalog';
import { mergeMessages } from '../../../src/app/i18n/merge';

describe('i18n message merge (contracts §11)', () => {
  it('merges folders into one table per language', () => {
    const merged = mergeMessages({
      'a/messages.ts': { 'zh-cn': { 'a.x': '甲' }, en: { 'a.x': 'A' } },
      'b/messages.ts': { 'zh-cn': { 'b.y': '乙' }, en: { 'b.y': 'B' } },
    });
    expect(merged).toEqual({ 'zh-cn': { 'a.x': '甲', 'b.y': '乙' }, en: { 'a.x': 'A', 'b.y': 'B' } });
  });

  it('fails loudly, naming the files, on a duplicate key or a key missing in one language', () => {
    expect(() =>
      mergeMessages({
        'a/messages.ts': { 'zh-cn': { k: '1' }, en: { k: '1' } },
        'b/messages.ts': { 'zh-cn': { k: '2' }, en: { k: '2' } },
      }),
    ).toThrow(/duplicate key "k" \(zh-cn\) in a\/messages.ts and b\/messages.ts/);
    expect(() => mergeMessages({ 'c/messages.ts': { 'zh-cn': { only: '中' }, en: {} } })).toThrow(/"only" has no en text in c\/messages.ts/);
    expect(() => mergeMessages({ 'd/messages.ts': { 'zh-cn': {}, en: { only: 'en' } } })).toThrow(/"only" has no zh-cn text/);
  });

  it('the product catalogue has every key in both languages, including the shell texts of the spec', () => {
    expect(Object.keys(catalog.en).sort()).toEqual(Object.keys(catalog['zh-cn']).sort());
    const text = (locale: 'zh-cn' | 'en', id: string) => createIntl({ locale, messages: catalog[locale] }).formatMessage({ id });
    expect(text('zh-cn', 'feedback.chunk.title')).toBe('提示');
    expect(text('zh-cn', 'feedback.chunk.content')).toBe('检测到系统更新，为确保你的完整体验，请更新系统');
    expect(text('zh-cn', 'feedback.chunk.confirm')).toBe('马上更新');
    expect(text('en', 'router.navigation.intercepted')).toBe('Navigation failed, navigation guard intercepted!');
    expect(text('en', 'router.navigation.invalid')).toBe('Navigation failed, invalid route!');
    expect(text('en', 'api.success')).toBe('Operation successful');
  });

  it('leaves the pages’ messages to their chunks (router/pages.ts)', () => {
    expect(Object.keys(catalog['zh-cn']).filter((key) => key.startsWith('home.'))).toEqual([]);
    expect(Object.keys(catalog['zh-cn'])).toContain('error-page.home');
  });
});
