import { describe, expect, it } from 'vitest';
import { adminCatalog } from '../../../src/app/admin/i18n/catalog';
import { catalog } from '../../../src/app/i18n/catalog';
import { extendIntl } from '../../../src/app/i18n/extended-catalog';
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

  it('refuses a key the app’s catalogue already defines (its own merge checks are the app’s: merge.test)', () => {
    const clash = { 'zh-cn': { 'router.siteName': [] }, en: { 'router.siteName': [] } };
    expect(() => extendIntl(intlFor('en'), clash)).toThrow(/router\.siteName/);
  });
});
