import { describe, expect, it } from 'vitest';
import { adminCatalog } from '../../../src/app/admin/i18n/catalog';
import { catalog } from '../../../src/app/i18n/catalog';
import { extendIntl, mergeLazyMessages } from '../../../src/app/i18n/extended-catalog';
import { intlFor } from '../../../src/app/i18n/translate';

describe('the admin catalogue comes with the admin chunks', () => {
  it('is not part of the subscriber catalogue of the first download', () => {
    for (const locale of ['zh-cn', 'en'] as const) {
      expect(Object.keys(catalog[locale]).filter((key) => key.startsWith('admin.'))).toEqual([]);
    }
  });

  it('extends the app’s messages in the interface language', () => {
    const en = extendIntl(intlFor('en'), adminCatalog);
    expect(en.formatMessage({ id: 'admin.route.adminLogin' })).toBe('Administrator login');
    expect(en.formatMessage({ id: 'router.siteName' })).toBe('CHIS Pharmaceutical Data Platform');
    expect(extendIntl(intlFor('zh-cn'), adminCatalog).formatMessage({ id: 'admin.route.adminLogin' })).toBe('管理员登录');
    expect(Object.keys(adminCatalog.en).sort()).toEqual(Object.keys(adminCatalog['zh-cn']).sort());
  });

  it('refuses a key defined twice or in one language only, as the app’s catalogue does', () => {
    const clash = { 'zh-cn': { 'router.siteName': '重复' }, en: { 'router.siteName': 'twice' } };
    expect(() => extendIntl(intlFor('en'), mergeLazyMessages({ 'x/messages.ts': clash }))).toThrow(/router\.siteName/);
    expect(() => mergeLazyMessages({ 'a/messages.ts': { 'zh-cn': { 'admin.x': '甲' }, en: {} } })).toThrow(/admin\.x" has no en text in a\/messages\.ts/);
    expect(() =>
      mergeLazyMessages({ 'a/messages.ts': { 'zh-cn': { 'admin.y': '甲' }, en: { 'admin.y': 'a' } }, 'b/messages.ts': { 'zh-cn': { 'admin.y': '乙' }, en: { 'admin.y': 'b' } } }),
    ).toThrow(/duplicate key "admin\.y"/);
  });
});
