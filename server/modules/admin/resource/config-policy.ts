// The config table's policy: an item's secrecy is part of its definition, never a flag an editor
// flips afterwards. The items the product seeds as secret (the SMTP password) are secret by
// definition; an item added through the back-end is marked secret when it is added, and an edit
// that would change the mark is refused, so a secret stays a secret. A secret item's value is never
// returned (reads answer it blank) and never written to the operation log; left blank on edit, the
// stored value stays (like a password). The product's own items (schemas/config/*.json) are
// protected: they cannot be deleted nor renamed; administrators delete only the items they added.
import { AppError } from '../../../http/errors';
import { definedItem } from '../config/groups';
import { forgetBlacklist } from '../config/ip-blacklist';
import type { ScreenPolicy } from './policy';
import type { Row } from './read';
import type { AnyDb } from './sql';
import { fieldError } from './values';

/** True for the product's own items whose field is secret (the SMTP password). */
const definedSecret = (name: string) => definedItem(name)?.field.secret !== undefined;

/** True when the config row (in wire form) holds a secret value. */
export function isSecretItem(row: Row): boolean {
  return row.secret === true || (typeof row.name === 'string' && definedSecret(row.name));
}

/**
 * True when a write to the config item `name` carries a secret value: the item is secret (by
 * definition or by its stored mark), or the write asks to add it as a secret.
 */
export async function writesSecretValue(db: AnyDb, name: unknown, requested: unknown): Promise<boolean> {
  if (requested === true || requested === 1) return true;
  if (typeof name !== 'string') return false;
  if (definedSecret(name)) return true;
  const row = (await db.selectFrom('config').select('secret').where('name', '=', name).executeTakeFirst()) as { secret: unknown } | undefined;
  return row !== undefined && Number(row.secret) === 1;
}

export const configPolicy: ScreenPolicy = {
  mask(row) {
    return isSecretItem(row) ? { ...row, value: '' } : row;
  },
  async beforeWrite({ op, values, existing }) {
    if (op === 'add') {
      if (typeof values.name === 'string' && definedSecret(values.name)) values.secret = 1;
      return;
    }
    const name = String(existing?.name ?? '');
    if (definedItem(name) && 'name' in values && values.name !== name) throw fieldError('name', 'config.itemProtected', { name });
    const secret = isSecretItem(existing ?? {});
    if ('secret' in values && (values.secret === 1) !== secret) throw fieldError('secret', 'config.secretFixed');
    if (!secret) return;
    // The mark is stored with every edit, so a secret item keeps it under a new name too.
    values.secret = 1;
    if (values.value === '') delete values.value;
  },
  async afterWrite() {
    forgetBlacklist();
  },
  async beforeDelete({ keys }) {
    const seeded = keys.find((key) => definedItem(String(key)));
    if (seeded !== undefined) throw new AppError(409, 'config.itemProtected', null, { field: 'name', name: String(seeded) });
  },
};
