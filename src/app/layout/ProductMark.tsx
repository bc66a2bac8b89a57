import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { siteConfigAtom } from '../state/site';
import logoUrl from '../assets/logo.svg';

/** Logo and site name (the server's siteName wins over the built-in bilingual one). */
export default function ProductMark({ inverse = false }: { inverse?: boolean }) {
  const intl = useIntl();
  const site = useAtomValue(siteConfigAtom);
  return (
    <Link
      to="/home"
      style={{ display: 'flex', alignItems: 'center', gap: 10, color: inverse ? '#fff' : '#06394a' }}
      data-testid="product-mark"
    >
      <img src={logoUrl} alt="" width={32} height={32} />
      <span className="chis-product-name" style={{ fontSize: 17, fontWeight: 600, letterSpacing: 0.3, whiteSpace: 'nowrap' }}>
        {site.siteName || intl.formatMessage({ id: 'router.siteName' })}
      </span>
    </Link>
  );
}
