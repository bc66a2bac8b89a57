// A multi-select over choices loaded from the server (options or licensed provinces): loaded once for
// small lists, searched as you type for tag-select (names and pinyin initials). Chosen members keep
// their names when a later search lists others, and members restored from a link, a saved market or
// penetration params are named by asking the server for exactly those values.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Select } from 'antd';
import type { MarketOption } from './market-data';

const SEARCH_DELAY_MS = 250;

/** With `values`: the choices for exactly those values (their labels), not a search. */
export type OptionLoader = (keyword: string, signal: AbortSignal, values?: string[]) => Promise<MarketOption[]>;

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
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const hiddenKey = JSON.stringify(props.hidden ?? []);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const remember = useCallback((list: MarketOption[]) => {
    setKnown((previous) => new Map([...previous, ...list.map((option) => [option.value, option.label] as const)]));
  }, []);

  useEffect(() => {
    const controller = new AbortController();
    const hidden = new Set(JSON.parse(hiddenKey) as string[]);
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => {
        load(keyword, controller.signal)
          .then((list) => {
            const shown = list.filter((o) => !hidden.has(o.label) && !hidden.has(o.value));
            setOptions(shown);
            remember(shown);
          })
          .catch(() => undefined); // the box stays usable with what it had
      },
      keyword ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      clearTimeout(timer.current);
      controller.abort();
    };
  }, [load, keyword, hiddenKey, remember]);

  const leading = props.leading ?? [];
  const selected = props.value ?? [];
  const isListed = (value: string) => leading.some((o) => o.value === value) || options.some((o) => o.value === value);
  const unnamedKey = JSON.stringify(selected.filter((value) => !known.has(value) && !isListed(value)));
  useEffect(() => {
    const unnamed = JSON.parse(unnamedKey) as string[];
    if (unnamed.length === 0) return;
    const controller = new AbortController();
    load('', controller.signal, unnamed)
      .then(remember)
      .catch(() => undefined); // the tag shows the bare value meanwhile
    return () => controller.abort();
  }, [load, unnamedKey, remember]);
  // Chosen members the current list does not hold, so the box still shows their names.
  const chosenElsewhere = selected.filter((value) => known.has(value) && !isListed(value)).map((value) => ({ value, label: known.get(value)! }));

  return (
    <Select
      data-testid={props.testId}
      mode="multiple"
      allowClear
      showSearch
      maxTagCount="responsive"
      style={{ width: '100%' }}
      placeholder={props.placeholder}
      value={selected}
      onChange={props.onChange}
      filterOption={remoteSearch ? false : (input, option) => String(option?.label ?? '').toLowerCase().includes(input.toLowerCase())}
      onSearch={remoteSearch ? setKeyword : undefined}
      options={[...leading, ...options, ...chosenElsewhere]}
    />
  );
}
