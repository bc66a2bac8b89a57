// The product's own crud form widgets (registry/widgets.json ids of context "form"), registered in the
// form widget registry exactly as a module's are. Imported once by CrudForm for this side effect.
import { Checkbox, Input, NumberPicker, Password, Radio, Select } from '@formily/antd-v5';
import type { FormFieldModel } from '../../model/form-model';
import { pickLabel } from '../../schema/label';
import type { Locale } from '../../schema/types';
import { DateText, DateTimeMs } from '../../widgets/date-inputs';
import { BoolSwitch, CheckTree, ColorInput, IconSelect, LabelInput } from '../../widgets/form-inputs';
import { RemoteSelect } from '../../widgets/RemoteSelect';
import { bind, formWidgets, type FormWidgetContext, type FormWidgetEntry } from './form-widget-registry';
import { UploadInput } from './UploadInput';

function choices(field: FormFieldModel, locale: Locale) {
  return (field.options ?? []).map((o) => ({ value: o.value, label: pickLabel(o.label, locale) }));
}

const dateInput =
  (showTime: boolean): FormWidgetEntry =>
  ({ field, placeholder }) =>
    field.type === 'timestamp' ? bind(DateTimeMs, { placeholder }) : bind(DateText, showTime ? { placeholder, showTime } : { placeholder });

const remoteSelect =
  (multiple: boolean): FormWidgetEntry =>
  ({ field, placeholder, services, topLevel }: FormWidgetContext) =>
    bind(RemoteSelect, {
      load: services.remote(field.remote?.screen ?? ''),
      multiple,
      remoteSearch: true,
      foldTags: false,
      placeholder,
      // A tree parent of 0 is the top level, not a row: it gets a named choice of its own.
      ...(field.treeParent ? { leading: [{ value: 0, label: topLevel }] } : {}),
    });

const upload =
  (multiple: boolean, images: boolean): FormWidgetEntry =>
  ({ field, locale, services }) =>
    bind(UploadInput, { service: services.upload, locale, multiple, images, testId: field.key });

const BUILT_IN: Record<string, FormWidgetEntry> = {
  input: ({ placeholder }) => bind(Input, { placeholder, allowClear: true }),
  textarea: ({ field, placeholder }) => bind(Input.TextArea, { placeholder, rows: field.rows ?? 4 }),
  password: ({ placeholder }) => bind(Password, { placeholder, autoComplete: 'new-password' }),
  number: ({ field, placeholder }) => bind(NumberPicker, { placeholder, step: field.step, style: { width: '100%' } }),
  switch: ({ field }) => bind(BoolSwitch, { numeric: typeof field.default === 'number' }),
  select: ({ field, placeholder, locale }) => bind(Select, { placeholder, allowClear: true, options: choices(field, locale) }),
  'select-multi': ({ field, placeholder, locale }) => bind(Select, { placeholder, allowClear: true, mode: 'multiple', options: choices(field, locale) }),
  'radio-group': ({ field, locale }) => bind(Radio.Group, { options: choices(field, locale) }),
  'checkbox-group': ({ field, locale }) => bind(Checkbox.Group, { options: choices(field, locale) }),
  date: dateInput(false),
  datetime: dateInput(true),
  'remote-select': remoteSelect(false),
  'remote-select-multi': remoteSelect(true),
  'rule-tree': ({ services }) => bind(CheckTree, { load: services.ruleTree }),
  'code-tree': ({ services }) => bind(CheckTree, { nodes: services.codeTree }),
  icon: ({ placeholder }) => bind(IconSelect, { placeholder }),
  color: () => bind(ColorInput),
  'label-input': () => bind(LabelInput),
  image: upload(false, true),
  images: upload(true, true),
  file: upload(false, false),
  files: upload(true, false),
};

for (const [name, entry] of Object.entries(BUILT_IN)) formWidgets.register(name, entry);
