// What the server may do per page: for a database page the filterable fields (with exactly their
// operator), the sortable and hidden ones, and its codes; for an analysis page its channel, filter
// set, periods and codes. Nothing outside this list is ever queried.
import type { Sort } from '../../../src/generated/schema-types';
import type { Project } from '../../../lib/schema-check/model';

export interface WhitelistField {
  type: string;
  op?: string;
  sortable: boolean;
  hidden: boolean;
}

export interface DatabaseWhitelistEntry {
  id: string;
  table: string;
  primaryKey: string;
  viewCode: string;
  exportCode: string;
  detailViewCode?: string;
  keywordFields: string[];
  fields: Record<string, WhitelistField>;
  defaultSort: Sort | null;
  pageSize: number;
  related: { id: string; database: string; match: { field: string; from: string }[]; columns: string[]; limit: number }[];
}

export interface AnalysisWhitelistEntry {
  id: string;
  channel: string;
  factChannels: string[];
  view: string;
  section: string;
  viewCode: string;
  exportCode: string;
  filterSet: string;
  periods: string[];
  defaultPeriod: string;
}

/** Spec §9: default table page size. */
const DEFAULT_PAGE_SIZE = 20;
/** Rows a related list shows when the schema gives no limit. */
const DEFAULT_RELATED_LIMIT = 50;

const byId = <T extends { id: string }>(entries: T[]): Record<string, T> =>
  Object.fromEntries([...entries].sort((a, b) => (a.id < b.id ? -1 : 1)).map((e) => [e.id, e]));

export function deriveDatabaseWhitelist(project: Project): Record<string, DatabaseWhitelistEntry> {
  return byId(
    project.databases.map(({ schema }) => ({
      id: schema.id,
      table: schema.source.table,
      primaryKey: schema.source.primaryKey,
      viewCode: schema.permissions.view,
      exportCode: schema.permissions.export,
      detailViewCode: schema.detail?.permissions?.view,
      keywordFields: schema.keyword?.fields ?? [],
      fields: Object.fromEntries(
        schema.fields.map((f) => [f.key, { type: f.type, op: f.filter?.op, sortable: f.sortable ?? false, hidden: f.hidden ?? false }]),
      ),
      defaultSort: schema.defaultSort ?? null,
      pageSize: schema.pageSize ?? DEFAULT_PAGE_SIZE,
      related: (schema.detail?.related ?? []).map((r) => ({
        id: r.id,
        database: r.database,
        match: r.match,
        columns: r.columns,
        limit: r.limit ?? DEFAULT_RELATED_LIMIT,
      })),
    })),
  );
}

export function deriveAnalysisWhitelist(project: Project): Record<string, AnalysisWhitelistEntry> {
  const channels = new Map(project.market.schema.channels.map((c) => [c.id, c]));
  return byId(
    project.analyses.map(({ schema }) => ({
      id: schema.id,
      channel: schema.channel,
      factChannels: channels.get(schema.channel)?.factChannels ?? [],
      view: schema.view,
      section: schema.section,
      viewCode: schema.permissions.view,
      exportCode: schema.permissions.export,
      filterSet: schema.filterSet,
      periods: schema.periods,
      defaultPeriod: schema.defaultPeriod,
    })),
  );
}
