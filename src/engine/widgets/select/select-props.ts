import type { ChoiceOption, OptionKey } from './choice-option';

export type OptionsStatus = 'ready' | 'loading' | 'failed';

/** What a single and a multiple select both take. */
export interface SelectCommonProps<V extends OptionKey> {
  options: readonly ChoiceOption<V>[];
  /** The caller searches (on the server) as the user types; without it the loaded options are filtered. */
  onSearch?: (text: string) => void;
  placeholder?: string;
  disabled?: boolean;
  /** A button that empties the box (default off, as antd's). */
  allowClear?: boolean;
  /** The list's text when there is no option to show (default 暂无数据). */
  notFound?: string;
  /** The options are being loaded (the list says so instead of 暂无数据), or their loading failed. */
  status?: OptionsStatus;
  /** Called as the list opens (a select whose options failed to load asks again). */
  onOpen?: () => void;
  /** The field's label: the box's accessible name. */
  'aria-label'?: string;
  testId?: string;
  /** `small`: 24 px high (a toolbar's switch), as antd's small Select. */
  size?: 'small' | 'middle';
}
