// What a member's licence covers, for the pages that say it (issue 26 item 8): the home page does not
// call a trial's 北京 + 上海 national figures, and the user centre names the provinces and the end
// date. Read from the licence as the market pages apply it (area-licence, entitlements), never kept twice.
import type { AppContext } from '../../context';
import { licensesOf } from '../auth/permission-service';
import { narrowerLicence } from '../market/entitlements';
import { dimensionsOf } from './dimensions';

export interface LicenceSummary {
  /** The licensed provinces (warehouse names, 北京市) when narrower than all of China; null = all of China. */
  provinces: string[] | null;
  /** When the last active benefit package ends (epoch ms); null when access has no end date (the member's plan). */
  until: number | null;
}

export async function licenceSummary(ctx: AppContext & { warehouse: NonNullable<AppContext['warehouse']> }, userId: number): Promise<LicenceSummary> {
  const now = ctx.now();
  const [licenses, dims, latest] = await Promise.all([
    licensesOf(ctx, userId),
    dimensionsOf(ctx.warehouse),
    ctx.db
      .selectFrom('benefit')
      .select((eb) => eb.fn.max('expires_at').as('until'))
      .where('user_id', '=', userId)
      .where('starts_at', '<=', now)
      .where('expires_at', '>', now)
      .executeTakeFirst(),
  ]);
  const until = latest?.until === null || latest?.until === undefined ? null : Number(latest.until);
  return { provinces: narrowerLicence(licenses, dims.provinces), until };
}
