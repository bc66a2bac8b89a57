// A remote field's other screen (one the administrator can open, from the admin menu, that offers
// `select`) and the field of it shown as the option label (read from that screen's schema).
import { useEffect, useMemo, useState } from 'react';
import { Form, Select } from 'antd';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import type { CrudField } from '../../../generated/schema-types';
import { hasAction } from '../../../shared/crud/screen';
import type { AdminMenuNode } from '../api/types';
import { adminResources } from '../crud/runtime';
import { menuNodes } from '../layout/menu-tree';
import { adminIndexAtom } from '../session/state';
import { useLabelText } from '../titles';

function screens(nodes: readonly AdminMenuNode[] | undefined): AdminMenuNode[] {
  return menuNodes(nodes).flatMap((node) => (node.type === 'menu' && node.menuType !== 'link' ? [node] : screens(node.children)));
}

export function RemoteSettings({ field, onChange }: { field: CrudField; onChange(remote: CrudField['remote']): void }) {
  const intl = useIntl();
  const text = useLabelText();
  const menus = useAtomValue(adminIndexAtom)?.menus;
  const choices = useMemo(() => screens(menus).map((node) => ({ value: node.name, label: `${text(node.title)} (${node.name})` })), [menus, text]);
  const screen = field.remote?.screen;
  const [labels, setLabels] = useState<{ screen: string; fields: CrudField[] } | null>(null);

  useEffect(() => {
    if (!screen) return;
    let live = true;
    adminResources.screen(screen).then(
      (schema) => live && setLabels({ screen, fields: hasAction(schema, 'select') ? schema.fields : [] }),
      () => live && setLabels({ screen, fields: [] }),
    );
    return () => {
      live = false;
    };
  }, [screen]);

  const fieldChoices = (labels && labels.screen === screen ? labels.fields : []).map((f) => ({ value: f.key, label: `${text(f.label)} (${f.key})` }));
  return (
    <>
      <Form.Item label={intl.formatMessage({ id: 'crud-log.field.remoteScreen' })}>
        <Select
          data-testid="crud-log-setting-remoteScreen"
          aria-label={intl.formatMessage({ id: 'crud-log.field.remoteScreen' })}
          showSearch
          allowClear
          optionFilterProp="label"
          options={choices}
          value={screen}
          onChange={(value: string | undefined) => onChange(value ? { screen: value, label: '' } : undefined)}
        />
      </Form.Item>
      <Form.Item label={intl.formatMessage({ id: 'crud-log.field.remoteLabel' })}>
        <Select
          data-testid="crud-log-setting-remoteLabel"
          aria-label={intl.formatMessage({ id: 'crud-log.field.remoteLabel' })}
          disabled={!screen}
          options={fieldChoices}
          value={field.remote?.label || undefined}
          onChange={(value: string) => screen && onChange({ screen, label: value })}
        />
      </Form.Item>
    </>
  );
}
