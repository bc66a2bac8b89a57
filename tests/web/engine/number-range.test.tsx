// The range filter of a percentage (issue 13 item 1): the inputs say "%" and take percent points,
// whatever the table stores; a fraction column gets 64.7 typed as 0.647.
import type { ComponentType } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { widgetComponent } from '../../../src/engine/adapters/formily/widgets';

type RangeProps = { value?: [number | null, number | null]; onChange?: (v: [number | null, number | null]) => void; suffix?: string; scale?: number };
const NumberRange = widgetComponent('NumberRange') as unknown as ComponentType<RangeProps>;

describe('NumberRange filter widget', () => {
  it('shows and takes a fraction column in percent, with a % suffix', () => {
    const onChange = vi.fn();
    render(<NumberRange value={[0.1, null]} onChange={onChange} suffix="%" scale={100} />);
    const [from, to] = screen.getAllByRole('spinbutton') as HTMLInputElement[];
    expect(from.value).toBe('10');
    expect(screen.getAllByText('%')).toHaveLength(2);
    fireEvent.change(to, { target: { value: '64.7' } });
    expect(onChange).toHaveBeenLastCalledWith([0.1, 0.647]);
  });

  it('passes percent points through unchanged', () => {
    const onChange = vi.fn();
    render(<NumberRange value={[30, null]} onChange={onChange} suffix="%" scale={1} />);
    const [from, to] = screen.getAllByRole('spinbutton') as HTMLInputElement[];
    expect(from.value).toBe('30');
    fireEvent.change(to, { target: { value: '64.7' } });
    expect(onChange).toHaveBeenLastCalledWith([30, 64.7]);
  });
});
