// Seeds the product's config items from the group documents: a missing item gets its default,
// an existing one keeps its value (and moves to its group, should a document have moved it).
import type { AppContext } from '../../../context';
import { configGroups, seededValue } from './groups';

export async function seedConfigItems(ctx: AppContext): Promise<void> {
  for (const group of configGroups()) {
    for (const field of group.fields) {
      await ctx.db
        .insertInto('config')
        .values({ name: field.key, group: group.id, value: seededValue(field), secret: field.secret ? 1 : 0 })
        .onConflict((oc) => oc.column('name').doUpdateSet({ group: group.id }))
        .execute();
    }
  }
}
