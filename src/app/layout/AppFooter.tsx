import { Layout, theme } from 'antd';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { siteConfigAtom } from '../state/site';

/**
 * Copyright line and, when the site config has one, the ICP record number. A plain span in the
 * secondary text colour: antd's Typography would bring its editable and copyable machinery into
 * every first visit for one line of text.
 */
export default function AppFooter() {
  const intl = useIntl();
  const { token } = theme.useToken();
  const site = useAtomValue(siteConfigAtom);
  const siteName = site.siteName || intl.formatMessage({ id: 'router.siteName' });
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '12px 20px 20px' }}>
      <span style={{ color: token.colorTextSecondary, fontSize: 12 }}>
        {intl.formatMessage({ id: 'layout.footer.rights' }, { year: new Date().getFullYear(), site: siteName })}
        {site.recordNumber && ` · ${site.recordNumber}`}
      </span>
    </Layout.Footer>
  );
}
