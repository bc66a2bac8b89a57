import { useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RemoteSelect, type OptionLoader } from '../../../src/engine/widgets/RemoteSelect';
import type { ChoiceOption } from '../../../src/engine/widgets/select/choice-option';

// A select over choices from the server says what its list is waiting for: loading, failed, or
// really empty — a user must not read 暂无数据 while the server is still answering.

/** A loader whose answers the test gives, one request at a time. */
function serverBy() {
  const requests: { keyword: string; answer: (list: ChoiceOption<string>[]) => void; fail: () => void }[] = [];
  const load: OptionLoader<string> = (keyword) =>
    new Promise((resolve, reject) => requests.push({ keyword, answer: resolve, fail: () => reject(new Error('500')) }));
  return { load, requests };
}

function Companies({ load, remoteSearch = false }: { load: OptionLoader<string>; remoteSearch?: boolean }) {
  const [value, setValue] = useState<string[]>([]);
  return <RemoteSelect testId="companies" aria-label="企业" load={load} remoteSearch={remoteSearch} value={value} onChange={setValue} />;
}

const open = () => fireEvent.click(screen.getByRole('combobox', { name: '企业' }));
const listState = () => screen.getByRole('status').textContent;
const listed = () => screen.queryAllByRole('option').map((option) => option.textContent);

describe('remote select', () => {
  it('says it is loading until the first answer, then lists it', async () => {
    const server = serverBy();
    render(<Companies load={server.load} />);
    open();
    expect(listState()).toBe('加载中…');
    await waitFor(() => expect(server.requests).toHaveLength(1));
    server.requests[0].answer([{ value: 'c1', label: '恒瑞医药' }]);
    await waitFor(() => expect(listed()).toEqual(['恒瑞医药']));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('keeps the earlier options while a search is answered, marked busy, then shows the new ones', async () => {
    const server = serverBy();
    render(<Companies load={server.load} remoteSearch />);
    open();
    await waitFor(() => expect(server.requests).toHaveLength(1));
    server.requests[0].answer([{ value: 'c1', label: '恒瑞医药' }]);
    await waitFor(() => expect(listed()).toEqual(['恒瑞医药']));
    fireEvent.change(screen.getByRole('combobox', { name: '企业' }), { target: { value: '石药' } });
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('true');
    expect(listed()).toEqual(['恒瑞医药']);
    await waitFor(() => expect(server.requests.map((request) => request.keyword)).toEqual(['', '石药']));
    server.requests[1].answer([]);
    await waitFor(() => expect(listState()).toBe('暂无数据'));
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('false');
  });

  it('says the loading failed rather than that there is no data, and asks again when reopened', async () => {
    const server = serverBy();
    render(<Companies load={server.load} />);
    open();
    await waitFor(() => expect(server.requests).toHaveLength(1));
    server.requests[0].fail();
    await waitFor(() => expect(listState()).toBe('选项加载失败，请重新打开列表重试'));
    open(); // closes
    open();
    expect(listState()).toBe('加载中…');
    await waitFor(() => expect(server.requests).toHaveLength(2));
    server.requests[1].answer([{ value: 'c2', label: '石药集团' }]);
    await waitFor(() => expect(listed()).toEqual(['石药集团']));
    // Reopened once loaded: no further request.
    open();
    open();
    expect(listed()).toEqual(['石药集团']);
    expect(server.requests).toHaveLength(2);
  });
});
