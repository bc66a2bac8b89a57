import { BRAND_COLOR, BRAND_DARK } from '../../styles/theme';
import './home.css';

/**
 * What the signed-in home shows while the dashboard's code loads: the welcome banner's shape and
 * colour, so the page does not jump when the dashboard arrives.
 */
export default function HomePlaceholder() {
  return (
    <div className="chis-page" aria-busy="true">
      <div className="chis-home-placeholder" style={{ background: `linear-gradient(120deg, ${BRAND_DARK} 0%, ${BRAND_COLOR} 100%)` }} />
    </div>
  );
}
