// Generates every basic-database table: runs the producers, then lays each row out in the
// columns of the table definitions (src/generated/tables.ts). A column no producer fills is
// written empty and reported, so a schema change shows up in the log and in the tests.
import type { MasterData } from '../model';
import type { Random } from '../random';
import type { Scale } from '../scales';
import type { Cell } from '../writer';
import type { TableDef } from '../../warehouse/tables';
import { buildContext, type BasicContext, type BasicRow } from './context';
import { antibiotics, drugInstructions, drugLibrary, essentialDrugs, lowPriceDrugs, medicalInsurance, negotiatedDrugs, protectedTcm } from './drug';
import { pharmaIndustry } from './company';
import { research } from './research';
import { marketInfo } from './market-info';
import { healthProducts } from './health';
import { industryNews, policyNotices } from './industry-info';

type Producer = (ctx: BasicContext, random: Random) => Record<string, BasicRow[]>;

const single = (table: string, make: (ctx: BasicContext, random: Random) => BasicRow[]): [string, Producer] => [table, (ctx, random) => ({ [table]: make(ctx, random) })];

const PRODUCERS: [label: string, Producer][] = [
  single('lib_drug_library', drugLibrary),
  single('lib_drug_instructions_library', drugInstructions),
  single('lib_medical_insurance_library', medicalInsurance),
  single('lib_country_negotiate_drug_catalogue', negotiatedDrugs),
  single('lib_basic_drug_library', essentialDrugs),
  single('lib_low_price_drug_library', lowPriceDrugs),
  single('lib_zhongbao_library', protectedTcm),
  single('lib_antibiotics_library', antibiotics),
  single('lib_pharmacy_industry_library', pharmaIndustry),
  single('lib_health_product_library', healthProducts),
  ['research', research],
  ['market-info', marketInfo],
  single('lib_industry_news', industryNews),
  single('lib_policy_notice', policyNotices),
];

export interface BasicTablesOutput {
  rows: Map<string, Cell[][]>;
  /** `table.column` pairs that no producer fills (written as NULL). */
  unfilled: string[];
  /** Tables of the definitions that no producer makes (written empty). */
  missing: string[];
}

export function generateBasicTables(random: Random, data: MasterData, scale: Scale, tables: TableDef[]): BasicTablesOutput {
  const ctx = buildContext(random.fork('approvals'), data, scale);
  const produced = new Map<string, BasicRow[]>();
  for (const [label, producer] of PRODUCERS) {
    for (const [table, rows] of Object.entries(producer(ctx, random.fork(label)))) produced.set(table, rows);
  }
  const rows = new Map<string, Cell[][]>();
  const unfilled: string[] = [];
  const missing: string[] = [];
  for (const table of tables) {
    const records = produced.get(table.name);
    if (!records) {
      missing.push(table.name);
      rows.set(table.name, []);
      continue;
    }
    for (const column of table.columns) {
      if (records.length > 0 && !(column.name in records[0])) unfilled.push(`${table.name}.${column.name}`);
    }
    rows.set(table.name, records.map((record) => table.columns.map((c) => record[c.name] ?? null)));
  }
  return { rows, unfilled, missing };
}
