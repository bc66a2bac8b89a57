// Builds the master data (dimensions) of a scale from a seed. Each part draws from its own
// forked stream, so changing one part does not reshuffle the others.
import { buildAtc, buildSort } from './dims/categories';
import { buildCompanies } from './dims/companies';
import { buildGenerics } from './dims/generics';
import { buildGeography, monthWindow } from './dims/geography';
import { buildProducts } from './dims/products';
import type { MasterData } from './model';
import type { Random } from './random';
import { DATA_AS_OF, type Scale } from './scales';

export function buildMasterData(random: Random, scale: Scale): MasterData {
  const months = monthWindow(DATA_AS_OF, scale.months);
  const { provinces, cities } = buildGeography(random.fork('geography'), scale.provinces, scale.cityGrain);
  const atc = buildAtc();
  const sort = buildSort();
  const { groups, companies, brands } = buildCompanies(random.fork('companies'), scale.groups, scale.companies, provinces);
  const { generics, ingredients } = buildGenerics(random.fork('generics'), sort, {
    chemical: scale.chemicalGenerics,
    tcm: scale.tcmGenerics,
    nonDrug: scale.nonDrugGenerics,
  });
  const { products, skus } = buildProducts(random.fork('products'), generics, companies, brands, { meanMakers: scale.meanMakers, months });
  return { months, provinces, cities, atc, sort, groups, companies, brands, ingredients, generics, products, skus };
}
