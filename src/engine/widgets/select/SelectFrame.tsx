import { forwardRef, type ReactNode } from 'react';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import DownOutlined from '@ant-design/icons-svg/es/asn/DownOutlined';
import { useWidgetText } from '../../runtime/use-widget-text';
import SvgIcon from '../SvgIcon';
import './choice-select.css';

interface SelectFrameProps {
  testId?: string;
  multiple?: boolean;
  small?: boolean;
  disabled?: boolean;
  open: boolean;
  /** Empties the box; none, no clear button. */
  clear?: () => void;
  /** A press on the box outside its input (the arrow, the tags' row) opens or closes the list. */
  onToggle: () => void;
  children: ReactNode;
}

/**
 * The box of a select (antd's Select: 32 px, rounded, the brand colour on hover and focus), with
 * the clear button shown on hover when there is something to clear, and the arrow.
 */
export const SelectFrame = forwardRef<HTMLDivElement, SelectFrameProps>(function SelectFrame({ testId, multiple, small, disabled, open, clear, onToggle, children }, ref) {
  const t = useWidgetText();
  return (
    <div
      ref={ref}
      className={`chis-select${multiple ? ' chis-select-multiple' : ''}${small ? ' chis-select-small' : ''}`}
      data-open={open}
      data-disabled={disabled}
      data-testid={testId}
      onMouseDown={(event) => {
        if (disabled || (event.target as HTMLElement).closest('button')) return;
        const input = event.currentTarget.querySelector('input');
        if (event.target !== input) {
          // Keeps focus in the input (a press on the box would take it away).
          event.preventDefault();
          input?.focus();
          onToggle();
        }
      }}
    >
      {children}
      {clear && !disabled && (
        <button type="button" tabIndex={-1} className="chis-select-clear" aria-label={t('engine.select.clear')} onClick={clear}>
          <SvgIcon icon={CloseCircleFilled} />
        </button>
      )}
      <span className="chis-select-arrow" aria-hidden="true">
        <SvgIcon icon={DownOutlined} />
      </span>
    </div>
  );
});
