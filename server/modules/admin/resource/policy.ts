// What a table's meaning adds to the generic service: checks (who may grant which rules, who may
// disable whom), the rows a caller reaches, invariants checked after a write, and read masks.
// Policies are keyed by TABLE, not by screen id, so a second screen over a protected table cannot
// bypass them. The service calls the write hooks inside the write's transaction, after the generic
// checks, so a policy sees values already validated and a refusal rolls everything back.
import type { AppContext } from '../../../context';
import type { AdminSubject } from '../identity/grants';
import type { ScreenModel } from '../registry/model';
import type { RowScope } from './reach';
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
  /** Every screen (a policy that looks for rows of other screens, e.g. an attachment's users). */
  screens(): ScreenModel[];
}

export interface ScopeRequest {
  db: AnyDb;
  /** The administrator reading or writing, or null on a member screen. */
  subject: AdminSubject | null;
}

export interface ScreenPolicy {
  /** The rows the caller reaches (null = every row): lists, selects, single reads and writes all honour it. */
  scope?(request: ScopeRequest): Promise<RowScope | null>;
  beforeWrite?(request: WriteRequest): Promise<void>;
  /** After the row is written, inside the same transaction (invariants, ending sessions). */
  afterWrite?(request: WriteRequest): Promise<void>;
  beforeDelete?(request: DeleteRequest): Promise<void>;
  /** After the rows are deleted, inside the same transaction. */
  afterDelete?(request: DeleteRequest): Promise<void>;
  /** Changes a row before it is returned (e.g. hides a secret config value). */
  mask?(row: Row): Row;
}
