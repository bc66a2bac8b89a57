// A database page that exists only in the tests: it must work with no page-specific code.
import type { DatabasePageSchema } from '../../../src/engine/schema/types';

const l = (zh: string, en: string) => ({ 'zh-cn': zh, en });

export const fixtureSchema: DatabasePageSchema = {
  $schema: '../_meta/database.schema.json',
  schemaVersion: 1,
  menu: { order: 1 },
  kind: 'database',
  id: 'fx-drug',
  title: l('测试药品库', 'Test drug library'),
  section: 'drug-database',
  permissions: { view: 'FX_DRUG_VIEW', export: 'FX_DRUG_EXPORT' },
  source: { table: 'fx_drug', primaryKey: 'id' },
  keyword: { fields: ['drugName'] },
  fields: [
    { key: 'id', label: l('编号', 'ID'), type: 'integer', hidden: true },
    { key: 'drugName', label: l('药品名称', 'Drug name'), type: 'text', sortable: true, filter: { op: 'contains' } },
    {
      key: 'drugType',
      label: l('药品类型', 'Drug type'),
      type: 'enum',
      options: [
        { value: '化学药', label: l('化学药', 'Chemical') },
        { value: '中成药', label: l('中成药', 'Chinese patent') },
      ],
      filter: { op: 'in', widget: 'checkbox-group', facet: true },
    },
    { key: 'tcmIngredient', label: l('中药成分', 'TCM ingredient'), type: 'text', filter: { op: 'contains', visibleWhen: { field: 'drugType', in: ['中成药'] } } },
    { key: 'price', label: l('价格', 'Price'), type: 'money', sortable: true },
    { key: 'dosageForm', label: l('剂型', 'Dosage form'), type: 'text', defaultHidden: true, filter: { op: 'in', widget: 'select-multi', dependsOn: ['drugType'] } },
    { key: 'isEssential', label: l('基药', 'Essential'), type: 'bool', defaultHidden: true },
  ],
  defaultSort: { field: 'price', order: 'desc' },
  detail: {
    mode: 'drawer',
    titleField: 'drugName',
    sections: [{ id: 'basic', title: l('基本信息', 'Basic'), fields: ['drugName', 'drugType', 'price'] }],
    related: [{ id: 'others', title: l('同类药品', 'Similar'), database: 'fx-drug', match: [{ field: 'drugType', from: 'drugType' }], columns: ['drugName', 'price'] }],
  },
};

export function fixtureRows(n: number): Record<string, unknown>[] {
  return Array.from({ length: n }, (_, i) => ({
    id: i + 1,
    drugName: `药品${i + 1}`,
    drugType: i % 2 ? '中成药' : '化学药',
    tcmIngredient: null,
    price: 100 - i,
    isEssential: i % 3 === 0,
  }));
}
