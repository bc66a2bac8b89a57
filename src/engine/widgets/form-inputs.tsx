// Value inputs of the crud form that antd has no ready form of: bilingual labels, icons, colours, 0/1
// switches and checkable trees. Plain controlled components (value in, onChange out), so formily binds
// them like any antd input. Only the admin screens load this file.
import { useEffect, useMemo, useState } from 'react';
import { Input, Select, Space, Spin, Switch, Tree } from 'antd';
import type { Label } from '../schema/types';
import { parseLabel } from '../model/form-model';
import type { ValueProps } from './date-inputs';
import { ICON_NAMES, IconText } from './icons';

/** A translatable title: the Chinese and the English text → `{ "zh-cn": …, "en": … }`. */
export function LabelInput({ value, onChange, disabled, testId, 'aria-label': name }: ValueProps<Label | null> & { testId?: string }) {
  const label = parseLabel(value) ?? { 'zh-cn': '', en: '' };
  // Each input named by the field and its language, e.g. "Title 中文", "Title EN".
  const named = (language: string) => (name ? `${name} ${language}` : language);
  return (
    <Space direction="vertical" size={4} style={{ width: '100%' }} data-testid={testId}>
      <Input
        prefix={<span style={{ color: 'var(--chis-text-muted)' }}>中文</span>}
        aria-label={named('中文')}
        disabled={disabled}
        value={label['zh-cn']}
        onChange={(e) => onChange?.({ ...label, 'zh-cn': e.target.value })}
      />
      <Input
        prefix={<span style={{ color: 'var(--chis-text-muted)' }}>EN</span>}
        aria-label={named('EN')}
        disabled={disabled}
        value={label.en}
        onChange={(e) => onChange?.({ ...label, en: e.target.value })}
      />
    </Space>
  );
}

const iconOptions = ICON_NAMES.map((name) => ({ value: name, label: <IconText name={name} /> }));

/** An icon name picked from the curated list, each shown with its icon. */
export function IconSelect({ value, onChange, disabled, placeholder, 'aria-label': label }: ValueProps<string | null>) {
  return (
    <Select
      aria-label={label}
      style={{ width: '100%' }}
      showSearch
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      value={value || undefined}
      options={iconOptions}
      filterOption={(input, option) =>
        String(option?.value ?? '')
          .toLowerCase()
          .includes(input.toLowerCase())
      }
      onChange={(next: string | undefined) => onChange?.(next ?? null)}
    />
  );
}

/**
 * A colour as its hex text (#1677ff): the browser's own colour input beside the text. antd's
 * ColorPicker is avoided on purpose: its picker shares modules with antd's Button styles, so using
 * it anywhere kept its whole code in the chunks every page loads.
 */
export function ColorInput({ value, onChange, disabled, 'aria-label': label }: ValueProps<string | null>) {
  const hex = typeof value === 'string' && /^#[0-9a-f]{6}$/i.test(value) ? value : '#000000';
  return (
    <Space>
      <input type="color" aria-label={label} value={hex} disabled={disabled} onChange={(e) => onChange?.(e.target.value)} style={{ width: 40, height: 32, padding: 2 }} />
      <Input value={value ?? ''} aria-label={label} disabled={disabled} allowClear placeholder="#1677ff" style={{ width: 140 }} onChange={(e) => onChange?.(e.target.value || null)} />
    </Space>
  );
}

/**
 * On/off for a boolean column. The app database stores 0/1: a value that came as a number goes back
 * as 1/0, one that came as true/false goes back as such (a new row follows `numeric`).
 */
export function BoolSwitch({ value, onChange, disabled, numeric, 'aria-label': label }: ValueProps<boolean | number | null> & { numeric?: boolean }) {
  const checked = value === true || value === 1 || (value as unknown) === '1';
  const asNumber = typeof value === 'number' || typeof value === 'string' || (value === undefined || value === null ? Boolean(numeric) : false);
  return <Switch checked={checked} aria-label={label} disabled={disabled} onChange={(next) => onChange?.(asNumber ? (next ? 1 : 0) : next)} />;
}

export interface CheckTreeNode {
  key: string | number;
  title: string;
  children?: CheckTreeNode[];
  /** The title of the node's own box when it has children (its own code, apart from theirs). */
  self?: string;
}

export const ALL = '*';

/** The key of the box that groups a node with children: derived from them, never a value. */
const groupKey = (key: string | number) => `\u0000group:${String(key)}`;

interface ShownTree {
  nodes: CheckTreeNode[];
  /** Every key a box stands for, by its text (numeric ids may come back as text). */
  byText: Map<string, string | number>;
}

/**
 * The tree as drawn: a node with children becomes a group (its tick derived from its boxes) whose
 * first box is the node's own key. So every key is a leaf, and the checked leaves are exactly the
 * value: ticking a group ticks what it shows, and a stored parent never ticks its children.
 */
function shownTree(nodes: CheckTreeNode[], byText = new Map<string, string | number>()): ShownTree {
  const shown = nodes.map((node): CheckTreeNode => {
    byText.set(String(node.key), node.key);
    if (!node.children || node.children.length === 0) return { key: node.key, title: node.title };
    const own = { key: node.key, title: node.self ?? node.title };
    return { key: groupKey(node.key), title: node.title, children: [own, ...shownTree(node.children, byText).nodes] };
  });
  return { nodes: shown, byText };
}

/**
 * A checkable tree whose value is exactly the checked keys; `["*"]` (everything granted) shows as
 * all checked. Keys of the value that the tree does not show (rules the editor may not grant) are
 * kept as they are. Nodes are given, or loaded once (`load`).
 */
export function CheckTree({
  nodes: given,
  load,
  value,
  onChange,
  disabled,
  testId,
  'aria-label': label,
}: ValueProps<(string | number)[] | null> & { nodes?: CheckTreeNode[]; load?: () => Promise<CheckTreeNode[]>; testId?: string }) {
  const [loaded, setLoaded] = useState<CheckTreeNode[] | null>(null);
  useEffect(() => {
    if (!load) return;
    let live = true;
    load().then(
      (nodes) => live && setLoaded(nodes),
      () => live && setLoaded([]),
    );
    return () => {
      live = false;
    };
  }, [load]);
  const nodes = given ?? loaded;
  const tree = useMemo(() => shownTree(nodes ?? []), [nodes]);
  const chosen = value ?? [];
  const all = chosen.includes(ALL);
  const checked = all ? [...tree.byText.values()] : chosen.map((k) => tree.byText.get(String(k))).filter((k) => k !== undefined);
  // What the editor cannot see stays: the tree rewrites only its own keys.
  const unseen = all ? [] : chosen.filter((k) => !tree.byText.has(String(k)));
  if (!nodes) return <Spin size="small" />;
  return (
    <div data-testid={testId} style={{ maxHeight: 420, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, padding: 4 }}>
      <Tree
        aria-label={label}
        checkable
        selectable={false}
        defaultExpandAll
        disabled={disabled}
        treeData={tree.nodes}
        checkedKeys={checked}
        onCheck={(next) => {
          const keys = (Array.isArray(next) ? next : next.checked).filter((k) => tree.byText.has(String(k)));
          onChange?.([...unseen, ...keys.map((k) => tree.byText.get(String(k))!)]);
        }}
      />
    </div>
  );
}
