import { useMemo, useRef } from 'react';
import { useCombobox } from 'downshift';
import type { ChoiceOption, OptionKey } from './choice-option';
import { OptionList } from './OptionList';
import { SelectFrame } from './SelectFrame';
import type { SelectCommonProps } from './select-props';
import { keepEscape } from './keep-escape';
import { useSelectSearch } from './use-select-search';

export interface SingleSelectProps<V extends OptionKey> extends SelectCommonProps<V> {
  value: V | null | undefined;
  onChange: (value: V | null) => void;
  /** Typing filters the list (or asks the server); off, the box is a pick list for the arrow keys. */
  searchable?: boolean;
}

const { stateChangeTypes: box } = useCombobox;

/**
 * One choice (antd's single Select): the chosen label in the box, a list to pick from with the
 * mouse or the arrow keys and Enter, and, searchable, typing over the label to narrow the list.
 */
export function SingleSelect<V extends OptionKey>(props: SingleSelectProps<V>) {
  const { options, value, onChange, onSearch, searchable = false } = props;
  const { search, items, combobox } = useSelectSearch(options, onSearch, props.onOpen);
  const frame = useRef<HTMLDivElement>(null);
  const chosen = useMemo(() => {
    if (value === null || value === undefined || value === '') return null;
    return options.find((option) => option.value === value) ?? { value, label: String(value) };
  }, [options, value]);

  const combo = useCombobox<ChoiceOption<V>>({
    ...combobox,
    selectedItem: chosen,
    // Opening the list highlights the chosen option (and OptionList scrolls to it).
    defaultHighlightedIndex: items.findIndex((option) => option.value === chosen?.value),
    // The chosen label is drawn over the input, not written into it: the input holds a search only.
    // Leaving the box keeps the choice (downshift would take the highlighted option).
    stateReducer: (state, { changes, type }) => {
      if (type === box.InputChange) return changes;
      if (type === box.InputBlur) return { ...changes, selectedItem: state.selectedItem, inputValue: '' };
      return { ...changes, inputValue: '' };
    },
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem?.value ?? null),
  });

  return (
    <>
      <SelectFrame
        ref={frame}
        testId={props.testId}
        small={props.size === 'small'}
        disabled={props.disabled}
        open={combo.isOpen}
        clear={props.allowClear && chosen ? () => onChange(null) : undefined}
        onToggle={combo.toggleMenu}
      >
        <div className="chis-select-single">
          {chosen && !search && (
            <span className="chis-select-value" data-faded={combo.isOpen && searchable} title={chosen.label}>
              {chosen.label}
            </span>
          )}
          <input
            {...combo.getInputProps({ onKeyDown: keepEscape(combo.isOpen) })}
            className="chis-select-search"
            aria-label={props['aria-label']}
            placeholder={chosen ? undefined : props.placeholder}
            readOnly={!searchable}
            disabled={props.disabled}
          />
        </div>
      </SelectFrame>
      <OptionList
        combo={combo}
        anchor={frame}
        options={items}
        chosen={(v) => v === chosen?.value}
        notFound={props.notFound}
        status={props.status}
        multiple={false}
        testId={props.testId}
      />
    </>
  );
}
