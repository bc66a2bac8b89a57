// A record as key-value blocks: the schema's detail sections, or every visible field when the schema
// declares none. Values go through the same formatters as table cells.
import { Descriptions } from 'antd';
import { formatValue } from '../../schema/format';
import { pickLabel } from '../../schema/label';
import type { DatabasePageSchema, Locale } from '../../schema/types';
import type { Row } from '../../runtime/data-provider';

function detailSections(schema: DatabasePageSchema, locale: Locale, fallbackTitle: string) {
  if (schema.detail) return schema.detail.sections.map((s) => ({ id: s.id, title: pickLabel(s.title, locale), fields: s.fields }));
  return [{ id: 'all', title: fallbackTitle, fields: schema.fields.filter((f) => !f.hidden).map((f) => f.key) }];
}

export function DetailSections({ schema, row, locale, fallbackTitle }: { schema: DatabasePageSchema; row: Row; locale: Locale; fallbackTitle: string }) {
  const byKey = new Map(schema.fields.map((f) => [f.key, f]));
  return (
    <>
      {detailSections(schema, locale, fallbackTitle).map((section) => (
        <Descriptions
          key={section.id}
          data-testid={`${schema.id}-detail-${section.id}`}
          title={section.title}
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
          style={{ marginBottom: 16 }}
          items={section.fields
            .map((key) => byKey.get(key))
            .filter((f) => f !== undefined)
            .map((field) => ({ key: field.key, label: pickLabel(field.label, locale), children: formatValue(field, row[field.key], locale) }))}
        />
      ))}
    </>
  );
}
