// The live preview (issue 24 item 1): the engine's own crud renderer over the design as it is being
// edited — the list (with one sample row) and the add form — redrawn shortly after each change. A
// design the renderer cannot draw yet says why instead of breaking the page.
import { Component, Suspense, useDeferredValue, useMemo, type ReactNode } from 'react';
import { Alert, Card, Spin, Tabs } from 'antd';
import { useIntl } from 'react-intl';
import { GroupForm } from '../../../engine/renderers/crud/GroupForm';
import { hasAction } from '../../../shared/crud/screen';
import { CrudRenderer, CrudRuntimeProvider } from '../crud/engine-crud';
import { adminResources, useCrudRuntime } from '../crud/runtime';
import type { Design } from './design-document';
import { PREVIEW_SCREEN, previewResources, previewScreen } from './preview-resources';

class Broken extends Component<{ children: ReactNode; message: (error: Error) => ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? this.props.message(this.state.error) : this.props.children;
  }
}

export function LivePreview({ design }: { design: Design }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const app = useCrudRuntime();
  // Typing stays quick: the preview catches up when the page is idle.
  const shown = useDeferredValue(design);
  const text = JSON.stringify(shown);
  const sample = t('crud-log.preview.sample');
  const previewOnly = t('crud-log.preview.only');
  const runtime = useMemo(() => {
    const parsed = JSON.parse(text) as Design;
    const resources = previewResources(parsed, adminResources, sample, previewOnly);
    const allowed = new Set(parsed.actions.map((action) => `${PREVIEW_SCREEN}/${typeof action === 'string' ? action : action.name}`));
    // The design's own buttons show; other screens' rules are the administrator's (remote choices).
    return { ...app, resources, can: (rule: string) => allowed.has(rule) || app.can(rule) };
  }, [app, text, sample, previewOnly]);
  const formFields = useMemo(() => previewScreen(JSON.parse(text) as Design).fields, [text]);
  const broken = (error: Error) => <Alert type="warning" showIcon message={t('crud-log.preview.broken', { message: error.message })} />;

  return (
    <Card size="small" title={t('crud-log.preview.title')} extra={t('crud-log.preview.only')} data-testid="crud-log-preview">
      <CrudRuntimeProvider value={runtime}>
        <Tabs
          size="small"
          items={[
            {
              key: 'list',
              label: t('crud-log.preview.list'),
              children: (
                <Broken key={text} message={broken}>
                  <Suspense fallback={<Spin />}>{hasAction(shown, 'index') ? <CrudRenderer screenId={PREVIEW_SCREEN} /> : null}</Suspense>
                </Broken>
              ),
            },
            {
              key: 'form',
              label: t('crud-log.preview.form'),
              children: (
                <Broken key={text} message={broken}>
                  <GroupForm id={`${PREVIEW_SCREEN}-form`} screenId={PREVIEW_SCREEN} fields={formFields} values={{}} onSave={async () => app.notifySuccess(previewOnly)} />
                </Broken>
              ),
            },
          ]}
        />
      </CrudRuntimeProvider>
    </Card>
  );
}
