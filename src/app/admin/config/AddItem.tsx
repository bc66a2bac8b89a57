// An administrator's own config item: added to the open tab's group with a name and whether it is
// secret (fixed once added; the config table has no type column yet, so it is drawn as text); listed under
// the form, each deletable (the product's items never are: the server answers 409).
import { useState } from 'react';
import { Button, Form, Input, List, Modal, Popconfirm, Switch, type ButtonProps } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { ResourceError } from '../../../engine/runtime/resource-provider';
import { adminResources } from '../crud/runtime';
import { notifyError } from '../notify';

const VAR_NAME = /^[A-Za-z][A-Za-z0-9_]*$/;

/** The delete confirmation's OK button, named for tests. */
const confirmButton = (name: string): ButtonProps => ({ 'data-testid': `config-item-${name}-confirm` }) as ButtonProps;

interface NewItem {
  name: string;
  secret: boolean;
}

export function AddItemButton({ group, onAdded }: { group: string; onAdded: () => void }) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<NewItem>();
  const t = (id: string) => intl.formatMessage({ id });

  const add = async () => {
    const item = await form.validateFields();
    try {
      await adminResources.add('config', { name: item.name, group, secret: item.secret ? 1 : 0, value: '' });
      setOpen(false);
      form.resetFields();
      onAdded();
    } catch (error) {
      if (error instanceof ResourceError && error.field === 'name') form.setFields([{ name: 'name', errors: [error.message] }]);
      else notifyError(error instanceof Error ? error.message : String(error));
    }
  };

  return (
    <>
      <Button icon={<PlusOutlined />} onClick={() => setOpen(true)} data-testid={`config-${group}-add`}>
        {t('admin.config.addItem')}
      </Button>
      <Modal open={open} title={t('admin.config.addItem')} onOk={() => void add()} onCancel={() => setOpen(false)} destroyOnHidden>
        <Form form={form} layout="vertical" initialValues={{ secret: false }} data-testid="config-add-form">
          <Form.Item name="name" label={t('admin.config.itemName')} rules={[{ required: true, pattern: VAR_NAME, message: t('admin.config.itemName.invalid') }]}>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name="secret" label={t('admin.config.itemSecret')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

export function AddedItems({ names, canDelete, onDeleted }: { names: string[]; canDelete: boolean; onDeleted: () => void }) {
  const intl = useIntl();
  const remove = async (name: string) => {
    try {
      await adminResources.remove('config', [name]);
      onDeleted();
    } catch (error) {
      notifyError(error instanceof Error ? error.message : String(error));
    }
  };
  if (names.length === 0) return null;
  return (
    <List
      size="small"
      header={intl.formatMessage({ id: 'admin.config.added' })}
      dataSource={names}
      renderItem={(name) => (
        <List.Item
          data-testid={`config-item-${name}`}
          actions={
            canDelete
              ? [
                  <Popconfirm key="delete" title={intl.formatMessage({ id: 'admin.config.deleteConfirm' }, { name })} onConfirm={() => void remove(name)} okButtonProps={confirmButton(name)}>
                    <Button size="small" danger icon={<DeleteOutlined />} data-testid={`config-item-${name}-delete`}>
                      {intl.formatMessage({ id: 'admin.config.delete' })}
                    </Button>
                  </Popconfirm>,
                ]
              : []
          }
        >
          <code>{name}</code>
        </List.Item>
      )}
    />
  );
}
