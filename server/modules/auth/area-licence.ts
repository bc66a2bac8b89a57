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
