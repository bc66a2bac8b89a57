import { createElement, type ReactElement } from 'react';
import type { AbstractNode, IconDefinition } from '@ant-design/icons-svg/es/types';
import './svg-icon.css';

/** The icon data's SVG attribute names (`fill-rule`) as React's props (`fillRule`). */
function reactProps(attrs: AbstractNode['attrs']): Record<string, string> {
  return Object.fromEntries(Object.entries(attrs).map(([name, value]) => [/^(data|aria)-/.test(name) ? name : name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()), value]));
}

function draw({ tag, attrs, children }: AbstractNode, key?: number): ReactElement {
  return createElement(tag, { key, ...reactProps(attrs) }, children?.map(draw));
}

/**
 * One of antd's outlined icons (the SVG data of @ant-design/icons-svg) in the markup antd's icon
 * component renders, without that component: its runtime (context, style insertion, two-tone
 * colours) is not worth a visitor's first download for five static glyphs.
 */
export default function SvgIcon({ icon }: { icon: IconDefinition }) {
  // A two-tone icon's data is a function of its two colours: here both are the text colour.
  const { attrs, children } = typeof icon.icon === 'function' ? icon.icon('currentColor', 'currentColor') : icon.icon;
  return (
    <span role="img" aria-label={icon.name} className={`chis-icon anticon-${icon.name}`}>
      <svg {...reactProps(attrs)} data-icon={icon.name} width="1em" height="1em" fill="currentColor" aria-hidden="true">
        {children?.map(draw)}
      </svg>
    </span>
  );
}
