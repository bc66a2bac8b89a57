import { useLayoutEffect, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import type { UseComboboxReturnValue } from 'downshift';
import CheckOutlined from '@ant-design/icons-svg/es/asn/CheckOutlined';
import SvgIcon from '../SvgIcon';
import { useWidgetText } from '../../runtime/use-widget-text';
import type { ChoiceOption, OptionKey } from './choice-option';
import type { OptionsStatus } from './select-props';
import { usePopupPlace } from './use-popup-place';

interface OptionListProps<V extends OptionKey> {
  combo: UseComboboxReturnValue<ChoiceOption<V>>;
  /** The select's box: the list opens under it (or over it). */
  anchor: RefObject<HTMLElement | null>;
  options: readonly ChoiceOption<V>[];
  chosen: (value: V) => boolean;
  /** Shown when open with no option and nothing loading (default 暂无数据). */
  notFound?: string;
  status?: OptionsStatus;
  /** Several choices: a chosen option shows a tick (a click toggles it). */
  multiple: boolean;
  testId?: string;
}

/**
 * The list of a select (antd's dropdown: chosen options shaded, the highlighted one grey), on the
 * page's body at the place usePopupPlace finds beside the box; until measured it is laid out unseen.
 * The list element stays mounted while closed, as downshift's menu must.
 */
export function OptionList<V extends OptionKey>({ combo, anchor, options, chosen, notFound, status = 'ready', multiple, testId }: OptionListProps<V>) {
  const t = useWidgetText();
  const { isOpen: open, highlightedIndex: highlighted, getItemProps } = combo;
  const place = usePopupPlace(anchor, open);
  const menu = combo.getMenuProps({}, { suppressRefError: true });
  const placed = place !== null;
  // Once placed, the highlighted option (the chosen one, on opening) is scrolled into view.
  useLayoutEffect(() => {
    if (placed) document.getElementById(menu.id)?.querySelector('[data-highlighted="true"]')?.scrollIntoView?.({ block: 'nearest' });
  }, [placed, menu.id]);
  return createPortal(
    // The panel holds the listbox (options only, as its role requires) and, when there is no option,
    // a status line saying why: loading, failed, or nothing to list.
    <div
      className="chis-select-list"
      hidden={!open}
      style={place ? { ...place, position: 'fixed' } : { position: 'fixed', top: 0, left: 0, visibility: 'hidden' }}
      data-testid={testId ? `${testId}-list` : undefined}
    >
      <ul
        {...menu}
        className="chis-select-options"
        // Options of an earlier search stay listed while the next ones load.
        aria-busy={status === 'loading'}
      >
        {open &&
          options.map((option, index) => (
            <li
              key={String(option.value)}
              {...getItemProps({ item: option, index })}
              className="chis-select-option"
              title={option.label}
              data-highlighted={highlighted === index}
              data-chosen={chosen(option.value)}
              // downshift's aria-selected marks the highlighted option; in a multiple select,
              // aria-checked tells which options are chosen.
              aria-checked={multiple ? chosen(option.value) : undefined}
            >
              <span className="chis-select-option-label">{option.label}</span>
              {multiple && chosen(option.value) && (
                // aria-checked says it: the tick is for the eye only.
                <span aria-hidden="true">
                  <SvgIcon icon={CheckOutlined} />
                </span>
              )}
            </li>
          ))}
      </ul>
      {open && options.length === 0 && (
        <p className="chis-select-empty" role="status" data-status={status}>
          {status === 'loading' ? t('engine.select.loading') : status === 'failed' ? t('engine.select.failed') : (notFound ?? t('engine.empty'))}
        </p>
      )}
    </div>,
    document.body,
  );
}
