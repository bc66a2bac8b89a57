import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { extendIntl } from '../../../src/app/i18n/extended-catalog';
import { mergeMessages } from '../../../src/app/i18n/merge';

const lit = (value: string) => [{ type: 0, value }] as never;
const login = mergeMessages({ 'login/messages.ts': { 'zh-cn': { 'home.login.title': lit('登录') }, en: { 'home.login.title': lit('Sign in') } } });

describe('a part’s catalogue on top of the app’s (contracts §11)', () => {
  it('adds the part’s texts in the interface language', () => {
    const base = createIntl({ locale: 'en', defaultLocale: 'zh-cn', messages: {} });
    expect(extendIntl(base, login).formatMessage({ id: 'home.login.title' })).toBe('Sign in');
  });

  it('takes the same catalogue twice (a dialog inside a page that carries it) but not a key defined otherwise', () => {
    const base = createIntl({ locale: 'en', defaultLocale: 'zh-cn', messages: {} });
    const once = extendIntl(base, login);
    expect(extendIntl(once, login).formatMessage({ id: 'home.login.title' })).toBe('Sign in');
    const other = mergeMessages({ 'x/messages.ts': { 'zh-cn': { 'home.login.title': lit('登入') }, en: { 'home.login.title': lit('Log on') } } });
    expect(() => extendIntl(once, other)).toThrow(/home\.login\.title defined twice/);
  });
});
