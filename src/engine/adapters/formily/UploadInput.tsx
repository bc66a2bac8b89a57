// The image and file widgets of crud forms (image, images, file, files): the value is the url of an
// uploaded attachment, or a list of urls for the multi widgets. A file goes up through the resource
// provider (the admin's or the member's upload route) with its progress shown; a refusal shows the
// server's message under the widget. The file input offers the types the upload policy allows, and an
// administrator who may list attachments can pick one already in the library instead of uploading.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button, Input, Modal, Space, Table, Upload } from 'antd';
import { fileNameOf, isImageSuffix, isImageUrl } from '../../model/file-url';
import type { Row } from '../../model/list-model';
import type { UploadPolicy } from '../../runtime/resource-provider';
import { engineText } from '../../runtime/use-text';
import type { Locale } from '../../schema/types';

export interface LibraryRequest {
  images: boolean;
  quickSearch: string;
  page: number;
  limit: number;
}

export interface UploadService {
  /** Sends one file; resolves with the stored attachment (its `url`). Null: no upload here, only the library. */
  send: ((file: File, onProgress: (percent: number) => void) => Promise<Row>) | null;
  /** The upload policy (for the file input's accepted types); null when the provider has none. */
  policy: () => Promise<UploadPolicy | null>;
  /** One page of the attachment library; null when the caller may not list it. */
  library: ((request: LibraryRequest) => Promise<{ list: Row[]; total: number }>) | null;
}

export interface UploadInputProps {
  value?: string | string[] | null;
  onChange?: (value: string | string[]) => void;
  service: UploadService;
  locale: Locale;
  /** images / files: a list of urls. */
  multiple?: boolean;
  /** image / images: thumbnails, and only images offered and picked. */
  images?: boolean;
  disabled?: boolean;
  'aria-label'?: string;
  /** The field's test id stem: `<stem>-upload`, `<stem>-pick`, … */
  testId: string;
}

const PAGE_SIZE = 10;

/** The file input's accept list: the policy's dotted suffixes and MIME types (images only for an image widget). */
function acceptOf(policy: UploadPolicy | null, images: boolean): string | undefined {
  if (!policy) return images ? 'image/*' : undefined;
  const suffixes = policy.suffixes.map((s) => `.${s.replace(/^\./, '')}`).filter((s) => !images || isImageSuffix(s));
  const types = policy.mimeTypes.filter((t) => !images || t.startsWith('image/'));
  return [...suffixes, ...types].join(',') || undefined;
}

