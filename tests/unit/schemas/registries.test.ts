// The registries name things that live elsewhere; those names must exist there.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as icons from '@ant-design/icons';
import { describe, expect, it } from 'vitest';
import { FORM_WIDGETS } from '../../../lib/schema-check/checks/crud-types';
import type { SectionsRegistry, WidgetsRegistry } from '../../../src/generated/schema-types';
import { ROOT } from './helpers';

const sections = JSON.parse(readFileSync(path.join(ROOT, 'schemas/registry/sections.json'), 'utf8')) as SectionsRegistry;
const widgets = JSON.parse(readFileSync(path.join(ROOT, 'schemas/registry/widgets.json'), 'utf8')) as WidgetsRegistry;

describe('sections registry', () => {
  it('names only icons that @ant-design/icons exports', () => {
    const named = [...sections.areas, ...sections.sections].map((item) => item.icon);
    expect(named.filter((icon) => !(icon in icons))).toEqual([]);
  });

  it('holds the twelve section codes of contracts §3 and the two extra codes', () => {
    expect(sections.sections.map((s) => `${s.area}/${s.id}=${s.code}`)).toEqual([
      'basic-database/drug-database=BASIC_DATABASE',
      'basic-database/company-database=ENTERPRISE_DATABASE',
      'basic-database/research-database=R_D_DATABASE',
      'basic-database/non-pharmacy-database=NON_DRUG_DATABASE',
      'basic-database/market-info=MARKET_INFORMATION',
      'basic-database/industry-info=INDUSTRY_INFORMATION',
      'market-database/drug-sale=RETAIL_MARKET',
      'market-database/degree-hospital=HOSPITALS_MARKET',
      'market-database/grassroots-medical-institution=PRIMARY_CARE_MARKET',
      'market-database/b2c=B2C_MARKET',
      'market-database/omni-channel=ALL_CHANNEL_MARKET',
      'competitive-analysis/competitive-analysis=COMPETITIVE_PRODUCT_ANALYSIS',
    ]);
    expect(sections.extraCodes.map((c) => c.code)).toEqual(['HOME_PAGE', 'MARKET_DATA_STATISTICS_INNER_PAGE']);
  });
});

describe('widgets registry', () => {
  it('offers context "form" on exactly the widgets the crud renderer implements', () => {
    const forms = widgets.widgets.filter((w) => w.contexts.includes('form')).map((w) => w.id);
    expect(forms.sort()).toEqual(Object.keys(FORM_WIDGETS).sort());
    expect(forms).toEqual(expect.arrayContaining(['label-input', 'code-tree', 'rule-tree', 'remote-select-multi']));
  });

  it('keeps the city and key-value widgets out of forms until they are implemented, and offers the upload widgets and the editor module\'s widget', () => {
    const usable = (id: string) => widgets.widgets.find((w) => w.id === id)?.contexts;
    for (const id of ['city', 'array']) expect(usable(id), id).toEqual([]);
    expect(widgets.widgets.find((w) => w.id === 'editor')).toMatchObject({ contexts: ['form'], module: 'editor' });
    for (const id of ['image', 'images', 'file', 'files']) expect(usable(id), id).toContain('form');
  });
});
