import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { localeAtom, LOCALES } from '../../state/ui';

/**
 * zh-cn / en (spec §9); the choice is the app's one language setting, persisted and applied at once.
 * The admin chunks can afford antd's Dropdown, which the subscriber header avoids in its first download.
 */
export default function AdminLanguageSwitch() {
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
        onClick: ({ key }) => setLocale(key as (typeof LOCALES)[number]),
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={intl.formatMessage({ id: 'layout.lang.label' })} data-testid="lang-switch">
        {intl.formatMessage({ id: `layout.lang.${locale}` })}
      </Button>
    </Dropdown>
  );
}
