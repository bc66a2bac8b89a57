import type { ReactNode } from 'react';
import { AppstoreOutlined } from '@ant-design/icons';
import { ICONS } from '../../../engine/widgets/icons';

/**
 * The antd icon a menu rule names, from the same curated vocabulary the icon field offers (so an
 * icon an administrator picks is one the menu shows); a neutral icon for an unknown name, none for
 * no name.
 */
export function menuIcon(name: string | undefined): ReactNode {
  if (!name) return undefined;
  const Icon = ICONS[name] ?? AppstoreOutlined;
  return <Icon />;
}
