// The CRUD records list's own buttons (issue 24 items 3-5), added beside the screen's schema
// actions: "design a screen" and "design again" open the designer page, "export design" downloads a
// record's screen (optionally with its rows) and "import design" uploads such a file. Removing a
// screen and restoring it are the screen's own row actions (server handlers, confirmations in the
// schema). Each button shows only with its rule.
import { useEffect, useRef, useState } from 'react';
import { Alert, Checkbox, Modal, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import type { CrudCustomAction } from '../../../generated/schema-types';
import { ruleName } from '../../../shared/crud/screen';
import type { ActionView } from '../../../engine/runtime/resource-provider';
import { host } from '../host';
import { notifyError, notifySuccess } from '../notify';
import { designerApi, SCREEN } from './designer-api';

const DESIGNER_PATH = `/admin/${SCREEN}/design`;
const label = (zh: string, en: string) => ({ 'zh-cn': zh, en });

/** The buttons, by the rule each needs (the designer page itself is guarded by crud-log/apply). */
export function recordActions(can: (rule: string) => boolean): CrudCustomAction[] {
  return [
    ...(can(ruleName(SCREEN, 'apply'))
      ? [
          { name: 'design', label: label('设计新界面', 'Design a screen'), target: 'screen' } as const,
          { name: 'designAgain', label: label('再次设计', 'Design again'), target: 'row' } as const,
        ]
      : []),
    ...(can(ruleName(SCREEN, 'import')) ? [{ name: 'importDesign', label: label('导入设计', 'Import a design'), target: 'screen' } as const] : []),
    ...(can(ruleName(SCREEN, 'export')) ? [{ name: 'exportDesign', label: label('导出设计', 'Export the design'), target: 'row' } as const] : []),
  ];
}

/** Opens the designer (from nothing, or from the clicked record) and is gone. */
function opener(search: (body: Record<string, unknown>) => string): ActionView {
  return function OpenDesigner({ body, onClose }) {
    const push = host().useRoutePush();
    const opened = useRef(false);
    useEffect(() => {
      if (opened.current) return;
      opened.current = true;
      onClose();
      push(`${DESIGNER_PATH}${search(body)}`);
    }, [body, onClose, push]);
    return null;
  };
}

export const DesignNew = opener(() => '');
export const DesignAgain = opener((body) => `?record=${encodeURIComponent(String(body.id))}`);

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

export const ExportDesign: ActionView = ({ body, onClose }) => {
  const intl = useIntl();
  const [rows, setRows] = useState(false);
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      // Read through the client first: it renews an expired session before the file is asked for.
      const record = await designerApi.record(String(body.id));
      await designerApi.exportDesign(String(record.screen_id), rows);
      notifySuccess(intl.formatMessage({ id: 'crud-log.records.exported' }));
      onClose();
    } catch (error) {
      notifyError(errorText(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open title={intl.formatMessage({ id: 'crud-log.records.export' })} confirmLoading={busy} onOk={() => void run()} onCancel={onClose} data-testid="crud-log-export-dialog">
      <Checkbox data-testid="crud-log-export-rows" checked={rows} onChange={(event) => setRows(event.target.checked)}>
        {intl.formatMessage({ id: 'crud-log.records.exportRows' })}
      </Checkbox>
    </Modal>
  );
};

export const ImportDesign: ActionView = ({ onClose }) => {
  const intl = useIntl();
  const [problem, setProblem] = useState<string | null>(null);
  const upload = async (file: File) => {
    try {
      await designerApi.importDesign(file);
      notifySuccess(intl.formatMessage({ id: 'crud-log.records.imported' }));
      onClose();
    } catch (error) {
      setProblem(errorText(error));
    }
  };
  return (
    <Modal open footer={null} title={intl.formatMessage({ id: 'crud-log.records.import' })} onCancel={onClose} data-testid="crud-log-import-dialog">
      {problem ? <Alert type="error" showIcon message={problem} style={{ marginBottom: 12 }} data-testid="crud-log-import-problem" /> : null}
      <Upload.Dragger
        accept=".json,application/json"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
        data-testid="crud-log-import-file"
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p>{intl.formatMessage({ id: 'crud-log.records.import' })}</p>
      </Upload.Dragger>
    </Modal>
  );
};
