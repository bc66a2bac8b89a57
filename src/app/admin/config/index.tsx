// /admin/config (docs/admin.md §7): the system configuration drawn as one form per group tab — the
// group documents of schemas/config give the tabs, titles and typed fields, the config rows the
// values (through the config screen's resource API: rules config/index, config/edit, config/add,
// config/del). Saving a tab writes the items that changed; the mail tab has the test-mail button
// (config/sendTestMail); administrators add their own items to a tab and delete them. The plain
// list of every config row stays reachable as the last tab.
import { Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Space, Spin, Tabs } from 'antd';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import type { ConfigGroupSchema, CrudField } from '../../../generated/schema-types';
import { GroupForm } from '../../../engine/renderers/crud/GroupForm';
import { ResourceError, type ResourceRow } from '../../../engine/runtime/resource-provider';
import { ruleName } from '../../../shared/crud/screen';
import { localeAtom } from '../../state/ui';
import NoPower from '../errors/NoPower';
import { findMenu } from '../crud';
import { CrudRenderer, CrudRuntimeProvider } from '../crud/engine-crud';
import { adminResources, useCrudRuntime } from '../crud/runtime';
import { notifyError, notifySuccess } from '../notify';
import { adminIndexAtom } from '../session/state';
import { useCan } from '../session/use-can';
import { ROUTE_TITLES, useAdminPage } from '../titles';
import { AddedItems, AddItemButton } from './AddItem';
import { TestMail } from './TestMail';
import { addedItemField, CONFIG_GROUPS, isDefinedItem, storedText, typedValue } from './groups';

const SCREEN = 'config';
/** Every config row fits one page: the product seeds a few dozen items. */
const ROWS = { page: 1, limit: 200, order: { field: 'name', order: 'asc' as const }, quickSearch: '', search: [] };

interface ConfigRow extends ResourceRow {
  name: string;
  group: string;
  value: string;
}

function GroupTab({ group, rows, reload }: { group: ConfigGroupSchema; rows: ConfigRow[]; reload: () => void }) {
  const intl = useIntl();
  const can = useCan();
  const mine = useMemo(() => rows.filter((row) => row.group === group.id), [rows, group.id]);
  const added = useMemo(() => mine.filter((row) => !isDefinedItem(row.name)), [mine]);
  // Stable between renders: a new field list would be a new form, dropping what was typed.
  const fields = useMemo<CrudField[]>(() => [...group.fields, ...added.map(addedItemField)], [group, added]);
  const stored = useMemo(() => Object.fromEntries(mine.map((row) => [row.name, row.value])), [mine]);
  const values = useMemo(
    () => Object.fromEntries(fields.filter((field) => field.key in stored).map((field) => [field.key, typedValue(field, stored[field.key])])),
    [fields, stored],
  );

  const save = async (body: ResourceRow) => {
    // Only what changed is written (a secret only when typed: blank keeps it).
    const changed = Object.entries(body).filter(([name, value]) => storedText(value) !== (stored[name] ?? ''));
    if (changed.length === 0) return void notifySuccess(intl.formatMessage({ id: 'admin.config.unchanged' }));
    for (const [name, value] of changed) {
      try {
        await adminResources.edit(SCREEN, name, { value: storedText(value) });
      } catch (error) {
        reload();
        if (error instanceof ResourceError && error.field) return { field: name, message: error.message.replace(/^[^:]+: /, '') };
        return void notifyError(error instanceof Error ? error.message : String(error));
      }
    }
    notifySuccess(intl.formatMessage({ id: 'admin.config.saved' }));
    reload();
  };

  const mailNames = group.fields.map((field) => field.key);
  return (
    <Space direction="vertical" style={{ width: '100%', maxWidth: 720 }} data-testid={`config-tab-${group.id}`}>
      <GroupForm
        id={`config-${group.id}`}
        screenId={SCREEN}
        fields={fields}
        values={values}
        onSave={save}
        extra={group.id === 'mail' && can(ruleName(SCREEN, 'sendTestMail')) ? (typed) => <TestMail typed={typed} names={mailNames} /> : undefined}
      />
      <AddedItems names={added.map((row) => row.name)} canDelete={can(ruleName(SCREEN, 'del'))} onDeleted={reload} />
      {can(ruleName(SCREEN, 'add')) && <AddItemButton group={group.id} onAdded={reload} />}
    </Space>
  );
}

function ConfigTabs() {
  const locale = useAtomValue(localeAtom);
  const intl = useIntl();
  const [rows, setRows] = useState<ConfigRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    adminResources.list(SCREEN, ROWS).then(
      (result) => setRows(result.list as ConfigRow[]),
      (failure: unknown) => setError(failure instanceof Error ? failure.message : String(failure)),
    );
  }, []);
  useEffect(reload, [reload]);

  if (error) return <Alert type="error" showIcon message={error} />;
  if (!rows) return <Spin style={{ display: 'block', margin: '80px auto' }} data-testid="config-loading" />;
  const tabs = CONFIG_GROUPS.map((group) => ({
    key: group.id,
    label: group.title[locale] || group.title['zh-cn'],
    children: <GroupTab group={group} rows={rows} reload={reload} />,
  }));
  const all = {
    key: 'all',
    label: intl.formatMessage({ id: 'admin.config.all' }),
    children: (
      <Suspense fallback={<Spin />}>
        <CrudRenderer screenId={SCREEN} />
      </Suspense>
    ),
  };
  return <Tabs items={[...tabs, all]} destroyOnHidden data-testid="config-tabs" />;
}

export default function ConfigPage() {
  const can = useCan();
  const runtime = useCrudRuntime();
  const menu = findMenu(useAtomValue(adminIndexAtom)?.menus, SCREEN);
  useAdminPage(menu ? { label: menu.title } : ROUTE_TITLES.noTitle);
  if (!can(ruleName(SCREEN, 'index'))) return <NoPower />;
  return (
    <CrudRuntimeProvider value={runtime}>
      <ConfigTabs />
    </CrudRuntimeProvider>
  );
}
