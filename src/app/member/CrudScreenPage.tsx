// /user/<id>: a member screen (schemas/member) drawn by the engine's crud renderer over the member
// resource provider; the rules come from the member index, so buttons show only what the server allows.
import { Suspense, useMemo } from 'react';
import { Result, Spin } from 'antd';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { CrudRuntimeProvider, renderers, type CrudRuntime } from '../../engine';
import { ruleName } from '../../shared/crud/screen';
import { notifyError, notifySuccess } from '../admin/notify';
import { localeAtom } from '../state/ui';
import { memberResources } from './api';
import { useMemberIndex } from './MemberLayout';

const CrudRenderer = renderers.crud;

export default function CrudScreenPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const locale = useAtomValue(localeAtom);
  const { rules } = useMemberIndex();
  const runtime = useMemo<CrudRuntime>(() => {
    const held = new Set(rules);
    return { resources: memberResources, locale, can: (rule) => held.has('*') || held.has(rule), notifySuccess, notifyError };
  }, [rules, locale]);
  if (!runtime.can(ruleName(id, 'index'))) return <Result status="403" subTitle={intl.formatMessage({ id: 'member.noPower' })} />;
  return (
    <CrudRuntimeProvider value={runtime}>
      <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
        <CrudRenderer key={id} screenId={id} />
      </Suspense>
    </CrudRuntimeProvider>
  );
}
