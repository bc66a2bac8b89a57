import { useRef, useState } from 'react';
import { AutoComplete, Tag } from 'antd';
// The search input from its own module: antd's Input barrel hangs TextArea, Password and OTP on
// Input (~6 KB gzip) that a search box never draws, and every signed-in page downloads this one.
import Search from 'antd/es/input/Search';
import { SearchOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useRoutePush } from '../router/use-route-push';
import { autocomplete } from '../../api/home';
import { useAtomValue } from 'jotai';
import { permissionCodesAtom } from '../state/session';
import { hitHref, searchHref } from './search-links';

interface Props {
  size?: 'middle' | 'large';
  width?: number | string;
  testId: string;
  defaultValue?: string;
}

const SUGGESTION_LIMIT = 10;
/** Waits for a pause in typing, so that a fast typist sends one request, not one per key. */
const DEBOUNCE_MS = 250;

/**
 * The one-click search box (header and home page): suggestions from the autocomplete API as the
 * user types (names or pinyin initials); Enter opens the result page, a suggestion its detail.
 */
export default function SearchBox({ size = 'middle', width = 320, testId, defaultValue = '' }: Props) {
  const intl = useIntl();
  const push = useRoutePush();
  const codes = useAtomValue(permissionCodesAtom);
  const [value, setValue] = useState(defaultValue);
  const [options, setOptions] = useState<{ value: string; label: React.ReactNode; href: string }[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef('');

  const suggest = (text: string) => {
    clearTimeout(timer.current);
    const keyword = text.trim();
    latest.current = keyword;
    if (!keyword) {
      setOptions([]);
      return;
    }
    timer.current = setTimeout(async () => {
      const hits = await autocomplete(keyword, SUGGESTION_LIMIT).catch(() => []);
      // An answer to an older keyword must not replace the suggestions for the newer one.
      if (latest.current !== keyword) return;
      setOptions(
        hits.map((hit) => ({
          value: `${hit.type}:${hit.id}`,
          href: hitHref(hit, codes),
          label: (
            <span style={{ display: 'flex', justifyContent: 'space-between', gap: 12 }}>
              <span>{hit.name}</span>
              <Tag bordered={false} color="cyan" style={{ marginInlineEnd: 0 }}>
                {intl.formatMessage({ id: `layout.search.type.${hit.type}` })}
              </Tag>
            </span>
          ),
        })),
      );
    }, DEBOUNCE_MS);
  };

  const submit = (text: string) => {
    const keyword = text.trim();
    if (keyword) push(searchHref(keyword));
  };

  return (
    <AutoComplete
      value={value}
      options={options}
      style={{ width }}
      popupMatchSelectWidth={typeof width === 'number' ? Math.max(width, 320) : true}
      onChange={(text) => {
        setValue(text);
        suggest(text);
      }}
      onSelect={(_, option) => {
        setValue('');
        push(option.href);
      }}
      data-testid={testId}
    >
      <Search
        size={size}
        allowClear
        enterButton={size === 'large' ? intl.formatMessage({ id: 'layout.search.button' }) : <SearchOutlined />}
        placeholder={intl.formatMessage({ id: 'layout.search.placeholder' })}
        onSearch={submit}
        data-testid={`${testId}-input`}
      />
    </AutoComplete>
  );
}
