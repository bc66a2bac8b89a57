// Narrows every market query to the caller's licence (contracts §13): provinces, top-level
// categories and dosage forms, whatever the request asks for. A request can only narrow further;
// a licence that leaves nothing to see is a 403 — a page none of whose channels the plan licenses too.
import type { Licenses } from '../auth/permission-service';
import { licensedProvince } from '../auth/area-licence';
import type { CodeName } from '../home/dimensions';
import type { Locale } from '../../http/messages';
import { categoryCondition, type Condition } from './filters';
import { marketError } from './messages';

export interface Scope {
  /** Province codes the query may read (never empty: an empty intersection reads nothing at all). */
  provinces: string[];
  conditions: Condition[];
}

/** Province codes matching a list of codes or names (北京, 北京市, 110000). */
function provincesMatching(values: readonly string[], provinces: CodeName[]): string[] {
  return provinces.filter((province) => licensedProvince(values, province)).map((province) => province.code);
}

export function licensedScope(licenses: Licenses, provinces: CodeName[], requested: string[] | null, locale: Locale, pageChannels?: readonly string[]): Scope {
  const licensed = licenses.areas ? provincesMatching(licenses.areas, provinces) : provinces.map((p) => p.code);
  if (licensed.length === 0 || licenses.categories?.length === 0 || licenses.forms?.length === 0) throw marketError(403, locale, 'noLicence');
  const channels = licenses.channels;
  if (channels && pageChannels && !pageChannels.some((channel) => channels.includes(channel))) throw marketError(403, locale, 'noLicence');
  const allowed = new Set(licensed);
  const chosen = requested && requested.length > 0 ? provincesMatching(requested, provinces).filter((code) => allowed.has(code)) : licensed;

  const conditions: Condition[] = [];
  if (licenses.categories) conditions.push(categoryCondition(licenses.categories));
  if (licenses.forms) {
    const forms = licenses.forms;
    conditions.push({ fragment: { needs: ['generic'], sql: (_refs, params) => `g.dosage_form IN (${params.list(forms)})` } });
  }
  return { provinces: chosen, conditions };
}

/** The page's channels the plan licenses when that is fewer than the page's (an omni-channel page narrowed), else null. */
export function licensedChannels<C extends string>(licenses: Licenses, pageChannels: readonly C[]): C[] | null {
  const channels = licenses.channels;
  if (!channels) return null;
  const licensed = pageChannels.filter((channel) => channels.includes(channel));
  return licensed.length < pageChannels.length ? licensed : null;
}

/** The licensed provinces (warehouse names) when the licence is narrower than all of China, else null: what a page's figures cover. */
export function narrowerLicence(licenses: Licenses, provinces: CodeName[]): string[] | null {
  const areas = licenses.areas;
  if (!areas) return null;
  const licensed = provinces.filter((province) => licensedProvince(areas, province));
  return licensed.length < provinces.length ? licensed.map((province) => province.name) : null;
}

/** The province condition of a scope; an empty list matches no row (the request asked only outside the licence). */
export function provinceCondition(scope: Scope): Condition {
  return {
    fragment: {
      needs: [],
      sql: (_refs, params) => (scope.provinces.length > 0 ? `f.province_code IN (${params.list(scope.provinces)})` : 'FALSE'),
      provinces: scope.provinces,
    },
  };
}
