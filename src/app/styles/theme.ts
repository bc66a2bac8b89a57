import type { GlobalToken, ThemeConfig } from 'antd';
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
/** Success text (Typography type="success", the dashboard's 账目一致): antd's #52c41a is 2.3:1 on white; green-8 is 5.6:1. */
export const SUCCESS_TEXT_COLOR = '#237804';

/** The header bar of the page frame (frame.css). */
const HEADER_HEIGHT = 56;
const HEADER_PADDING = '0 20px';

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

/**
 * The antd tokens that the markup drawn without antd (the visitor's landing, the page frame, the
 * language menu) needs, for the theme below. Written out because deriving the hover, pressed and
 * focus shades takes antd's colour algorithm, which a first visit does not download; a test
 * checks every value against antd's tokens for appTheme, so a change of brand colour shows here.
 */
export const PLAIN_TOKENS = {
  colorText: 'rgba(0, 0, 0, 0.88)',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorBorder: '#d9d9d9',
  colorPrimaryHover: '#217685',
  colorPrimaryActive: '#034152',
  colorLinkHover: '#3c8791',
  /** The focus ring of buttons and menu entries. */
  colorPrimaryBorder: '#5a989e',
  /** The primary button's shadow. */
  controlOutline: 'rgba(5, 55, 58, 0.36)',
  /** Text buttons, hovered and pressed. */
  colorFillTertiary: 'rgba(0, 0, 0, 0.04)',
  colorBgTextActive: 'rgba(0, 0, 0, 0.15)',
  /** Menu entries, hovered and selected. */
  controlItemBgHover: 'rgba(0, 0, 0, 0.04)',
  controlItemBgActive: '#a5b7b8',
  boxShadowSecondary: '0 6px 16px 0 rgba(0, 0, 0, 0.08), 0 3px 6px -4px rgba(0, 0, 0, 0.12), 0 9px 28px 8px rgba(0, 0, 0, 0.05)',
} satisfies Partial<Record<keyof GlobalToken, string>>;

/**
 * The same colours for the app's own style sheets (tables, analysis notes, home, the plain frame
 * and buttons), as custom properties on the root element, so each colour is decided once, here.
 */
export const THEME_CSS_VARIABLES: Record<string, string> = {
  '--chis-brand': BRAND_COLOR,
  '--chis-brand-dark': BRAND_DARK,
  '--chis-canvas': CANVAS_COLOR,
  '--chis-font': FONT_FAMILY,
  '--chis-text': PLAIN_TOKENS.colorText,
  '--chis-text-secondary': PLAIN_TOKENS.colorTextSecondary,
  '--chis-text-muted': TEXT_MUTED,
  '--chis-text-placeholder': TEXT_PLACEHOLDER,
  '--chis-border': PLAIN_TOKENS.colorBorder,
  '--chis-brand-hover': PLAIN_TOKENS.colorPrimaryHover,
  '--chis-brand-active': PLAIN_TOKENS.colorPrimaryActive,
  '--chis-link-hover': PLAIN_TOKENS.colorLinkHover,
  '--chis-focus-ring': PLAIN_TOKENS.colorPrimaryBorder,
  '--chis-primary-shadow': PLAIN_TOKENS.controlOutline,
  '--chis-text-button-hover': PLAIN_TOKENS.colorFillTertiary,
  '--chis-text-button-active': PLAIN_TOKENS.colorBgTextActive,
  '--chis-item-hover': PLAIN_TOKENS.controlItemBgHover,
  '--chis-item-active': PLAIN_TOKENS.controlItemBgActive,
  '--chis-popup-shadow': PLAIN_TOKENS.boxShadowSecondary,
  '--chis-error': ERROR_COLOR,
  '--chis-header-height': `${HEADER_HEIGHT}px`,
  '--chis-header-padding': HEADER_PADDING,
};
if (typeof document !== 'undefined') {
  for (const [name, value] of Object.entries(THEME_CSS_VARIABLES)) document.documentElement.style.setProperty(name, value);
  hideTabOverflowButtons(document);
}

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
    colorSuccessText: SUCCESS_TEXT_COLOR,
    borderRadius: 6,
    fontFamily: FONT_FAMILY,
    fontSize: 14,
    boxShadowTertiary: '0 1px 2px rgba(16, 38, 58, 0.04), 0 2px 8px rgba(16, 38, 58, 0.06)',
  },
  components: {
    Card: { borderRadiusLG: 8 },
  },
};
