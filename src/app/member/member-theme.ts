import type { ThemeConfig } from 'antd';
import { BRAND_COLOR, TEXT_MUTED } from '../styles/theme';

/**
 * The member centre's colours over the app theme (WCAG 2 AA, 4.5:1): antd's light menu marks the
 * current page in brand teal on a grey-teal (#a5b7b8, 3.2:1), so it is marked as the admin side menu
 * marks it, white on the brand colour (6.8:1); an empty list's text is antd's disabled grey (1.8:1 on
 * white), so it takes the muted text colour the rest of the app uses for hints.
 */
export const memberTheme: ThemeConfig = {
  components: {
    Menu: { itemSelectedBg: BRAND_COLOR, itemSelectedColor: '#fff' },
    List: { colorTextDisabled: TEXT_MUTED },
  },
};
