import type { ReactNode } from 'react';
import {
  AppstoreOutlined,
  BankOutlined,
  ClusterOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  HomeOutlined,
  LineChartOutlined,
  MedicineBoxOutlined,
  ProfileOutlined,
  RadarChartOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';

// The icon names schemas/registry/sections.json gives its areas and sections. Only these icons
// are bundled (importing every antd icon by name would add about 1 MB); a name added to the
// registry but not here falls back to a neutral icon instead of breaking the menu.
const icons: Record<string, ReactNode> = {
  BankOutlined: <BankOutlined />,
  ClusterOutlined: <ClusterOutlined />,
  DatabaseOutlined: <DatabaseOutlined />,
  ExperimentOutlined: <ExperimentOutlined />,
  HomeOutlined: <HomeOutlined />,
  LineChartOutlined: <LineChartOutlined />,
  MedicineBoxOutlined: <MedicineBoxOutlined />,
  ProfileOutlined: <ProfileOutlined />,
  RadarChartOutlined: <RadarChartOutlined />,
  ShopOutlined: <ShopOutlined />,
  ShoppingCartOutlined: <ShoppingCartOutlined />,
  ShoppingOutlined: <ShoppingOutlined />,
};

export function sectionIcon(name: string | undefined): ReactNode {
  return (name && icons[name]) || <AppstoreOutlined />;
}
