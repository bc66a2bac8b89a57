// The shapes of docs/admin.md §3 and §5, as the admin API answers them.

export interface AdminLabel {
  'zh-cn': string;
  en: string;
}

export type MenuRuleType = 'menu_dir' | 'menu' | 'button';

/** A granted menu_dir or menu rule (docs/admin.md §3 MenuNode), ordered by the server. */
export interface AdminMenuNode {
  id: number;
  pid: number;
  type: MenuRuleType;
  name: string;
  title: AdminLabel;
  path: string;
  icon: string;
  /** `tab`: a screen of this app; `link`: `url` opened in a new browser tab. */
  menuType: string;
  url: string;
  children?: AdminMenuNode[];
}

/** The signed-in administrator: their profile, and whether one of their groups holds every rule. */
export interface AdminIdentity extends AdminProfile {
  super: boolean;
}

/** GET /index: who is signed in, their menus and their granted rule names. */
export interface AdminIndex {
  admin: AdminIdentity;
  menus: AdminMenuNode[];
  /** Granted rule names; `["*"]` for a super administrator. */
  rules: string[];
  siteConfig: { siteName: string; version: string };
}

export interface Captcha {
  captchaId: string;
  /** An SVG data URL. */
  image: string;
}

export interface AdminLoginBody {
  username: string;
  password: string;
  captchaId?: string;
  captcha?: string;
}

export interface AdminLoginResult {
  token: string;
  refreshToken: string;
  expiresAt: number;
  admin: AdminIdentity;
}

/** GET /dashboard (docs/admin.md §5): every figure comes from the app database. */
export interface DashboardFigures {
  asOf: number;
  subscribers: { total: number; active: number; pending: number; disabled: number };
  subscriptions: { active: number };
  trialApplications: { total: number; last30d: number };
  last30d: { logins: number; visits: number; exports: number };
  /** Per China day: subscribers' page visits and the distinct members who made them. */
  byDay: { day: string; visits: number; members: number }[];
  /** `page` as recorded; `title` in both languages where the page is known. */
  topPages: { page: string; title: AdminLabel; visits: number }[];
  /** Balances (cents) and points members hold; `mismatches` members whose balance differs from their ledger. */
  ledger: { money: number; score: number; consistent: boolean; mismatches: number };
}

export interface AdminProfile {
  id: number;
  username: string;
  nickname: string;
  avatar: string;
  email: string;
  mobile: string;
  motto: string;
  lastLoginAt: number | null;
  lastLoginIp: string | null;
}

/** PUT /profile: any of these; `password` only with `oldPassword` (blank = unchanged). */
export interface ProfileUpdate {
  nickname?: string;
  avatar?: string;
  email?: string;
  mobile?: string;
  motto?: string;
  password?: string;
  oldPassword?: string;
}
