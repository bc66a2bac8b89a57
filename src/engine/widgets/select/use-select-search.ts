import { useState } from 'react';
import type { UseComboboxProps } from 'downshift';
import { matching, type ChoiceOption, type OptionKey } from './choice-option';

/**
 * A select's search: the typed text, and the options to list for it — the loaded ones narrowed by
 * it, or, when the caller searches (`onSearch`, on the server), the options as the caller gives them.
 * `combobox` is the downshift wiring both selects share (options by label and value, the search as
 * the input's text, `onOpen` as the list opens); each adds its own choosing.
 */
export function useSelectSearch<V extends OptionKey>(options: readonly ChoiceOption<V>[], onSearch?: (text: string) => void, onOpen?: () => void) {
  const [search, setSearch] = useState('');
  const items = onSearch ? [...options] : matching(options, search);
  const combobox = {
    items,
    itemToString: (option) => option?.label ?? '',
    itemToKey: (option) => option?.value,
    inputValue: search,
    onInputValueChange: ({ inputValue }) => {
      setSearch(inputValue);
      onSearch?.(inputValue);
    },
    onIsOpenChange: ({ isOpen }) => {
      if (isOpen) onOpen?.();
    },
  } satisfies UseComboboxProps<ChoiceOption<V>>;
  return { search, items, combobox };
}
