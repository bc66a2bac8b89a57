import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { localeAtom, LOCALES, type Locale } from '../state/ui';

/** zh-cn / en switch; the choice is persisted by localeAtom and applies at once. */
export default function LanguageSwitch({ light = false }: { light?: boolean }) {
  const intl = useIntl();
  const [locale, setLocale] = useAtom(localeAtom);
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [locale],
        items: LOCALES.map((code) => ({
          key: code,
          label: <span data-testid={`lang-option-${code}`}>{intl.formatMessage({ id: `layout.lang.${code}` })}</span>,
        })),
        onClick: ({ key }) => setLocale(key as Locale),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={intl.formatMessage({ id: 'layout.lang.label' })}
        data-testid="lang-switch"
        style={light ? { color: '#fff' } : undefined}
      >
        {intl.formatMessage({ id: `layout.lang.${locale}` })}
      </Button>
    </Dropdown>
  );
}
