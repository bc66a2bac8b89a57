// The crud form's widgets by name (DESIGN §10.7): the built-ins (built-in-form-widgets.tsx) and the
// widgets module bundles add at run time (src/engine/modules) are looked up in the same registry.
// An entry turns a field into the formily component and props that draw it.
import type { ComponentType } from 'react';
import type { FormFieldModel } from '../../model/form-model';
import type { ModuleFormWidgetProps } from '../../modules/module-api';
import { createOpenRegistry } from '../../registry/open-registry';
import type { Locale } from '../../schema/types';
import type { CrudFormServices } from './CrudForm';

export interface FormWidgetContext {
  field: FormFieldModel;
  placeholder: string | undefined;
  locale: Locale;
  services: CrudFormServices;
  /** The label of a tree's top level (a tree parent's choice 0). */
  topLevel: string;
}

export type Binding = [ComponentType<never>, Record<string, unknown>];

export type FormWidgetEntry = (context: FormWidgetContext) => Binding;

export const formWidgets = createOpenRegistry<FormWidgetEntry>('form widget');

export function bind(component: unknown, props: Record<string, unknown> = {}): Binding {
  return [component as ComponentType<never>, props];
}

/** A module's widget takes the value, the change, the placeholder and the language (module-api.ts). */
export function moduleWidgetEntry(component: ComponentType<ModuleFormWidgetProps>): FormWidgetEntry {
  return ({ placeholder, locale }) => bind(component, { placeholder, locale });
}
