// The read-only detail of one row (the `info` action): every field but the secrets, each shown by the
// same cell renderer as in the list.
import { useEffect, useMemo, useState } from 'react';
import { Alert, Descriptions, Drawer, Skeleton } from 'antd';
import { cellRenderer, type CellContext } from '../../adapters/table/cells';
import type { ListModel, Row, RowKey } from '../../model/list-model';
import { useCrudRuntime, useCrudText } from '../../runtime/crud-context';
import { pickLabel } from '../../schema/label';
import type { CrudScreen } from '../../../shared/crud/screen';
import { errorText } from './errors';
import { usePanelWidth } from '../../runtime/use-media-query';
import { useRemoteLabels } from './use-crud-list';
import { IconText } from '../../widgets/icons';

const NO_ROWS: Row[] = [];

/** Icon cells of crud screens: the curated icon beside its name. */
export const iconCell = (name: string) => <IconText name={name} />;

export function CrudInfo({
  screen,
  model,
  rowKey,
  labels,
  onClose,
}: {
  screen: CrudScreen;
  model: ListModel;
  rowKey: RowKey;
  /** The remote labels the list answer carried (the row's keys among them). */
  labels: Record<string, Record<string, string>>;
  onClose: () => void;
}) {
  const { resources, locale, can } = useCrudRuntime();
  const width = usePanelWidth(640);
  const t = useCrudText();
  const [answer, setAnswer] = useState<{ row: Row | null; error: string | null } | null>(null);

  useEffect(() => {
    let live = true;
    resources.one(screen.id, rowKey).then(
      (row) => live && setAnswer({ row, error: null }),
      (error: unknown) => live && setAnswer({ row: null, error: errorText(error, t('crud.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [resources, screen.id, rowKey, t]);

  const rows = useMemo(() => (answer?.row ? [answer.row] : NO_ROWS), [answer]);
  const remoteLabels = useRemoteLabels(resources, model.columns, rows, can, labels);
  const context: CellContext = useMemo(() => ({ locale, remoteLabels, icon: iconCell }), [locale, remoteLabels]);
  const row = answer?.row;

  return (
    <Drawer open width={width} title={t('crud.infoTitle', { title: pickLabel(screen.title, locale) })} onClose={onClose} destroyOnHidden>
      <div data-testid={`${screen.id}-info`}>
        {answer === null ? <Skeleton active /> : null}
        {answer?.error ? <Alert type="error" message={t('crud.loadFailed')} description={answer.error} /> : null}
        {row ? (
          <Descriptions
            bordered
            size="small"
            column={1}
            items={model.columns.map((column) => ({
              key: column.key,
              label: typeof column.title === 'string' ? column.title : pickLabel(column.title, locale),
              children: cellRenderer(column, context, model)(row),
            }))}
          />
        ) : null}
      </div>
    </Drawer>
  );
}
