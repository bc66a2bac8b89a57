import { useState } from 'react';
import { matching, type ChoiceOption, type OptionKey } from './choice-option';

/**
 * A select's search: the typed text, and the options to list for it — the loaded ones narrowed by
 * it, or, when the caller searches (`onSearch`, on the server), the options as the caller gives them.
 */
export function useSelectSearch<V extends OptionKey>(options: readonly ChoiceOption<V>[], onSearch?: (text: string) => void) {
  const [search, setSearch] = useState('');
  const typed = (text: string) => {
    setSearch(text);
    onSearch?.(text);
  };
  return { search, typed, items: onSearch ? [...options] : matching(options, search) };
}
