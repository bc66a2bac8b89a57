// One item's sales per channel as `GET /api/v2/home/search/item` answers them (contracts §8): the
// server computes them, the one-click detail page shows them. OMNI is the sum of the stored channels.
export const STORED_CHANNELS = ['RETAIL', 'HOSPITAL', 'GRASSROOTS', 'B2C'] as const;
export type SearchChannel = (typeof STORED_CHANNELS)[number] | 'OMNI';

export interface ChannelFigure {
  channel: SearchChannel;
  dataAsOf: string | null;
  amount: number;
  prevAmount: number;
  /** null with isNew when the year-earlier MAT is 0 (shown 新进). */
  growth: number | null;
  isNew: boolean;
  /** Share of the OMNI amount (OMNI itself: 1), null when the item sold nothing. */
  share: number | null;
}

export interface ChannelStats {
  channels: ChannelFigure[];
  trend: { months: string[]; series: Record<SearchChannel, number[]> };
}
