// The table's settings (issue 24 item 1): its name (shown with the ext_ prefix, fixed once the table
// exists), the screen's titles and descriptions in both languages, menu group, actions, quick-search
// fields, default sort, recycle bin and sensitive fields.
import { Card, Checkbox, Col, Form, Input, Row, Select, Switch } from 'antd';
import { useIntl } from 'react-intl';
import sections from '../../../../schemas/registry/sections.json';
import { useLabelText } from '../titles';
import type { Problem } from './design-document';
import { DESIGNED_TABLE_PREFIX } from '../../../shared/crud/designer';
import { DESIGNABLE_ACTIONS, screenIdOf, type DesignState } from './design-state';
import { withLabel } from './field-edits';
import { problemText } from './ProblemList';

const MENU_GROUPS = sections.menuGroups.filter((group) => group.scope === 'admin');
const TEXT_TYPES = new Set(['string', 'text', 'integer', 'bigint']);
/** The screen's title and description, each in both languages. */
const LABEL_INPUTS = (['title', 'description'] as const).flatMap((key) =>
  [
    { language: 'zh-cn', suffix: 'zh' },
    { language: 'en', suffix: 'en' },
  ].map(({ language, suffix }) => ({ key, language: language as 'zh-cn' | 'en', suffix })),
);

export interface TableSettingsProps {
  state: DesignState;
  /** The table exists already (designing again): its name cannot change here. */
  tableFixed: boolean;
  problems: readonly Problem[];
  onChange(change: (state: DesignState) => DesignState): void;
}

export function TableSettings({ state, tableFixed, problems, onChange }: TableSettingsProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const text = useLabelText();
  const at = (target: Problem['target']) => problems.filter((p) => p.target === target).map((p) => problemText(p, (id, values) => intl.formatMessage({ id }, values)));
  const status = (messages: string[]) => (messages.length > 0 ? { validateStatus: 'error' as const, help: messages.join('；') } : {});
  const fieldChoices = (filter: (type: string) => boolean) =>
    state.fields.filter((f) => filter(f.field.type) && f.field.key).map((f) => ({ value: f.field.key, label: `${text(f.field.label)} (${f.field.key})` }));
  const label = (key: 'title' | 'description', language: 'zh-cn' | 'en', value: string) =>
    onChange((s) => ({ ...s, [key]: { 'zh-cn': '', en: '', ...withLabel(s[key], language, value) } }));

  return (
    <Card size="small" title={t('crud-log.table.section')} data-testid="crud-log-table-settings">
      <Form layout="vertical" size="small">
        <Row gutter={12}>
          <Col xs={24} md={12} xl={6}>
            <Form.Item label={t('crud-log.table.name')} extra={t('crud-log.table.nameHelp')} {...status(at('table'))}>
              <Input
                data-testid="crud-log-table-name"
                aria-label={t('crud-log.table.name')}
                prefix={DESIGNED_TABLE_PREFIX}
                readOnly={tableFixed}
                value={state.table}
                onChange={(event) => {
                  const table = event.target.value.trim();
                  onChange((s) => ({ ...s, table, id: tableFixed ? s.id : screenIdOf(table) }));
                }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item label={t('crud-log.table.screenId')}>
              <Input data-testid="crud-log-screen-id" aria-label={t('crud-log.table.screenId')} value={state.id || screenIdOf(state.table)} readOnly />
            </Form.Item>
          </Col>
          {LABEL_INPUTS.map(({ key, language, suffix }) => (
            <Col xs={24} md={12} xl={6} key={`${key}-${suffix}`}>
              <Form.Item label={t(`crud-log.table.${key}${suffix === 'zh' ? 'Zh' : 'En'}`)} {...(key === 'title' && suffix === 'zh' ? status(at('title')) : {})}>
                <Input
                  data-testid={`crud-log-${key}-${suffix}`}
                  aria-label={t(`crud-log.table.${key}${suffix === 'zh' ? 'Zh' : 'En'}`)}
                  value={state[key][language]}
                  onChange={(event) => label(key, language, event.target.value)}
                />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} md={12} xl={6}>
            <Form.Item label={t('crud-log.table.menuGroup')}>
              <Select
                data-testid="crud-log-menu-group"
                aria-label={t('crud-log.table.menuGroup')}
                value={state.menuGroup}
                options={MENU_GROUPS.map((group) => ({ value: group.id, label: text(group.title) }))}
                onChange={(menuGroup: string) => onChange((s) => ({ ...s, menuGroup }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item label={t('crud-log.table.quickSearch')}>
              <Select
                data-testid="crud-log-quick-search"
                aria-label={t('crud-log.table.quickSearch')}
                mode="multiple"
                value={state.quickSearch}
                options={fieldChoices((type) => TEXT_TYPES.has(type))}
                onChange={(quickSearch: string[]) => onChange((s) => ({ ...s, quickSearch }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item label={t('crud-log.table.defaultSort')}>
              <Select
                data-testid="crud-log-default-sort"
                aria-label={t('crud-log.table.defaultSort')}
                value={state.defaultSort?.field ?? ''}
                options={[{ value: '', label: t('crud-log.table.sortNone') }, ...fieldChoices(() => true)]}
                onChange={(field: string) => onChange((s) => ({ ...s, defaultSort: field ? { field, order: s.defaultSort?.order ?? 'desc' } : null }))}
              />
            </Form.Item>
          </Col>
          {state.defaultSort ? (
            <Col xs={24} md={12} xl={6}>
              <Form.Item label=" ">
                <Select
                  data-testid="crud-log-default-order"
                  aria-label={t('crud-log.table.defaultSort')}
                  value={state.defaultSort.order}
                  options={[
                    { value: 'desc', label: t('crud-log.table.desc') },
                    { value: 'asc', label: t('crud-log.table.asc') },
                  ]}
                  onChange={(order: 'asc' | 'desc') => onChange((s) => ({ ...s, defaultSort: s.defaultSort ? { ...s.defaultSort, order } : null }))}
                />
              </Form.Item>
            </Col>
          ) : null}
          <Col span={24}>
            <Form.Item label={t('crud-log.table.actions')}>
              <Checkbox.Group
                data-testid="crud-log-actions"
                value={state.actions}
                options={DESIGNABLE_ACTIONS.map((action) => ({ value: action, label: t(`crud-log.action.${action}`), disabled: action === 'index' }))}
                onChange={(actions) => onChange((s) => ({ ...s, actions: actions as DesignState['actions'] }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item label={t('crud-log.table.recycle')}>
              <Switch
                data-testid="crud-log-recycle"
                aria-label={t('crud-log.table.recycle')}
                checked={state.recycle}
                onChange={(recycle) => onChange((s) => ({ ...s, recycle }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item label={t('crud-log.table.sensitive')}>
              <Select
                data-testid="crud-log-sensitive"
                aria-label={t('crud-log.table.sensitive')}
                mode="multiple"
                value={state.sensitive}
                options={fieldChoices(() => true).filter((choice) => !['id', 'created_at', 'updated_at'].includes(choice.value))}
                onChange={(sensitive: string[]) => onChange((s) => ({ ...s, sensitive }))}
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Card>
  );
}
