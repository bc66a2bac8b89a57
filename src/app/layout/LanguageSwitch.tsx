import { useEffect, useRef, useState } from 'react';
import GlobalOutlined from '@ant-design/icons-svg/es/asn/GlobalOutlined';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { localeAtom, LOCALES } from '../state/ui';
import { PlainButton } from './PlainButton';
import SvgIcon from './SvgIcon';
import './language-switch.css';

/**
 * zh-cn / en switch; the choice is persisted by localeAtom and applies at once. A small menu of
 * our own in plain markup rather than antd's Button and Dropdown: the switch is in the header of
 * every first visit, which does not download antd.
 */
export default function LanguageSwitch() {
  const intl = useIntl();
  const [locale, setLocale] = useAtom(localeAtom);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);

  // Closes like a dropdown: a click anywhere else, or Escape.
  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const escape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('keydown', escape);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('keydown', escape);
    };
  }, [open]);

  return (
    <div ref={root} className="chis-lang">
      <PlainButton
        look="text"
        icon={<SvgIcon icon={GlobalOutlined} />}
        aria-label={intl.formatMessage({ id: 'layout.lang.label' })}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="lang-switch"
        onClick={() => setOpen(!open)}
      >
        {intl.formatMessage({ id: `layout.lang.${locale}` })}
      </PlainButton>
      {open && (
        <ul className="chis-lang-menu" role="menu">
          {LOCALES.map((code) => (
            <li key={code} role="none">
              <button
                type="button"
                role="menuitemradio"
                aria-checked={code === locale}
                className="chis-lang-item"
                data-testid={`lang-option-${code}`}
                onClick={() => {
                  setLocale(code);
                  setOpen(false);
                }}
              >
                {intl.formatMessage({ id: `layout.lang.${code}` })}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
