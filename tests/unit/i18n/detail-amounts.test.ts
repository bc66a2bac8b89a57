import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import messages from '../../../src/app/pages/one-click-search-detail/messages';
import { formatAmount, formatAmountValue } from '../../../src/app/pages/one-click-search-detail/figures';

const intl = (locale: 'zh-cn' | 'en') => createIntl({ locale, messages: messages[locale] });

// The result page's money: 万元 in Chinese; RMB millions in English, where "RMB 164.2 10k" reads as nothing.
describe('amounts on the one-click search result page', () => {
  it('writes 1,642,000 yuan as 164.2 万元 in Chinese', () => {
    expect(formatAmount(intl('zh-cn'), 1_642_000)).toBe('164.2 万元');
    expect(formatAmountValue(intl('zh-cn'), 1_642_000)).toBe('164.2');
  });

  it('writes it as RMB 1.64 mn in English, with the same unit in table cells', () => {
    expect(formatAmount(intl('en'), 1_642_000)).toBe('RMB 1.64 mn');
    expect(formatAmountValue(intl('en'), 2_345_678_901)).toBe('2,345.68');
  });
});
