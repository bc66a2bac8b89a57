// whitelist.ts: the server's query whitelists.
import type { AnalysisWhitelistEntry, DatabaseWhitelistEntry } from '../derive/whitelist';
import { GENERATED_HEADER } from './header';
import { literal } from './literal';

const PREAMBLE = `import type { ExportCode, PageCode } from './codes';
import type { ColumnType, Operator, Period, Sort } from './schema-types';

export interface WhitelistField {
  /** Column type id (registry/column-types.json). */
  type: ColumnType['id'];
  /** The one filter operator the field accepts; absent = not filterable. */
  op?: Operator;
  sortable: boolean;
  hidden: boolean;
}

export interface RelatedWhitelist {
  id: string;
  database: string;
  /** related.<field> = this.<from>, AND-ed. */
  match: { field: string; from: string }[];
  columns: string[];
  limit: number;
}

export interface DatabaseWhitelistEntry {
  id: string;
  table: string;
  primaryKey: string;
  viewCode: PageCode;
  exportCode: ExportCode;
  detailViewCode?: PageCode;
  keywordFields: string[];
  fields: Record<string, WhitelistField>;
  defaultSort: Sort | null;
  pageSize: number;
  related: RelatedWhitelist[];
}

export interface AnalysisWhitelistEntry {
  id: string;
  channel: string;
  /** fact_sales_month.channel values the channel sums. */
  factChannels: ('RETAIL' | 'HOSPITAL' | 'GRASSROOTS' | 'B2C')[];
  view: string;
  section: string;
  viewCode: PageCode;
  exportCode: ExportCode;
  filterSet: string;
  periods: Period[];
  defaultPeriod: Period;
}
`;

export function emitWhitelist(databases: Record<string, DatabaseWhitelistEntry>, analyses: Record<string, AnalysisWhitelistEntry>): string {
  return (
    `${GENERATED_HEADER}\n${PREAMBLE}\n` +
    `export const databaseWhitelist: Record<string, DatabaseWhitelistEntry> = ${literal(databases)};\n\n` +
    `export const analysisPages: Record<string, AnalysisWhitelistEntry> = ${literal(analyses)};\n`
  );
}
