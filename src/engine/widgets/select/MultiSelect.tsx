import { useMemo, useRef } from 'react';
import { useCombobox, useMultipleSelection } from 'downshift';
import CloseOutlined from '@ant-design/icons-svg/es/asn/CloseOutlined';
import { useWidgetText } from '../../runtime/use-widget-text';
import SvgIcon from '../SvgIcon';
import type { ChoiceOption, OptionKey } from './choice-option';
import { OptionList } from './OptionList';
import { SelectFrame } from './SelectFrame';
import type { SelectCommonProps } from './select-props';
import { useFold } from './use-fold';
import { keepEscape } from './keep-escape';
import { useSelectSearch } from './use-select-search';

export interface MultiSelectProps<V extends OptionKey> extends SelectCommonProps<V> {
  value: readonly V[];
  onChange: (value: V[]) => void;
  /** Fold the chosen tags that do not fit on one line into "+ n …" (filter bars); a form shows them all. */
  foldTags?: boolean;
}

const { stateChangeTypes: box } = useCombobox;
const { stateChangeTypes: tags } = useMultipleSelection;

/**
 * Several choices as tags in the box (antd's multiple Select): typing filters the list (or asks
 * the server, with `onSearch`), Enter or a click toggles the highlighted option and keeps the list
 * open, Backspace in an empty search removes the last tag, and each tag has its own remove button.
 */
export function MultiSelect<V extends OptionKey>(props: MultiSelectProps<V>) {
  const t = useWidgetText();
  const { options, value, onChange, onSearch } = props;
  const { search, items, combobox } = useSelectSearch(options, onSearch, props.onOpen);
  const frame = useRef<HTMLDivElement>(null);
  const row = useRef<HTMLDivElement>(null);
  const labels = useMemo(() => new Map(options.map((option) => [option.value, option.label])), [options]);
  const chosen = useMemo(() => value.map((v) => ({ value: v, label: labels.get(v) ?? String(v) })), [value, labels]);
  const isChosen = (v: V) => value.includes(v);
  const toggle = (option: ChoiceOption<V>) => onChange(isChosen(option.value) ? value.filter((v) => v !== option.value) : [...value, option.value]);

  const selection = useMultipleSelection<ChoiceOption<V>>({
    selectedItems: chosen,
    itemToKey: (option) => option?.value,
    onStateChange: ({ selectedItems, type }) => {
      if (type === tags.SelectedItemKeyDownBackspace || type === tags.SelectedItemKeyDownDelete || type === tags.DropdownKeyDownBackspace || type === tags.FunctionRemoveSelectedItem) {
        onChange((selectedItems ?? []).map((option) => option.value));
      }
    },
  });
  const combo = useCombobox<ChoiceOption<V>>({
    ...combobox,
    selectedItem: null,
    stateReducer: (state, { changes, type }) => {
      // A choice keeps the list open on the same option, so several are picked in a row; the search
      // is spent, so a filtered list shows whole again, still on that option.
      if (type === box.InputKeyDownEnter || type === box.ItemClick) {
        const picked = changes.selectedItem;
        const highlightedIndex = state.inputValue && !onSearch && picked ? options.findIndex((option) => option.value === picked.value) : state.highlightedIndex;
        return { ...changes, isOpen: true, highlightedIndex, inputValue: '' };
      }
      // Leaving the box picks nothing (downshift would pick the highlighted option) and drops the search.
      if (type === box.InputBlur) return { ...changes, selectedItem: null, inputValue: '' };
      return changes;
    },
    onStateChange: ({ type, selectedItem }) => {
      if ((type === box.InputKeyDownEnter || type === box.ItemClick) && selectedItem) toggle(selectedItem);
    },
  });
  const dropdown = selection.getDropdownProps({ preventKeyAction: combo.isOpen });
  const shown = useFold(row, chosen.length, props.foldTags ?? false);

  return (
    <>
      <SelectFrame
        ref={frame}
        testId={props.testId}
        small={props.size === 'small'}
        multiple
        disabled={props.disabled}
        open={combo.isOpen}
        clear={props.allowClear && value.length > 0 ? () => onChange([]) : undefined}
        onToggle={combo.toggleMenu}
      >
        <div ref={row} className={props.foldTags ? 'chis-select-tags chis-select-fold' : 'chis-select-tags'}>
          {chosen.map((option, index) =>
            index < shown ? (
              <span key={String(option.value)} className="chis-select-tag" data-chosen-tag {...selection.getSelectedItemProps({ selectedItem: option, index })}>
                <span className="chis-select-tag-label" title={option.label}>
                  {option.label}
                </span>
                <button
                  type="button"
                  tabIndex={-1}
                  className="chis-select-tag-remove"
                  aria-label={t('engine.select.remove', { label: option.label })}
                  disabled={props.disabled}
                  onClick={(event) => {
                    event.stopPropagation();
                    selection.removeSelectedItem(option);
                  }}
                >
                  <SvgIcon icon={CloseOutlined} />
                </button>
              </span>
            ) : (
              // Folded: unseen, but in the row at its full width for useFold to measure.
              <span key={String(option.value)} className="chis-select-tag chis-select-tag-folded" data-chosen-tag aria-hidden="true">
                <span className="chis-select-tag-label">{option.label}</span>
                <span className="chis-select-tag-remove">
                  <SvgIcon icon={CloseOutlined} />
                </span>
              </span>
            ),
          )}
          {shown < chosen.length && (
            <span className="chis-select-tag" title={chosen.slice(shown).map((option) => option.label).join('、')}>
              + {chosen.length - shown} ...
            </span>
          )}
          <input
            {...combo.getInputProps({
              ...dropdown,
              // With the list open, downshift leaves the tags' keys out of the dropdown props.
              onKeyDown: (event) => {
                keepEscape(combo.isOpen)(event);
                dropdown.onKeyDown?.(event);
              },
            })}
            className="chis-select-search"
            aria-label={props['aria-label']}
            placeholder={value.length === 0 ? props.placeholder : undefined}
            disabled={props.disabled}
            size={Math.max(1, search.length + 1)}
          />
        </div>
      </SelectFrame>
      <OptionList
        combo={combo}
        anchor={frame}
        options={items}
        chosen={isChosen}
        notFound={props.notFound}
        status={props.status}
        multiple
        testId={props.testId}
      />
    </>
  );
}
