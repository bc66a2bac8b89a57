import './switch-toggle.css';

export interface SwitchToggleProps {
  checked: boolean;
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
  'aria-label'?: string;
  testId?: string;
}

/**
 * An on/off switch in a table cell (antd's small Switch, in plain markup: the tables of analysis
 * pages draw without antd). A button with role="switch": Space and Enter flip it, as a click does.
 * The click does not reach the row, which would open the record.
 */
export function SwitchToggle({ checked, disabled, onChange, testId, ...rest }: SwitchToggleProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={rest['aria-label']}
      disabled={disabled}
      className="chis-switch"
      data-testid={testId}
      onClick={(event) => {
        event.stopPropagation();
        onChange?.(!checked);
      }}
    />
  );
}
