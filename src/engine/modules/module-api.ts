// The contract between the product and a module's browser bundle (docs/modules.md): the one type both
// sides import. A bundle is one ES module whose default export is `register(api)`; the product imports
// it from its own origin (/chis_web/api/admin/module-assets/<uid>/<version>/bundle.js) and calls it.
// React, ReactDOM, the JSX runtime and antd are the host's own: the bundle never carries a second copy
// (two Reacts cannot share hooks), its imports of them read MODULE_API_GLOBAL (scripts/modules/bundle.ts).
import type { ComponentType } from 'react';
import type { Locale } from '../schema/types';

/** What a form widget receives: the value to show and the change to report, as every crud input does. */
export interface ModuleFormWidgetProps {
  value?: unknown;
  onChange?: (value: unknown) => void;
  disabled?: boolean;
  placeholder?: string;
  /** The field's label: the widget's accessible name. */
  'aria-label'?: string;
  locale: Locale;
}

/** What a cell renderer receives: the cell's value and its row. */
export interface ModuleCellProps {
  value: unknown;
  row: Record<string, unknown>;
  locale: Locale;
}

export interface ModuleApi {
  /** Grows when this contract changes incompatibly. */
  apiVersion: 1;
  React: typeof import('react');
  ReactDOM: typeof import('react-dom');
  jsxRuntime: typeof import('react/jsx-runtime');
  antd: typeof import('antd');
  /** A form widget named as crud fields name it (`form.widget`, a registry/widgets.json id of this module). */
  registerFormWidget(name: string, component: ComponentType<ModuleFormWidgetProps>): void;
  /** A list cell renderer (used by fields whose form widget has this name). */
  registerCellRenderer(name: string, component: ComponentType<ModuleCellProps>): void;
}

/** A bundle's default export. */
export type ModuleRegister = (api: ModuleApi) => void;

/** Where the host leaves the api for the bundle's imports of react, react-dom and antd. */
export const MODULE_API_GLOBAL = '__chisModuleApi';

/** The bundle's host-provided imports, each → the api member that stands in for it. */
export const HOST_IMPORTS = {
  react: 'React',
  'react-dom': 'ReactDOM',
  'react/jsx-runtime': 'jsxRuntime',
  antd: 'antd',
} as const satisfies Record<string, keyof ModuleApi>;
