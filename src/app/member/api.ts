// The member API (/chis_web/api/member, server/modules/member) over the subscriber's own client: the
// member centre's index, overview, subscriptions and password change, and the crud renderer's
// resource provider over member screens (the admin's calls under the member base).
import { request } from '../../api/client';
import { createAdminResources } from '../admin/api/resource-provider';

export const MEMBER_API = '/api/member';

export interface MemberMenuNode {
  id: number;
  type: string;
  name: string;
  title: { 'zh-cn': string; en: string };
  path: string;
  icon: string;
  children?: MemberMenuNode[];
}

export interface MemberIndex {
  member: { id: number; username: string; nickname: string; email: string | null; mobile: string | null };
  menus: MemberMenuNode[];
  rules: string[];
}

export interface MemberOverview {
  /** Balance in cents. */
  money: number;
  score: number;
  subscriptions: { id: number; source: string; startsAt: number; expiresAt: number }[];
  series: { day: string; money: number; score: number }[];
}

export interface MemberSubscriptions {
  plan: { name: string; codes: string[] } | null;
  /** null = all of China. */
  areas: string[] | null;
  benefits: { id: number; source: string; codes: string[]; areas: string[]; startsAt: number; expiresAt: number; active: boolean }[];
  codes: string[];
}

export const getMemberIndex = () => request<MemberIndex>({ url: `${MEMBER_API}/index`, showErrorMessage: false });
export const getOverview = () => request<MemberOverview>({ url: `${MEMBER_API}/overview`, showErrorMessage: false });
export const getSubscriptions = () => request<MemberSubscriptions>({ url: `${MEMBER_API}/subscriptions`, showErrorMessage: false });
export const changeMemberPassword = (data: { oldPassword: string; newPassword: string }) =>
  request<null>({ url: `${MEMBER_API}/password`, method: 'PUT', data, showErrorMessage: false });

/** The crud renderer's resource provider over the member's own rows (the server forces the owner). */
export const memberResources = createAdminResources({ request }, MEMBER_API);
