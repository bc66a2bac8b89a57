import { useRef, useState } from 'react';
import CloseCircleFilled from '@ant-design/icons-svg/es/asn/CloseCircleFilled';
import SearchOutlined from '@ant-design/icons-svg/es/asn/SearchOutlined';
import { useCombobox } from 'downshift';
import { useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { autocomplete, type Suggestion } from '../../api/home';
import { useRoutePush } from '../router/use-route-push';
import { permissionCodesAtom } from '../state/session';
import { hitHref, searchHref } from './search-links';
import SvgIcon from '../../engine/widgets/SvgIcon';
import './search-box.css';
import { withFrameTexts } from './signed-in/catalog';

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
 * The one-click search box (header, home page, result page): suggestions from the autocomplete API
 * as the user types (names or pinyin initials); Enter opens the result page, a suggestion its
 * detail. A combobox (downshift) in plain markup: the header of every signed-in page draws it.
 */
function SearchBox({ size = 'middle', width = 320, testId, defaultValue = '' }: Props) {
  const intl = useIntl();
  const push = useRoutePush();
  const codes = useAtomValue(permissionCodesAtom);
  const [hits, setHits] = useState<Suggestion[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef('');

  const suggest = (text: string) => {
    clearTimeout(timer.current);
    const keyword = text.trim();
    latest.current = keyword;
    if (!keyword) {
      setHits([]);
      return;
    }
    timer.current = setTimeout(async () => {
      const found = await autocomplete(keyword, SUGGESTION_LIMIT).catch(() => []);
      // An answer to an older keyword must not replace the suggestions for the newer one.
      if (latest.current === keyword) setHits(found);
    }, DEBOUNCE_MS);
  };

  const box = useCombobox<Suggestion>({
    items: hits,
    initialInputValue: defaultValue,
    itemToString: (hit) => hit?.name ?? '',
    itemToKey: (hit) => (hit ? `${hit.type}:${hit.id}` : null),
    onInputValueChange: ({ inputValue, type }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) suggest(inputValue);
    },
    onSelectedItemChange: ({ selectedItem }) => {
      if (!selectedItem) return;
      box.reset();
      setHits([]);
      push(hitHref(selectedItem, codes));
    },
  });

  const submit = () => {
    const keyword = box.inputValue.trim();
    if (keyword) {
      box.closeMenu();
      push(searchHref(keyword));
    }
  };

  const placeholder = intl.formatMessage({ id: 'layout.search.placeholder' });
  const label = intl.formatMessage({ id: 'layout.search.button' });
  const open = box.isOpen && hits.length > 0;
  return (
    <div className={`chis-search chis-search-${size}`} style={{ width }} data-testid={testId}>
      <div className="chis-search-field">
        <input
          {...box.getInputProps({
            placeholder,
            'aria-label': placeholder,
            onKeyDown: (event) => {
              // Enter without a highlighted suggestion searches for what was typed.
              if (event.key === 'Enter' && box.highlightedIndex < 0) submit();
            },
          })}
          className="chis-search-input"
          data-testid={`${testId}-input`}
        />
        {box.inputValue && (
          <button
            type="button"
            className="chis-search-clear"
            aria-label={intl.formatMessage({ id: 'layout.search.clear' })}
            onClick={() => {
              box.reset();
              setHits([]);
            }}
          >
            <SvgIcon icon={CloseCircleFilled} />
          </button>
        )}
      </div>
      <button type="button" className="chis-search-button" aria-label={label} onClick={submit} data-testid={`${testId}-button`}>
        {size === 'large' ? label : <SvgIcon icon={SearchOutlined} />}
      </button>
      <ul {...box.getMenuProps()} className="chis-search-suggestions" hidden={!open}>
        {open &&
          hits.map((hit, index) => (
            <li key={`${hit.type}:${hit.id}`} {...box.getItemProps({ item: hit, index })} className="chis-search-suggestion" data-highlighted={box.highlightedIndex === index}>
              <span>{hit.name}</span>
              <span className="chis-search-type">{intl.formatMessage({ id: `layout.search.type.${hit.type}` })}</span>
            </li>
          ))}
      </ul>
    </div>
  );
}

export default withFrameTexts(SearchBox);
