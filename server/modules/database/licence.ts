// The member's licence over the basic-database lists (issue 23 item 2), which applied none before:
// a database with a `province` column shows the rows of licensed provinces (and rows of no province,
// national ones such as a ministry's notice); one with an `atc1` column shows the licensed ATC groups
// (a category licence names them: A, C, J…); one with a `dosageForm` column shows the licensed
// dosage forms (the market's vocabulary: 普通片, 注射液…). Other databases hold no scoped data and stay whole.
// docs/entitlements.md lists which scope applies to which database.
import type { Licenses } from '../auth/permission-service';
import { licensedProvince } from '../auth/area-licence';
import type { CodeName } from '../home/dimensions';
import type { DatabaseEntry, LicenceClause, Query } from './types';

/** The columns a scope narrows, and whether a row without a value stays visible. */
const SCOPED = [
  { field: 'province', scope: 'areas', keepNull: true },
  { field: 'atc1', scope: 'categories', keepNull: false },
  { field: 'dosageForm', scope: 'forms', keepNull: false },
] as const;

/** The licence clauses of `entry` for these licences (none when unrestricted or not applicable). */
export function licenceClauses(entry: DatabaseEntry, licenses: Licenses | undefined, provinces: CodeName[]): LicenceClause[] {
  if (!licenses) return [];
  const clauses: LicenceClause[] = [];
  for (const { field, scope, keepNull } of SCOPED) {
    const allowed = licenses[scope];
    if (!allowed || !Object.hasOwn(entry.fields, field)) continue;
    // Provinces are stored by full name (北京市); a licence may say 北京.
    const values = scope === 'areas' ? provinces.filter((p) => licensedProvince(allowed, p)).map((p) => p.name) : allowed;
    clauses.push({ field, values, keepNull });
  }
  return clauses;
}

export function withLicence<Q extends Query>(query: Q, licence: LicenceClause[]): Q {
  return licence.length === 0 ? query : { ...query, licence };
}