function sizeText(bytes: unknown): string {
  const n = Number(bytes);
  if (!Number.isFinite(n)) return '';
  if (n < 1024) return `${n} B`;
  return n < 1024 * 1024 ? `${(n / 1024).toFixed(1)} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;
}

function urlsOf(value: UploadInputProps['value']): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  return typeof value === 'string' && value !== '' ? [value] : [];
}

interface Sending {
  id: number;
  name: string;
  percent: number;
}

let sent = 0;

export function UploadInput(props: UploadInputProps) {
  const { service, locale, multiple = false, images = false, disabled, testId } = props;
  const t = (key: Parameters<typeof engineText>[1], values?: Record<string, string | number>) => engineText(locale, key, values);
  const urls = urlsOf(props.value);
  const [sending, setSending] = useState<Sending[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [picking, setPicking] = useState(false);
  const [policy, setPolicy] = useState<UploadPolicy | null>(null);

  useEffect(() => {
    let live = true;
    service.policy().then(
      (p) => live && setPolicy(p),
      () => undefined, // no policy: the input offers every file, the server still judges
    );
    return () => {
      live = false;
    };
  }, [service]);

  // The value as the form holds it: one url, or the list (the latest urls win for a single widget).
  const commit = (next: string[]) => props.onChange?.(multiple ? next : (next[next.length - 1] ?? ''));
  // Uploads finish in any order: each adds to the value as it stands when it lands, not as it stood when it began.
  const latest = useRef(urls);
  useEffect(() => {
    latest.current = urls;
  });
  const add = (added: string[]) => {
    latest.current = multiple ? [...latest.current, ...added.filter((u) => !latest.current.includes(u))] : added.slice(-1);
    commit(latest.current);
  };

  const send = async (upload: NonNullable<UploadService['send']>, file: File) => {
    setError(null);
    const id = ++sent;
    setSending((list) => [...list, { id, name: file.name, percent: 0 }]);
    const progress = (percent: number) => setSending((list) => list.map((s) => (s.id === id ? { ...s, percent } : s)));
    try {
      const row = await upload(file, progress);
      add([String(row.url)]);
    } catch (failure) {
      setError(t('upload.failed', { name: file.name, message: failure instanceof Error ? failure.message : String(failure) }));
    } finally {
      setSending((list) => list.filter((s) => s.id !== id));
    }
  };

  return (
    <div className="chis-upload" aria-label={props['aria-label']} data-testid={`${testId}-upload-field`}>
      {urls.length > 0 && (
        <ul className="chis-upload-list" data-testid={`${testId}-values`}>
          {urls.map((url) => (
            <li key={url}>
              {images && isImageUrl(url) ? (
                <img className="chis-upload-thumb" src={url} alt={fileNameOf(url)} width={64} height={64} style={{ objectFit: 'cover' }} />
              ) : (
                <a href={url} target="_blank" rel="noopener noreferrer">
                  {fileNameOf(url)}
                </a>
              )}
              {!disabled && (
                <Button size="small" type="link" danger aria-label={t('upload.remove', { name: fileNameOf(url) })} onClick={() => commit(urls.filter((u) => u !== url))}>
                  ×
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Space wrap>
        {service.send && (
          <Upload
            accept={acceptOf(policy, images)}
            multiple={multiple}
            disabled={disabled}
            showUploadList={false}
            customRequest={({ file }) => void send(service.send!, file as File)}
          >
            <Button disabled={disabled} data-testid={`${testId}-upload`}>
              {t('upload.upload')}
            </Button>
          </Upload>
        )}
        {service.library && !disabled && (
          <Button data-testid={`${testId}-pick`} onClick={() => setPicking(true)}>
            {t('upload.pick')}
          </Button>
        )}
      </Space>
      {sending.map((s) => (
        <div key={s.id} role="status" data-testid={`${testId}-progress`}>
          {t('upload.uploading', { name: s.name, percent: s.percent })}
        </div>
      ))}
      {error && (
        <div role="alert" className="ant-form-item-explain-error" data-testid={`${testId}-error`}>
          {error}
        </div>
      )}
      {picking && service.library && (
        <LibraryDialog
          load={service.library}
          images={images}
          multiple={multiple}
          locale={locale}
          testId={testId}
          onClose={() => setPicking(false)}
          onPick={(picked) => {
            setPicking(false);
            add(picked);
          }}
        />
      )}
    </div>
  );
}

function LibraryDialog(props: {
  load: NonNullable<UploadService['library']>;
  images: boolean;
  multiple: boolean;
  locale: Locale;
  testId: string;
  onPick: (urls: string[]) => void;
  onClose: () => void;
}) {
  const { load, images, multiple, locale, testId } = props;
  const t = (key: Parameters<typeof engineText>[1]) => engineText(locale, key);
  const [query, setQuery] = useState({ quickSearch: '', page: 1 });
  // The page shown, or why it could not be read; null while it loads.
  const [answer, setAnswer] = useState<{ list: Row[]; total: number; failure?: string } | null>(null);
  const failure = answer?.failure ?? null;
  const ask = (next: { quickSearch: string; page: number }) => {
    setAnswer(null);
    setQuery(next);
  };
  const [chosen, setChosen] = useState<string[]>([]);

  useEffect(() => {
    let live = true;
    load({ images, quickSearch: query.quickSearch, page: query.page, limit: PAGE_SIZE }).then(
      (result) => live && setAnswer(result),
      (error: unknown) => live && setAnswer({ list: [], total: 0, failure: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [load, images, query]);

  const columns = useMemo(
    () => [
      {
        key: 'preview',
        title: t('upload.libraryPreview'),
        width: 72,
        render: (_: unknown, row: Row) => {
          const url = String(row.url);
          return isImageUrl(url) ? <img src={url} alt="" width={48} height={48} style={{ objectFit: 'cover' }} /> : null;
        },
      },
      { key: 'name', dataIndex: 'name', title: t('upload.libraryName') },
      { key: 'size', title: t('upload.librarySize'), width: 100, render: (_: unknown, row: Row) => sizeText(row.size) },
    ],
    // the words follow the locale only
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [locale],
  );

  return (
    <Modal open title={t('upload.libraryTitle')} onCancel={props.onClose} onOk={() => props.onPick(chosen)} okButtonProps={{ disabled: chosen.length === 0, 'data-testid': `${testId}-pick-ok` } as never} destroyOnHidden>
      <div data-testid={`${testId}-library`}>
        <Input.Search allowClear placeholder={t('upload.librarySearch')} aria-label={t('upload.librarySearch')} onSearch={(quickSearch) => ask({ quickSearch, page: 1 })} />
        {failure && (
          <div role="alert" className="ant-form-item-explain-error">
            {failure}
          </div>
        )}
        <Table<Row>
          size="small"
          rowKey={(row) => String(row.url)}
          loading={answer === null}
          dataSource={answer?.list ?? []}
          columns={columns}
          rowSelection={{
            type: multiple ? 'checkbox' : 'radio',
            selectedRowKeys: chosen,
            onChange: (keys) => setChosen(keys.map(String)),
          }}
          pagination={{ current: query.page, pageSize: PAGE_SIZE, total: answer?.total ?? 0, showSizeChanger: false, onChange: (page) => ask({ ...query, page }) }}
        />
      </div>
    </Modal>
  );
}
