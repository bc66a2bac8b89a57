import type { ComponentType, ReactNode } from 'react';
import {
  AppstoreOutlined,
  AuditOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeleteOutlined,
  FileTextOutlined,
  HistoryOutlined,
  MenuOutlined,
  PaperClipOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons';

// The icons the registry's menu groups and the usual back-end screens name. Only these are bundled:
// importing every antd icon by name would add about 1 MB, and even loading the whole set on demand
// makes the bundler put every icon the subscriber pages use into that one shared chunk. A name not
// listed here falls back to a neutral icon instead of breaking the menu.
const bundled: Record<string, ComponentType> = {
  AppstoreOutlined,
  AuditOutlined,
  ControlOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  DeleteOutlined,
  FileTextOutlined,
  HistoryOutlined,
  MenuOutlined,
  PaperClipOutlined,
  ProfileOutlined,
  SafetyCertificateOutlined,
  SafetyOutlined,
  SettingOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
};

/** The antd icon a menu rule names; a neutral icon for an unknown name, none for no name. */
export function menuIcon(name: string | undefined): ReactNode {
  if (!name) return undefined;
  const Icon = bundled[name] ?? AppstoreOutlined;
  return <Icon />;
}
