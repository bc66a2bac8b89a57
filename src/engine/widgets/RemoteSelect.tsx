// A select over choices loaded from the server (market options, licensed provinces, another crud
// screen's rows): loaded once for small lists, or searched as you type. Chosen values keep their
// labels when a later search lists others, and values restored from a link, a saved market or a
// record being edited are named by asking the server for exactly those values. The analysis filter
// bar, the list filter form and the crud form all use this one.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChoiceOption, OptionKey } from './select/choice-option';
import { MultiSelect } from './select/MultiSelect';
import { SingleSelect } from './select/SingleSelect';
import type { OptionsStatus } from './select/select-props';

const SEARCH_DELAY_MS = 250;

export type { OptionKey };

/** With `values`: the choices for exactly those values (their labels), not a search. */
export type OptionLoader<V extends OptionKey = OptionKey> = (keyword: string, signal: AbortSignal, values?: V[]) => Promise<ChoiceOption<V>[]>;

export interface RemoteSelectCommonProps<V extends OptionKey> {
  /** Stable per field (a new loader reloads the choices). */
  load: OptionLoader<V>;
  /** Search on the server as the user types rather than filter a loaded list. */
  remoteSearch: boolean;
  /** Extra choices placed first (e.g. 全选). */
  leading?: ChoiceOption<V>[];
  /** Labels never offered (the legacy "省份" pseudo-entry of area lists). */
  hidden?: string[];
  placeholder?: string;
  disabled?: boolean;
  testId?: string;
  /** The field's label: the search box's accessible name. */
  'aria-label'?: string;
  /** Fold the chosen tags that do not fit into "+ n" (filter bars); a form shows them all. */
  foldTags?: boolean;
}

/** Several values (the default), or one (`multiple: false`). */
export type RemoteSelectProps<V extends OptionKey = string> = RemoteSelectCommonProps<V> &
  (
    | { multiple?: true; value: V[] | null | undefined; onChange: (value: V[]) => void }
    | { multiple: false; value: V | null | undefined; onChange: (value: V | null) => void }
  );

function asList<V>(value: V[] | V | null | undefined): V[] {
  if (value === null || value === undefined || (value as unknown) === '') return [];
  return Array.isArray(value) ? value : [value];
}

export function RemoteSelect<V extends OptionKey = string>(props: RemoteSelectProps<V>) {
  const { load, remoteSearch } = props;
  const [keyword, setKeyword] = useState('');
  const [options, setOptions] = useState<ChoiceOption<V>[]>([]);
  const [known, setKnown] = useState<ReadonlyMap<V, string>>(new Map());
  const hiddenKey = JSON.stringify(props.hidden ?? []);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const remember = useCallback((list: ChoiceOption<V>[]) => {
    setKnown((previous) => new Map([...previous, ...list.map((option) => [option.value, option.label] as const)]));
  }, []);

  // Which request the list answers (a new loader, keyword or hidden set asks again, as does opening
  // the list after a failure): until the current one settles the list says it is loading rather
  // than 暂无数据.
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ load: OptionLoader<V>; keyword: string; hiddenKey: string; attempt: number; failed: boolean } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    const hidden = new Set<unknown>(JSON.parse(hiddenKey) as string[]);
    const answered = (failed: boolean) => setSettled({ load, keyword, hiddenKey, attempt, failed });
    clearTimeout(timer.current);
    timer.current = setTimeout(
      () => {
        load(keyword, controller.signal)
          .then((list) => {
            const shown = list.filter((o) => !hidden.has(o.label) && !hidden.has(o.value));
            setOptions(shown);
            remember(shown);
            answered(false);
          })
          // The box stays usable with what it had, and says the loading failed when it has nothing.
          .catch(() => {
            if (!controller.signal.aborted) answered(true);
          });
      },
      keyword ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      clearTimeout(timer.current);
      controller.abort();
    };
  }, [load, keyword, hiddenKey, attempt, remember]);
  const current = settled?.load === load && settled.keyword === keyword && settled.hiddenKey === hiddenKey && settled.attempt === attempt;
  const status: OptionsStatus = !current ? 'loading' : settled.failed ? 'failed' : 'ready';

  const leading = props.leading ?? [];
  const selected = asList(props.value);
  const isListed = (value: V) => leading.some((o) => o.value === value) || options.some((o) => o.value === value);
  const unnamedKey = JSON.stringify(selected.filter((value) => !known.has(value) && !isListed(value)));
  useEffect(() => {
    // Keys are strings or numbers: the JSON round trip keeps each one's type.
    const values = JSON.parse(unnamedKey) as V[];
    if (values.length === 0) return;
    const controller = new AbortController();
    load('', controller.signal, values)
      .then(remember)
      .catch(() => undefined); // the tag shows the bare value meanwhile
    return () => controller.abort();
  }, [load, unnamedKey, remember]);
  // Chosen values the current list does not hold, so the box still shows their labels.
  const chosenElsewhere = selected.filter((value) => known.has(value) && !isListed(value)).map((value) => ({ value, label: known.get(value)! }));

  const common = {
    options: [...leading, ...options, ...chosenElsewhere],
    onSearch: remoteSearch ? setKeyword : undefined,
    status,
    onOpen: status === 'failed' ? () => setAttempt((n) => n + 1) : undefined,
    placeholder: props.placeholder,
    disabled: props.disabled,
    testId: props.testId,
    'aria-label': props['aria-label'],
  };
  return props.multiple === false ? (
    <SingleSelect<V> {...common} searchable allowClear value={selected[0] ?? null} onChange={props.onChange} />
  ) : (
    <MultiSelect<V> {...common} allowClear value={selected} onChange={props.onChange} foldTags={props.foldTags !== false} />
  );
}
