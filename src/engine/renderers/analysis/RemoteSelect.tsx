// Choices from `GET /market/:pageId/options?key=…` (entitlement-filtered by the server): loaded once
// for small lists, searched as you type for tag-select (names and pinyin initials).
import { useEffect, useRef, useState } from 'react';
import { Select } from 'antd';
import { useMarket, type MarketOption } from './market-data';

const SEARCH_DELAY_MS = 250;
const LIMIT = 50;

export interface RemoteSelectProps {
  pageId: string;
  filterKey: string;
  value: string[] | undefined;
  onChange: (value: string[]) => void;
  /** Search on the server as the user types (tag-select) rather than filter a loaded list. */
  remoteSearch: boolean;
  /** Context the choices depend on (e.g. the category system). */
  extra?: Record<string, string>;
  /** Extra choices placed first (e.g. 全选). */
  leading?: MarketOption[];
  /** Labels never offered (the legacy "省份" pseudo-entry of area lists). */
  hidden?: string[];
  placeholder?: string;
  testId: string;
}

export function RemoteSelect(props: RemoteSelectProps) {
  const { data } = useMarket();
  const { pageId, filterKey, remoteSearch } = props;
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<MarketOption[]>([]);
  const extraKey = JSON.stringify(props.extra ?? {});
  const hiddenKey = JSON.stringify(props.hidden ?? []);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    const hidden = new Set(JSON.parse(hiddenKey) as string[]);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => {
        data
          .options(pageId, { key: filterKey, keyword, limit: LIMIT, extra: JSON.parse(extraKey) as Record<string, string> }, controller.signal)
          .then((list) => setOptions(list.filter((o) => !hidden.has(o.label) && !hidden.has(o.value))))
          .catch(() => undefined); // the box stays usable with what it had
      },
      keyword ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      clearTimeout(timer.current);
      controller.abort();
    };
  }, [data, pageId, filterKey, keyword, extraKey, hiddenKey]);

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
