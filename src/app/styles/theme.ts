import type { ThemeConfig } from 'antd';
import './a11y.css';
import { hideTabOverflowButtons } from './tabs-a11y';

// The one place where the product's look is decided: a deep teal brand colour, a light grey
// canvas, white cards with soft shadows and a system font stack that renders CJK well without
// any web font (the product must work offline, so no CDN fonts).

export const BRAND_COLOR = '#0b6478';
export const BRAND_DARK = '#06394a';
export const CANVAS_COLOR = '#f2f4f7';

// Text colours (WCAG 2 AA, issue 14). antd's defaults for secondary hints, breadcrumbs, descriptions
// and placeholders (black at 45 % and 25 %) fall to 3.4:1 and 1.6:1 on white; these keep at least
// 4.5:1 on white, on the canvas and on table headers (#fafafa) while staying lighter than body text.
export const TEXT_MUTED = 'rgba(0, 0, 0, 0.57)';
export const TEXT_PLACEHOLDER = 'rgba(0, 0, 0, 0.55)';
/** Danger text and buttons (删除): antd's #ff4d4f is 3.3:1 on white; red-7 is 5.6:1. */
export const ERROR_COLOR = '#cf1322';
/** Group titles on the dark side menu: 6.9:1 on BRAND_DARK (white at 45 % was 3.8:1). */
const MENU_GROUP_TITLE = 'rgba(255, 255, 255, 0.7)';

/**
 * The same colours for the app's own style sheets (tables, analysis notes, home), as custom
 * properties on the root element, so each colour is decided once, here.
 */
export const THEME_CSS_VARIABLES: Record<string, string> = {
  '--chis-brand': BRAND_COLOR,
  '--chis-text-muted': TEXT_MUTED,
  '--chis-text-placeholder': TEXT_PLACEHOLDER,
};
if (typeof document !== 'undefined') {
  for (const [name, value] of Object.entries(THEME_CSS_VARIABLES)) document.documentElement.style.setProperty(name, value);
  hideTabOverflowButtons(document);
}

export const FONT_FAMILY = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  '"PingFang SC"',
  '"Hiragino Sans GB"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK SC"',
  '"Source Han Sans SC"',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(', ');

/** Menu widths of spec §9. */
export const MENU_WIDTH = 208;
export const MENU_COLLAPSED_WIDTH = 64;

export const appTheme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorInfo: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    colorBgLayout: CANVAS_COLOR,
    // colorTextDescription (breadcrumbs, descriptions, form help) derives from the tertiary colour.
    colorTextTertiary: TEXT_MUTED,
    colorTextPlaceholder: TEXT_PLACEHOLDER,
    colorError: ERROR_COLOR,
    borderRadius: 6,
    fontFamily: FONT_FAMILY,
    fontSize: 14,
    boxShadowTertiary: '0 1px 2px rgba(16, 38, 58, 0.04), 0 2px 8px rgba(16, 38, 58, 0.06)',
  },
  components: {
    Layout: {
      siderBg: BRAND_DARK,
      headerBg: '#ffffff',
      headerHeight: 56,
      headerPadding: '0 20px',
      bodyBg: CANVAS_COLOR,
    },
    Menu: {
      darkItemBg: BRAND_DARK,
      darkSubMenuItemBg: '#042c3a',
      darkItemSelectedBg: BRAND_COLOR,
      darkGroupTitleColor: MENU_GROUP_TITLE,
    },
    Card: { borderRadiusLG: 8 },
  },
};
