import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { siteConfigAtom } from '../state/site';
import './frame.css';

/**
 * Copyright line and, when the site config has one, the ICP record number. Plain markup in the
 * secondary text colour: it closes every page, the visitor's landing (drawn without antd) included.
 */
export default function AppFooter() {
  const intl = useIntl();
  const site = useAtomValue(siteConfigAtom);
  const siteName = site.siteName || intl.formatMessage({ id: 'router.siteName' });
  return (
    <footer className="chis-footer">
      <span style={{ color: 'var(--chis-text-secondary)', fontSize: 12 }}>
        {intl.formatMessage({ id: 'layout.footer.rights' }, { year: new Date().getFullYear(), site: siteName })}
        {site.recordNumber && ` · ${site.recordNumber}`}
      </span>
    </footer>
  );
}
