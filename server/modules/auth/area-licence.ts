// Area licences name provinces the way people write them (北京, 广东) while the warehouse holds
// full names (北京市, 广东省) and codes (110000). A licence value matches a province by code, by
// full name or by the name without its administrative suffix.
const SUFFIX = /(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/;

export function shortProvinceName(name: string): string {
  return name.replace(SUFFIX, '');
}

export function licensedProvince(licence: readonly string[], province: { code: string; name: string }): boolean {
  return licence.some((value) => value === province.code || value === province.name || shortProvinceName(value) === shortProvinceName(province.name));
}

/**
 * The licence value that names every province: all of China, stated explicitly. A member's stored
 * areas (`app_user.areas`, JSON) are this value or a list of provinces; an empty list licenses no
 * province, so a member nobody licensed sees nothing rather than everything (issue 21 item 6).
 */
export const ALL_AREAS = '*';

/** Stored areas (JSON text) → the provinces licensed, or null for all of China. Unreadable = none. */
export function licensedAreas(stored: string | null | undefined): string[] | null {
  let value: unknown;
  try {
    value = JSON.parse(stored ?? '[]');
  } catch {
    return [];
  }
  const areas = Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  return areas.includes(ALL_AREAS) ? null : areas;
}
