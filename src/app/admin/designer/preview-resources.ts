// The live preview's resource provider: the real crud renderer is fed the design instead of a
// stored screen. Its list holds one sample row made from the fields' types; remote choices come
// from the real screens (so a remote select onto members shows members); nothing is written.
import type { CrudField } from '../../../generated/schema-types';
import { ResourceError, type ResourceProvider, type ResourceRow } from '../../../engine/runtime/resource-provider';
import { expandScreen, type CrudScreen } from '../../../shared/crud/screen';
import type { Design } from './design-document';

/** The preview's screen id: testids and rules of the preview stay under the designer's prefix. */
export const PREVIEW_SCREEN = 'crud-log-preview';

const DAY = '2026-01-01';

function sampleValue(field: CrudField, sample: string): unknown {
  if (field.options?.length) return field.type === 'json' ? [field.options[0].value] : field.options[0].value;
  switch (field.type) {
    case 'integer':
    case 'bigint':
      return 1;
    case 'decimal':
      return 1.5;
    case 'boolean':
      return 1;
    case 'date':
      return DAY;
    case 'timestamp':
      return Date.UTC(2026, 0, 1, 1, 0);
    case 'label':
      return { 'zh-cn': sample, en: sample };
    case 'json':
    case 'links':
      return [];
    default:
      return field.remote ? null : sample;
  }
}

export function previewScreen(design: Design): CrudScreen {
  return { ...expandScreen({ $schema: '', ...design }), id: PREVIEW_SCREEN };
}

export function previewResources(design: Design, real: ResourceProvider, sample: string, previewOnly: string): ResourceProvider {
  const screen = previewScreen(design);
  const row: ResourceRow = Object.fromEntries(screen.fields.map((field) => [field.key, sampleValue(field, sample)]));
  const nothingSaved = () => Promise.reject(new ResourceError(0, previewOnly));
  return {
    screen: async () => screen,
    list: async () => ({ list: [row], total: 1 }),
    one: async () => row,
    add: nothingSaved,
    edit: nothingSaved,
    remove: nothingSaved,
    sortable: nothingSaved,
    action: nothingSaved,
    select: (id, request, signal) => real.select(id, request, signal),
    grantable: (id) => real.grantable(id),
  };
}
