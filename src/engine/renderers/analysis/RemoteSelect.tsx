// A multi-select over choices loaded from the server (options or licensed provinces): loaded once for
// small lists, searched as you type for tag-select (names and pinyin initials).
import { useEffect, useRef, useState } from 'react';
import { Select } from 'antd';
import type { MarketOption } from './market-data';

const SEARCH_DELAY_MS = 250;

export type OptionLoader = (keyword: string, signal: AbortSignal) => Promise<MarketOption[]>;

export interface RemoteSelectProps {
  /** Stable per filter (a new loader reloads the choices). */
  load: OptionLoader;
  value: string[] | undefined;
  onChange: (value: string[]) => void;
  /** Search on the server as the user types (tag-select) rather than filter a loaded list. */
  remoteSearch: boolean;
  /** Extra choices placed first (e.g. 全选). */
  leading?: MarketOption[];
  /** Labels never offered (the legacy "省份" pseudo-entry of area lists). */
  hidden?: string[];
  placeholder?: string;
  testId: string;
}

export function RemoteSelect(props: RemoteSelectProps) {
  const { load, remoteSearch } = props;
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<MarketOption[]>([]);
  const hiddenKey = JSON.stringify(props.hidden ?? []);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    const hidden = new Set(JSON.parse(hiddenKey) as string[]);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => {
        load(keyword, controller.signal)
          .then((list) => setOptions(list.filter((o) => !hidden.has(o.label) && !hidden.has(o.value))))
          .catch(() => undefined); // the box stays usable with what it had
      },
      keyword ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      clearTimeout(timer.current);
      controller.abort();
    };
  }, [load, keyword, hiddenKey]);

  return (
    <Select
      data-testid={props.testId}
      mode="multiple"
      allowClear
      showSearch
      maxTagCount="responsive"
      style={{ width: '100%' }}
      placeholder={props.placeholder}
      value={props.value ?? []}
      onChange={props.onChange}
      filterOption={remoteSearch ? false : (input, option) => String(option?.label ?? '').toLowerCase().includes(input.toLowerCase())}
      onSearch={remoteSearch ? setKeyword : undefined}
      options={[...(props.leading ?? []), ...options]}
    />
  );
}
