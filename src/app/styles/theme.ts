import type { ThemeConfig } from 'antd';

// The one place where the product's look is decided: a deep teal brand colour, a light grey
// canvas, white cards with soft shadows and a system font stack that renders CJK well without
// any web font (the product must work offline, so no CDN fonts).

export const BRAND_COLOR = '#0b6478';
export const BRAND_DARK = '#06394a';
export const CANVAS_COLOR = '#f2f4f7';

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
      darkGroupTitleColor: 'rgba(255, 255, 255, 0.45)',
    },
    Card: { borderRadiusLG: 8 },
  },
};
