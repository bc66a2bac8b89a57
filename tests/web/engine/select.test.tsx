import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MultiSelect } from '../../../src/engine/widgets/select/MultiSelect';
import { SingleSelect } from '../../../src/engine/widgets/select/SingleSelect';

// The engine's selects (plain markup over downshift): what a user does with the mouse and keyboard.

const forms = [
  { value: 'tablet', label: '片剂' },
  { value: 'capsule', label: '胶囊剂' },
  { value: 'granule', label: '颗粒剂' },
];

function Multi({ initial = [] as string[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <MultiSelect testId="forms" aria-label="剂型" allowClear options={forms} value={value} onChange={setValue} />
      <output data-testid="chosen">{value.join(',')}</output>
    </>
  );
}

function Single({ searchable = false }) {
  const [value, setValue] = useState<string | null>('capsule');
  return (
    <>
      <SingleSelect testId="form" aria-label="剂型" searchable={searchable} options={forms} value={value} onChange={setValue} />
      <output data-testid="chosen">{String(value)}</output>
    </>
  );
}

const chosen = () => screen.getByTestId('chosen').textContent;
const input = () => screen.getByRole('combobox', { name: '剂型' });

describe('multiple select', () => {
  it('filters by the typed text and toggles options from the keyboard, keeping the list open', () => {
    render(<Multi />);
    fireEvent.click(input());
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['片剂', '胶囊剂', '颗粒剂']);
    fireEvent.change(input(), { target: { value: '剂' } });
    fireEvent.change(input(), { target: { value: '颗粒' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['颗粒剂']);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(chosen()).toBe('granule');
    // The search is spent on the choice; the list stays open for the next one.
    expect((input() as HTMLInputElement).value).toBe('');
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true')?.textContent).toBe('颗粒剂');
    fireEvent.click(screen.getByRole('option', { name: '片剂' }));
    expect(chosen()).toBe('granule,tablet');
    expect(screen.getAllByRole('option').map((o) => o.getAttribute('aria-checked'))).toEqual(['true', 'false', 'true']);
    // A chosen option clicked again is un-chosen.
    fireEvent.click(screen.getByRole('option', { name: '颗粒剂' }));
    expect(chosen()).toBe('tablet');
  });

  it('removes a tag by its button or Backspace, and clears all', () => {
    render(<Multi initial={['tablet', 'capsule', 'granule']} />);
    const box = screen.getByTestId('forms');
    expect([...box.querySelectorAll('.chis-select-tag-label')].map((tag) => tag.textContent)).toEqual(['片剂', '胶囊剂', '颗粒剂']);
    fireEvent.click(within(box).getByRole('button', { name: '移除“胶囊剂”' }));
    expect(chosen()).toBe('tablet,granule');
    fireEvent.keyDown(input(), { key: 'Backspace' });
    expect(chosen()).toBe('tablet');
    fireEvent.click(within(box).getByRole('button', { name: '清除' }));
    expect(chosen()).toBe('');
    expect(within(box).queryByRole('button', { name: '清除' })).toBeNull();
  });

  it('keeps an Escape that closes its list from the dialog around it', () => {
    const escapes: string[] = [];
    render(
      <div onKeyDown={(event) => escapes.push(event.key)}>
        <Multi />
      </div>,
    );
    fireEvent.click(input());
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(screen.queryByRole('option')).toBeNull();
    expect(escapes).toEqual([]);
    // With the list closed, Escape is the dialog's again.
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(escapes).toEqual(['Escape']);
  });
});

describe('single select', () => {
  it('opens on the chosen option, picks another with the arrow keys, and keeps it when focus leaves', () => {
    render(<Single />);
    expect(screen.getByTestId('form').textContent).toContain('胶囊剂');
    fireEvent.click(input());
    const highlighted = () => screen.getAllByRole('option').find((o) => o.getAttribute('aria-selected') === 'true')?.textContent;
    expect(highlighted()).toBe('胶囊剂');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(highlighted()).toBe('颗粒剂');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(chosen()).toBe('granule');
    expect(screen.queryByRole('option')).toBeNull();
    fireEvent.click(input());
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    fireEvent.blur(input());
    expect(chosen()).toBe('granule');
  });

  it('takes no typing unless searchable, and narrows the list when it is', () => {
    const { unmount } = render(<Single />);
    expect(input().hasAttribute('readonly')).toBe(true);
    unmount();
    render(<Single searchable />);
    fireEvent.click(input());
    fireEvent.change(input(), { target: { value: '片' } });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['片剂']);
    fireEvent.click(screen.getByRole('option', { name: '片剂' }));
    expect(chosen()).toBe('tablet');
    expect((input() as HTMLInputElement).value).toBe('');
  });
});
