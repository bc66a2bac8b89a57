import type { ComponentProps, ReactNode } from 'react';
import { Link } from 'react-router';
import './plain-button.css';

/** antd's button types, plus `ghost` (antd's default button with `ghost`: white, for the hero). */
type Look = 'default' | 'primary' | 'text' | 'link' | 'ghost';

interface Appearance {
  look?: Look;
  large?: boolean;
  /** antd's small button (24 px), for a toolbar. */
  small?: boolean;
  icon?: ReactNode;
  /** None for an icon button (its name then comes from `aria-label`). */
  children?: ReactNode;
}

const TWO_CHINESE_CHARACTERS = /^[\u4E00-\u9FA5]{2}$/;

/**
 * Classes and content of a button of this look. As antd does, a bordered button whose whole label
 * is two Chinese characters shows them spaced ("登 录").
 */
function draw({ look = 'default', large = false, small = false, icon, children }: Appearance) {
  const spaced = !icon && look !== 'text' && look !== 'link' && typeof children === 'string' && TWO_CHINESE_CHARACTERS.test(children);
  return {
    className: `chis-btn chis-btn-${look}${large ? ' chis-btn-large' : ''}${small ? ' chis-btn-small' : ''}${children === undefined ? ' chis-btn-icon-only' : ''}`,
    content: (
      <>
        {icon && <span>{icon}</span>}
        {children !== undefined && <span>{spaced ? [...children].join(' ') : children}</span>}
      </>
    ),
  };
}

/**
 * A button that looks like antd's, in plain markup: for what draws without antd (the visitor's
 * landing, the signed-in frame, the analysis pages' filter bar).
 */
export function PlainButton({
  look,
  large,
  small,
  icon,
  children,
  ...rest
}: Appearance & Omit<ComponentProps<'button'>, 'children' | 'className'>) {
  const { className, content } = draw({ look, large, small, icon, children });
  return (
    <button type="button" {...rest} className={className}>
      {content}
    </button>
  );
}

/** A link that looks like antd's button: one focus stop, announced as the link it is. */
export function ButtonLink({
  look,
  large,
  icon,
  children,
  ...rest
}: Appearance & Omit<ComponentProps<typeof Link>, 'children' | 'className'>) {
  const { className, content } = draw({ look, large, icon, children });
  return (
    <Link {...rest} className={className}>
      {content}
    </Link>
  );
}
