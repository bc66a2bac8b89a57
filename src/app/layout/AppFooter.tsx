import { Layout, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { siteConfigAtom } from '../state/site';

/** Copyright line and, when the site config has one, the ICP record number. */
export default function AppFooter() {
  const intl = useIntl();
  const site = useAtomValue(siteConfigAtom);
  const siteName = site.siteName || intl.formatMessage({ id: 'router.siteName' });
  return (
    <Layout.Footer style={{ textAlign: 'center', padding: '12px 20px 20px' }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {intl.formatMessage({ id: 'layout.footer.rights' }, { year: new Date().getFullYear(), site: siteName })}
        {site.recordNumber && ` · ${site.recordNumber}`}
      </Typography.Text>
    </Layout.Footer>
  );
}
