import { useEffect, useRef, useState } from 'react';
import { Button, theme } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useAtom } from 'jotai';
import { useIntl } from 'react-intl';
import { localeAtom, LOCALES } from '../state/ui';
import './language-switch.css';

/**
 * zh-cn / en switch; the choice is persisted by localeAtom and applies at once. A small menu of
 * our own rather than antd's Dropdown: the switch is in the header of every first visit, and
 * Dropdown would bring rc-menu and rc-trigger (about 40 KB gzip) into that download.
 */
export default function LanguageSwitch() {
  const intl = useIntl();
  const { token } = theme.useToken();
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

  // The menu's colours, radius and shadow are antd's tokens, so it looks like the other dropdowns.
  const palette = {
    '--chis-lang-bg': token.colorBgElevated,
    '--chis-lang-shadow': token.boxShadowSecondary,
    '--chis-lang-radius': `${token.borderRadiusLG}px`,
    '--chis-lang-item-radius': `${token.borderRadiusSM}px`,
    '--chis-lang-hover': token.controlItemBgHover,
    '--chis-lang-active': token.controlItemBgActive,
    '--chis-lang-active-text': token.colorPrimary,
    '--chis-lang-text': token.colorText,
  } as React.CSSProperties;

  return (
    <div ref={root} className="chis-lang" style={palette}>
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={intl.formatMessage({ id: 'layout.lang.label' })}
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="lang-switch"
        onClick={() => setOpen(!open)}
      >
        {intl.formatMessage({ id: `layout.lang.${locale}` })}
      </Button>
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
