// A custom action with a form (the member screen's adjust): a dialog over the real schema that shows
// the member's balance before and after the typed change (yuan typed, cents sent), posts
// {id, field, change, remark, idempotencyKey}, and keeps one idempotency key per opening.
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import userSchema from '../../../schemas/admin/user.json';
import type { CrudSchema } from '../../../src/generated/schema-types';
import { fakeBackend, renderCrud } from './crud-harness';

configure({ asyncUtilTimeout: 8000 });
vi.setConfig({ testTimeout: 30_000 });

beforeAll(async () => {
  await import('../../../src/engine/renderers/crud/CrudPage');
}, 60_000);

const member = { id: 7, username: 'ann', nickname: 'Ann', money: 12345, score: 40, status: 1, group_id: 1, areas: '[]', gender: 0 };
const backendWith = () => fakeBackend([userSchema as unknown as CrudSchema], { user: [member], 'user-group': [{ id: 1, name: 'Basic' }] });
const dialog = () => screen.getByTestId('user-action-adjust-dialog');
const input = (key: string, selector = 'input') => screen.getByTestId(`user-action-adjust-dialog-form-${key}`).querySelector(selector) as HTMLInputElement;

async function openAdjust() {
  await waitFor(() => expect(screen.getByTestId('user-action-adjust-7')).toBeTruthy());
  fireEvent.click(screen.getByTestId('user-action-adjust-7'));
  await waitFor(() => expect(screen.getByTestId('user-action-adjust-delta-now')).toBeTruthy());
}

describe('custom action form: adjust balance', () => {
  it('shows the balance before and after in yuan and sends the change in cents with one key per opening', async () => {
    const backend = backendWith();
    let failures = 1;
    const action = backend.provider.action.bind(backend.provider);
    backend.provider.action = async (id, name, body) => {
      await action(id, name, body);
      if (failures-- > 0) throw new Error('network down');
      return null;
    };
    const { toasts } = renderCrud('user', backend);
    await openAdjust();
    expect(screen.getByTestId('user-action-adjust-delta-now').textContent).toBe('当前：123.45');
    fireEvent.change(input('change'), { target: { value: '10.5' } });
    await waitFor(() => expect(screen.getByTestId('user-action-adjust-delta-after').textContent).toContain('调整后：133.95'));
    fireEvent.change(input('remark', 'textarea'), { target: { value: 'refund' } });

    // the first attempt fails; the retry in the same dialog carries the same key
    fireEvent.click(screen.getByTestId('user-action-adjust-dialog-submit'));
    await waitFor(() => expect(toasts.error).toEqual(['network down']));
    fireEvent.click(screen.getByTestId('user-action-adjust-dialog-submit'));
    await waitFor(() => expect(backend.of('action')).toHaveLength(2));
    const [first, second] = backend.of('action').map((c) => c.args[1] as Record<string, unknown>);
    expect(first).toEqual({ id: 7, field: 'money', change: 1050, remark: 'refund', idempotencyKey: expect.stringMatching(/^[0-9a-f]{32}$/) });
    expect(second.idempotencyKey).toBe(first.idempotencyKey);
    await waitFor(() => expect(toasts.success).toEqual(['操作成功']));
    await waitFor(() => expect(screen.queryByTestId('user-action-adjust-dialog')).toBeNull());

    // a new opening is a new change: a new key; points are whole numbers, not cents
    await openAdjust();
    fireEvent.click(within(dialog()).getByText('积分'));
    await waitFor(() => expect(screen.getByTestId('user-action-adjust-delta-now').textContent).toBe('当前：40'));
    fireEvent.change(input('change'), { target: { value: '-5' } });
    await waitFor(() => expect(screen.getByTestId('user-action-adjust-delta-after').textContent).toContain('调整后：35'));
    fireEvent.change(input('remark', 'textarea'), { target: { value: 'typo' } });
    fireEvent.click(screen.getByTestId('user-action-adjust-dialog-submit'));
    await waitFor(() => expect(backend.of('action')).toHaveLength(3));
    const third = backend.of('action')[2].args[1] as Record<string, unknown>;
    expect(third).toMatchObject({ id: 7, field: 'score', change: -5, remark: 'typo' });
    expect(third.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('asks for the remark before posting anything, in English too', async () => {
    const backend = backendWith();
    renderCrud('user', backend, { locale: 'en' });
    await openAdjust();
    expect(screen.getByTestId('user-action-adjust-delta-now').textContent).toBe('Now: 123.45');
    expect(within(dialog()).getByText('Balance (yuan)')).toBeTruthy();
    fireEvent.change(input('change'), { target: { value: '1' } });
    await waitFor(() => expect(screen.getByTestId('user-action-adjust-delta-after').textContent).toContain('After the change: 124.45'));
    fireEvent.click(screen.getByTestId('user-action-adjust-dialog-submit'));
    await waitFor(() => expect(within(dialog()).getAllByText(/required|必填/i).length).toBeGreaterThan(0));
    expect(backend.of('action')).toHaveLength(0);
  });
});
