// `GET /api/v2/user/permissions/options` (contracts §10): per section, the page codes the member
// holds and the areas, categories and dosage forms they are licensed for.
import { menu } from '../../../src/generated/menu';
import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { dimensionsOf, type CodeName } from '../home/dimensions';
import { ALL_CODES, catalogEntry } from './permission-catalog';
import { licensedProvince } from './area-licence';
import { codesOf, licensesOf } from './permission-service';

// The legacy system's lists start with this pseudo-entry; the web filters it out (spec §3).
const AREA_HEADER: CodeName = { code: '', name: '省份' };

// Sections outside the menu (HOME_PAGE, INDUSTRY_INFORMATION: sections.json extraCodes) stand for
// a page of their own, so their PAGE list names them as well as their page children.
const MENU_SECTIONS = new Set(menu.flatMap((area) => area.sections.map((section) => section.code as string)));

function pagesIn(section: string, held: Set<string>): string[] {
  return ALL_CODES.filter((code) => {
    const entry = catalogEntry(code)!;
    const isPage = entry.type === 1 || (code === section && !MENU_SECTIONS.has(section));
    return entry.section === section && isPage && held.has(code);
  });
}

function restrict<T>(items: T[], allowed: string[] | null, key: (item: T) => string): T[] {
  if (!allowed) return items;
  const set = new Set(allowed);
  return items.filter((item) => set.has(key(item)));
}

export async function permissionOptions(ctx: AppContext, userId: number) {
  if (!ctx.warehouse) throw new AppError(500, 'server.noWarehouse');
  const [held, licenses, dims] = await Promise.all([codesOf(ctx, userId), licensesOf(ctx, userId), dimensionsOf(ctx.warehouse)]);
  const areas = licenses.areas;
  const area = [AREA_HEADER, ...(areas ? dims.provinces.filter((p) => licensedProvince(areas, p)) : dims.provinces)];
  const sortCategory = restrict(dims.sort1, licenses.categories, (c) => c.code);
  const atcCategory = restrict(dims.atc1, licenses.categories, (c) => c.code);
  const forms = restrict(dims.dosageForms, licenses.forms, (f) => f).map((name) => ({ name }));
  const page = (section: string) => pagesIn(section, held);

  const content: Record<string, Record<string, unknown>> = {};
  const sections = new Set(ALL_CODES.map((code) => catalogEntry(code)!.section));
  for (const section of sections) content[section] = { PAGE: page(section) };
  Object.assign(content, {
    RETAIL_MARKET: { PAGE: page('RETAIL_MARKET'), SORT_CATEGORY: sortCategory, ZX: forms, AREA: area },
    HOSPITALS_MARKET: { PAGE: page('HOSPITALS_MARKET'), ACT_CATEGORY: atcCategory, AREA: area },
    B2C_MARKET: { PAGE: page('B2C_MARKET'), sortCategory, zx: forms },
    COMPETITIVE_PRODUCT_ANALYSIS: { PAGE: page('COMPETITIVE_PRODUCT_ANALYSIS'), sortCategory, zx: forms },
  });
  return content;
}
