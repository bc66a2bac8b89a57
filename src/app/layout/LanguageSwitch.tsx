import TranslationOutlined from '@ant-design/icons-svg/es/asn/TranslationOutlined';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { localeAtom, LOCALES } from '../state/ui';
import { MenuButton } from './menu/MenuButton';
import { PlainButton } from '../../engine/widgets/PlainButton';
import SvgIcon from '../../engine/widgets/SvgIcon';

/**
 * zh-cn / en switch; the choice is persisted by localeAtom and applies at once. A menu of our own
 * in plain markup rather than antd's Button and Dropdown: the switch is in the header of every
 * first visit, which does not download antd.
 */
export default function LanguageSwitch() {
  const intl = useIntl();
  const [locale, setLocale] = useAtom(localeAtom);
  return (
    <MenuButton
      lines={LOCALES.map((code) => ({
        key: code,
        label: intl.formatMessage({ id: `layout.lang.${code}` }),
        checked: code === locale,
        testId: `lang-option-${code}`,
      }))}
      onChoose={(code) => setLocale(code as (typeof LOCALES)[number])}
      trigger={(props) => (
        <PlainButton look="text" icon={<SvgIcon icon={TranslationOutlined} />} aria-label={intl.formatMessage({ id: 'layout.lang.label' })} data-testid="lang-switch" {...props}>
          {intl.formatMessage({ id: `layout.lang.${locale}` })}
        </PlainButton>
      )}
    />
  );
}
