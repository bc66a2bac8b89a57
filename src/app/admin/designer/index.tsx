// /admin/crud-log/design (issue 24 items 1-2): the CRUD designer. A design starts from nothing, an
// existing ext_ table or an earlier record (?table= / ?record=); the palette adds fields, the list
// orders them, the settings edit the chosen one, the live preview draws the screen with the real
// renderer. Save asks the server for the operations and their impact; applying them generates the
// screen and its menu entry at once (the admin index is read again: no reload, no restart).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Alert, Button, Select, Space, Spin, Tag, Typography } from 'antd';
import { ArrowLeftOutlined, PlusOutlined, SaveOutlined } from '@ant-design/icons';
import { useSetAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../../api/types';
import { ruleName } from '../../../shared/crud/screen';
import { fetchAdminIndex } from '../api/admin-api';
import { CrudRuntimeProvider } from '../crud/engine-crud';
import { adminResources, useCrudRuntime } from '../crud/runtime';
import NoPower from '../errors/NoPower';
import { host } from '../host';
import { notifyError, notifySuccess } from '../notify';
import { adminIndexAtom } from '../session/state';
import { useCan } from '../session/use-can';
import { useAdminPage } from '../titles';
import { ApplyDialog } from './ApplyDialog';
import type { DesignedTable, DesignPreview } from '../../../shared/crud/designer';
import { FIELD_PRESETS, type FieldPresetEntry } from '../../../shared/crud/field-presets';
import { designProblems, serverProblems, toDocument, type Problem, type Written } from './design-document';
import { addField, fromDocument, moveField, paletteField, removeField, setPrimaryKey, updateField, usedPresets, type DesignState } from './design-state';
import { designerApi, SCREEN } from './designer-api';
import { LivePreview } from './LivePreview';
import { FieldList } from './FieldList';
import { FieldPalette } from './FieldPalette';
import { FieldSettings } from './FieldSettings';
import { ProblemList } from './ProblemList';
import { loadStart, startPointOf, type Started } from './start-points';
import { TableSettings } from './TableSettings';
import './designer.css';

/** The rule that lets an administrator design (the server checks the same on preview and apply). */
export const DESIGN_RULE = ruleName(SCREEN, 'apply');
const TITLE = { key: 'crud-log.designer.title' };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A refusal of the design: its `pointer: message` lines (content.problems, else the msg's lines). */
function refusalLines(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [messageOf(error)];
  const problems = (error.content as { problems?: unknown } | null | undefined)?.problems;
  if (Array.isArray(problems) && problems.length > 0) return problems.map(String);
  return (error.serverMessage || error.message).split('\n').filter((line) => line.trim() !== '');
}

function Designer({ started, tables, record }: { started: Started; tables: DesignedTable[]; record: string | null }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const push = host().useRoutePush();
  const setIndex = useSetAtom(adminIndexAtom);
  const [state, setState] = useState<DesignState>(started.state);
  const [tableFixed, setTableFixed] = useState(started.tableFixed);
  const [selected, setSelected] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [server, setServer] = useState<Problem[]>([]);
  const [dialog, setDialog] = useState<{ preview: DesignPreview; written: Written } | null>(null);
  const [applying, setApplying] = useState(false);
  const [applied, setApplied] = useState<string | null>(null);

  const change = useCallback((step: (s: DesignState) => DesignState) => {
    setState(step);
    setServer([]);
  }, []);
  const written = useMemo(() => toDocument(state), [state]);
  const problems = useMemo(() => [...(checked ? designProblems(state) : []), ...server], [checked, state, server]);
  const perField = useMemo(() => {
    const counts = new Map<string, number>();
    for (const p of problems) if (p.target.startsWith('field:')) counts.set(p.target.slice(6), (counts.get(p.target.slice(6)) ?? 0) + 1);
    return counts;
  }, [problems]);
  const chosen = state.fields.find((f) => f.uid === selected);
  const used = useMemo(() => usedPresets(state), [state]);

  const add = (preset: FieldPresetEntry, at?: number) => {
    if (used.has(preset.id)) return;
    const field = paletteField(preset);
    change((s) => addField(s, field, at));
    setSelected(field.uid);
  };

  const save = async () => {
    setChecked(true);
    if (designProblems(state).length > 0) return notifyError(t('crud-log.designer.fixFirst'));
    try {
      setDialog({ preview: await designerApi.preview(written.design), written });
    } catch (error) {
      setServer(serverProblems(refusalLines(error), written));
      notifyError(t('crud-log.designer.problems'));
    }
  };

  const apply = async (confirm: string | undefined) => {
    if (!dialog) return;
    setApplying(true);
    try {
      const result = await designerApi.apply(dialog.written.design, confirm);
      adminResources.forgetScreen(result.screen);
      // The new menu entry and rules: the session's index read again (no reload of the page or server).
      setIndex(await fetchAdminIndex());
      // What is stored now is what the next change is compared with.
      setState(fromDocument({ ...dialog.written.design, id: result.screen }));
      setSelected(null);
      setTableFixed(true);
      setApplied(result.screen);
      setDialog(null);
      notifySuccess(t('crud-log.apply.done', { screen: result.screen }));
    } catch (error) {
      setDialog(null);
      setServer(serverProblems(refusalLines(error), dialog.written));
      notifyError(t('crud-log.designer.problems'));
    } finally {
      setApplying(false);
    }
  };

  return (
    <div className="crud-designer" data-testid="crud-log-designer">
      <Space wrap className="crud-designer-bar">
        <Button icon={<ArrowLeftOutlined />} onClick={() => push(`/admin/${SCREEN}`)} data-testid="crud-log-back">
          {t('crud-log.designer.back')}
        </Button>
        <Typography.Text type="secondary">{t('crud-log.designer.startFrom')}</Typography.Text>
        <Button icon={<PlusOutlined />} onClick={() => push(`/admin/${SCREEN}/design`)} data-testid="crud-log-start-new">
          {t('crud-log.designer.startNew')}
        </Button>
        {record ? <Tag data-testid="crud-log-from-record">{t('crud-log.designer.startRecord', { id: record })}</Tag> : null}
        <Select
          style={{ minWidth: 260 }}
          placeholder={t('crud-log.designer.startTable')}
          aria-label={t('crud-log.designer.startTable')}
          data-testid="crud-log-start-table"
          options={tables.map((table) => ({
            value: table.table,
            label: table.screen ? `${table.table} · ${t('crud-log.designer.hasScreen', { screen: table.screen })}` : table.table,
          }))}
          onChange={(table: string) => push(`/admin/${SCREEN}/design?table=${encodeURIComponent(table)}`)}
        />
        <Button type="primary" icon={<SaveOutlined />} onClick={() => void save()} data-testid="crud-log-save">
          {t('crud-log.designer.save')}
        </Button>
        {applied ? (
          <Button onClick={() => push(`/admin/${applied}`)} data-testid="crud-log-open-screen">
            {t('crud-log.apply.open')}
          </Button>
        ) : null}
      </Space>
      <ProblemList problems={problems.filter((p) => p.target === 'design' || p.target === 'primaryKey')} />
      <TableSettings state={state} tableFixed={tableFixed} problems={problems} onChange={change} />
      <div className="crud-designer-columns">
        <FieldPalette presets={FIELD_PRESETS} used={used} onAdd={(preset) => add(preset)} />
        <FieldList
          fields={state.fields}
          selected={selected}
          problems={perField}
          onSelect={setSelected}
          onMove={(uid, to) => change((s) => moveField(s, uid, to))}
          onDropPreset={(id, at) => {
            const preset = FIELD_PRESETS.find((p) => p.id === id);
            if (preset) add(preset, at);
          }}
          onRemove={(uid) => change((s) => removeField(s, uid))}
        />
        <FieldSettings
          key={selected ?? ''}
          design={chosen}
          problems={problems.filter((p) => p.target === `field:${selected}`)}
          onChange={(step) => selected && change((s) => updateField(s, selected, step))}
          onPrimaryKey={(on) => selected && change((s) => setPrimaryKey(s, selected, on))}
        />
      </div>
      <LivePreview design={written.design} />
      {dialog ? (
        <ApplyDialog preview={dialog.preview} table={dialog.written.design.table} applying={applying} onApply={(confirm) => void apply(confirm)} onCancel={() => setDialog(null)} />
      ) : null}
    </div>
  );
}

type Loaded = { started: Started; tables: DesignedTable[] } | { error: string } | null;

function DesignerLoader() {
  const intl = useIntl();
  const [search] = useSearchParams();
  const key = search.toString();
  const [loaded, setLoaded] = useState<{ key: string; value: Loaded }>({ key: '', value: null });

  useEffect(() => {
    let live = true;
    Promise.all([loadStart(startPointOf(new URLSearchParams(key))), designerApi.tables().catch(() => [])]).then(
      ([started, tables]) => live && setLoaded({ key, value: { started, tables } }),
      (error: unknown) => live && setLoaded({ key, value: { error: messageOf(error) } }),
    );
    return () => {
      live = false;
    };
  }, [key]);

  const value = loaded.key === key ? loaded.value : null;
  if (!value) return <Spin style={{ display: 'block', margin: '80px auto' }} data-testid="crud-log-designer-loading" />;
  if ('error' in value) return <Alert type="error" showIcon message={intl.formatMessage({ id: 'crud-log.designer.loadFailed' }, { message: value.error })} data-testid="crud-log-designer-failed" />;
  // A new start point is a new working copy.
  return <Designer key={key} started={value.started} tables={value.tables} record={search.get('record')} />;
}

export default function DesignerPage() {
  const can = useCan();
  const runtime = useCrudRuntime();
  useAdminPage(TITLE);
  if (!can(DESIGN_RULE)) return <NoPower />;
  return (
    <CrudRuntimeProvider value={runtime}>
      <DesignerLoader />
    </CrudRuntimeProvider>
  );
}
