// The member API (/chis_web/api/member, server/modules/member) over the subscriber's own client: the
// member centre's index, overview, subscriptions and password change, and the crud renderer's
// resource provider over member screens (the admin's calls under the member base).
import { request } from '../../api/client';
import { createAdminResources } from '../admin/api/resource-provider';
import type { MemberSubscription } from '../../shared/member-subscription';

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


export type { MemberSubscription };

export interface MemberOverview {
  /** Balance in cents. */
  money: number;
  score: number;
  /** The subscriptions that have not ended, soonest end first. */
  subscriptions: MemberSubscription[];
  series: { day: string; money: number; score: number }[];
}

/** Why the member holds a code or an area: their plan, a subscription, or their own (override) licence. */
export type EntitlementSource = { kind: 'plan'; plan: string } | { kind: 'subscription'; source: string; plan: string | null; endsAt: number } | { kind: 'override' };

export interface MemberSubscriptions {
  plan: string | null;
  subscriptions: MemberSubscription[];
  /** Each scope's values: ["*"] = unrestricted, [] = none. */
  scopes: { areas: string[]; channels: string[]; categories: string[]; forms: string[] };
  areas: { value: string; why: EntitlementSource[] }[];
  /** null = no limit. */
  limits: { seats: number | null; exportRowsPerMonth: number | null; savedMarkets: number | null; historyMonths: number | null };
  codes: { value: string; why: EntitlementSource[] }[];
}

export const getMemberIndex = () => request<MemberIndex>({ url: `${MEMBER_API}/index`, showErrorMessage: false });
export const getOverview = () => request<MemberOverview>({ url: `${MEMBER_API}/overview`, showErrorMessage: false });
export const getSubscriptions = () => request<MemberSubscriptions>({ url: `${MEMBER_API}/subscriptions`, showErrorMessage: false });
export const changeMemberPassword = (data: { oldPassword: string; newPassword: string }) =>
  request<null>({ url: `${MEMBER_API}/password`, method: 'PUT', data, showErrorMessage: false });

/** The crud renderer's resource provider over the member's own rows (the server forces the owner). */
export const memberResources = createAdminResources({ request }, MEMBER_API);
