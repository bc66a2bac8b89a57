// The image and file widgets of crud forms (issue 22 item 6), over the admin's real resource provider
// and client with msw at the network edge: a chosen file goes to POST /api/admin/upload as multipart
// and its url becomes the value; a refusal shows the server's message; the file input offers the
// policy's types; an administrator may pick from the attachment library (images only for an image
// widget, quick search, paging) instead of uploading; a member's provider uploads to /api/member.
import { useState } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createAdminResources } from '../../../src/app/admin/api/resource-provider';
import { UploadInput } from '../../../src/engine/adapters/formily/UploadInput';
import { uploadService } from '../../../src/engine/renderers/crud/services';
import { API, server } from '../setup';
import { ADMIN_API, ok, refused, storeAdminToken } from '../admin/harness';

vi.setConfig({ testTimeout: 30_000 });

const POLICY = { maxSize: 10_485_760, mimeTypes: ['image/png', 'image/jpeg', 'application/pdf'], suffixes: ['png', 'jpg', 'pdf'] };
const STORED = '/chis_web/uploads/default/20260314/logoabc.png';

interface Sent {
  path: string;
  /** A multipart body with a file part named `file` (jsdom's XMLHttpRequest hands msw the part without its name and bytes). */
  filePart: boolean;
}

let sent: Sent[];
let listed: Record<string, string>[];

beforeEach(() => {
  sent = [];
  listed = [];
  storeAdminToken('admin-tok');
  server.use(
    http.get(`${API}/api/v2/site-config`, () => ok({ siteName: 'CHIS', recordNumber: '', version: '', cdnUrl: '', upload: POLICY })),
    http.get(`${ADMIN_API}/attachment`, ({ request }) => {
      const query = Object.fromEntries(new URL(request.url).searchParams);
      listed.push(query);
      const all = Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `pic${i + 1}.png`, url: `/chis_web/uploads/default/20260101/pic${i + 1}.png`, size: 2048 }));
      const page = Number(query.page);
      const shown = query.quickSearch ? all.filter((row) => row.name.includes(query.quickSearch)) : all;
      return ok({ list: shown.slice((page - 1) * 10, page * 10), total: shown.length });
    }),
  );
});

/** Answers an upload to `path` (admin or member) with `answer`, recording the file part it carried. */
function serveUpload(path: string, answer: () => Response) {
  server.use(
    http.post(`${API}${path}`, async ({ request }) => {
      const form = await request.formData();
      // The part is the fetch realm's File, not jsdom's: read as a file part, not by instanceof.
      const file = form.get('file');
      sent.push({ path, filePart: (request.headers.get('content-type') ?? '').startsWith('multipart/form-data') && file !== null && typeof file !== 'string' });
      return answer();
    }),
  );
}

/** The widget in a tiny form that shows its value, as a crud form holds it. */
function Field(props: { multiple?: boolean; images?: boolean; base?: string; canList?: boolean }) {
  const [value, setValue] = useState<string | string[]>(props.multiple ? [] : '');
  const [service] = useState(() => uploadService(createAdminResources(undefined, props.base), () => props.canList ?? true));
  return (
    <>
      <UploadInput value={value} onChange={setValue} service={service} locale="en" multiple={props.multiple} images={props.images} testId="avatar" />
      <output data-testid="value">{JSON.stringify(value)}</output>
    </>
  );
}

const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;
const choose = (...files: File[]) => fireEvent.change(fileInput(), { target: { files } });
const png = (name = 'logo.png') => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], name, { type: 'image/png' });

describe('upload widgets', () => {
  it('uploads a chosen image as multipart and holds its url, showing a thumbnail; the input offers the policy’s image types', async () => {
    serveUpload('/api/admin/upload', () => ok({ id: 5, url: STORED, name: 'logo.png' }));
    render(<Field images />);
    await waitFor(() => expect(fileInput().accept).toBe('.png,.jpg,image/png,image/jpeg'));
    choose(png());
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe(JSON.stringify(STORED)));
    expect(sent).toEqual([{ path: '/api/admin/upload', filePart: true }]);
    expect(within(screen.getByTestId('avatar-values')).getByRole('img').getAttribute('src')).toBe(STORED);
    fireEvent.click(screen.getByRole('button', { name: 'Remove logoabc.png' }));
    expect(screen.getByTestId('value').textContent).toBe('""');
  });

  it('shows the server’s message when the upload is refused, and keeps the value', async () => {
    serveUpload('/api/admin/upload', () => refused(400, 'This type of file may not be uploaded: application/x-msdownload'));
    render(<Field images />);
    choose(png('photo.png'));
    expect((await screen.findByTestId('avatar-error')).textContent).toBe('photo.png was not uploaded: This type of file may not be uploaded: application/x-msdownload');
    expect(screen.getByTestId('value').textContent).toBe('""');
  });

  it('offers every allowed type to a file widget and collects a list of urls', async () => {
    let n = 0;
    serveUpload('/api/admin/upload', () => ok({ url: `/chis_web/uploads/default/20260314/doc${++n}.pdf` }));
    render(<Field multiple />);
    await waitFor(() => expect(fileInput().accept).toBe('.png,.jpg,.pdf,image/png,image/jpeg,application/pdf'));
    choose(new File(['%PDF-1.4'], 'a.pdf'), new File(['%PDF-1.4 b'], 'b.pdf'));
    await waitFor(() => expect(JSON.parse(screen.getByTestId('value').textContent!)).toHaveLength(2));
    expect(screen.getByTestId('avatar-values').textContent).toContain('doc1.pdf');
  });

  it('picks an image from the library: images only, quick search and paging', async () => {
    render(<Field images />);
    fireEvent.click(screen.getByTestId('avatar-pick'));
    const library = await screen.findByTestId('avatar-library');
    await waitFor(() => expect(within(library).getByText('pic1.png')).toBeTruthy());
    expect(listed[0]).toMatchObject({ page: '1', limit: '10', search: JSON.stringify([{ field: 'mimetype', operator: 'contains', value: 'image/' }]) });

    fireEvent.click(within(library).getByTitle('2'));
    await waitFor(() => expect(within(library).getByText('pic11.png')).toBeTruthy());
    expect(listed.at(-1)).toMatchObject({ page: '2' });

    const search = within(library).getByRole('searchbox', { name: 'Search by original name' });
    fireEvent.change(search, { target: { value: 'pic12' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(listed.at(-1)).toMatchObject({ quickSearch: 'pic12', page: '1' }));
    await waitFor(() => expect(within(library).queryByText('pic1.png')).toBeNull());
    fireEvent.click(within(library).getByRole('radio'));
    fireEvent.click(screen.getByTestId('avatar-pick-ok'));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe(JSON.stringify('/chis_web/uploads/default/20260101/pic12.png')));
    expect(sent).toEqual([]);
  });

  it('offers no library to a caller who may not list attachments', async () => {
    render(<Field images canList={false} />);
    await waitFor(() => expect(fileInput().accept).not.toBe(''));
    expect(screen.queryByTestId('avatar-pick')).toBeNull();
  });

  it('uploads a member’s picture to the member route of its provider', async () => {
    serveUpload('/api/member/upload', () => ok({ url: '/chis_web/uploads/avatar/20260314/meabc.png' }));
    render(<Field images base="/api/member" canList={false} />);
    choose(png('me.png'));
    await waitFor(() => expect(screen.getByTestId('value').textContent).toBe(JSON.stringify('/chis_web/uploads/avatar/20260314/meabc.png')));
    expect(sent.map((s) => s.path)).toEqual(['/api/member/upload']);
  });
});
