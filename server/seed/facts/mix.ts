// The product mix of each channel: the share of chemical drugs, TCM (中成药), biologics and
// non-drugs in its sales. Published shapes (domain notes §4, MENET terminal reports): TCM is about
// a sixth of public-hospital drug sales and a third of pharmacy sales, biologics (insulin,
// antibodies, albumin, vaccines) sell mostly in hospitals, and non-drugs (health foods, devices,
// herbal slices) make about a fifth of a pharmacy's and a quarter of an online shop's sales.
import type { Channel, Generic } from '../model';

export type Kind = Generic['drugType'];

export const CHANNEL_MIX: Record<Channel, Record<Kind, number>> = {
  HOSPITAL: { 化学药: 0.73, 中成药: 0.16, 生物制品: 0.11, 非药: 0 },
  RETAIL: { 化学药: 0.48, 中成药: 0.32, 生物制品: 0.03, 非药: 0.17 },
  GRASSROOTS: { 化学药: 0.63, 中成药: 0.31, 生物制品: 0.06, 非药: 0 },
  B2C: { 化学药: 0.45, 中成药: 0.27, 生物制品: 0.03, 非药: 0.25 },
};

/**
 * The share of a channel's sales a kind is scaled to. A data set without some kind in a channel
 * (the `small` scale has few generics) spreads the missing share over the kinds it has.
 */
export function mixShare(channel: Channel, kind: Kind, present: ReadonlySet<Kind>): number {
  const mix = CHANNEL_MIX[channel];
  const covered = [...present].reduce((sum, k) => sum + mix[k], 0);
  return covered > 0 ? mix[kind] / covered : 0;
}
