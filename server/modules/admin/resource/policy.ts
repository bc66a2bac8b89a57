// What a screen may add to the generic service: checks that belong to one table's meaning (who may
// grant which rules, who may disable whom) and read masks. The service calls these inside the
// write's transaction, after the generic checks, so a policy sees values already validated.
import type { AppContext } from '../../../context';
import type { AdminSubject } from '../identity/grants';
import type { ScreenModel } from '../registry/model';
import type { Row } from './read';
import type { AnyDb } from './sql';

export interface WriteRequest {
  ctx: AppContext;
  trx: AnyDb;
  model: ScreenModel;
  /** The administrator writing, or null on a member screen. */
  subject: AdminSubject | null;
  op: 'add' | 'edit';
  /** The row's key (edit). */
  key: string | number | null;
  /** Column-ready values by field key (only the fields the request changes). */
  values: Record<string, unknown>;
  /** Link fields the request sets, by field key. */
  links: Record<string, (string | number)[]>;
  /** The row before the edit, in wire form. */
  existing: Row | null;
}

export interface DeleteRequest {
  ctx: AppContext;
  trx: AnyDb;
  model: ScreenModel;
  subject: AdminSubject | null;
  keys: (string | number)[];
}

export interface ScreenPolicy {
  beforeWrite?(request: WriteRequest): Promise<void>;
  beforeDelete?(request: DeleteRequest): Promise<void>;
  /** Changes a row before it is returned (e.g. hides a secret config value). */
  mask?(row: Row): Row;
}
