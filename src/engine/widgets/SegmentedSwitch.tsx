import { useId } from 'react';
import './segmented-switch.css';

export interface SegmentedOption<V extends string> {
  value: V;
  label: string;
}

export interface SegmentedSwitchProps<V extends string> {
  value: V | undefined;
  options: readonly SegmentedOption<V>[];
  onChange: (value: V) => void;
  'aria-label'?: string;
  testId?: string;
}

/**
 * One choice of a few, side by side (antd's small Segmented, in plain markup): native radio
 * buttons under the labels, so the arrow keys move the choice and a screen reader announces a
 * radio group, with nothing of ours to keep in step.
 */
export function SegmentedSwitch<V extends string>({ value, options, onChange, testId, ...rest }: SegmentedSwitchProps<V>) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={rest['aria-label']} className="chis-segmented" data-testid={testId}>
      {options.map((option) => (
        <label key={option.value} className="chis-segmented-item" data-checked={option.value === value}>
          <input type="radio" name={name} value={option.value} checked={option.value === value} onChange={() => onChange(option.value)} />
          {option.label}
        </label>
      ))}
    </div>
  );
}
