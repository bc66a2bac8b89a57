// A member added without licensed areas starts with what their plan gives new members (the seeded
// trial plan: 北京, 上海), never with all of China by omission; no plan gives no area. An explicit
// choice on the form wins, and an edit never changes areas it does not name (issue 21 item 6).
import { planAreas } from '../../auth/member-groups';
import type { WriteRequest } from './policy';

export async function planAreasUnlessChosen({ op, values, trx }: WriteRequest): Promise<void> {
  if (op !== 'add' || 'areas' in values) return;
  values.areas = await planAreas(trx, typeof values.group_id === 'number' ? values.group_id : null);
}
