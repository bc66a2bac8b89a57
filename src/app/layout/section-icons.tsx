import type { ReactNode } from 'react';
import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import AppstoreOutlined from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import BankOutlined from '@ant-design/icons-svg/es/asn/BankOutlined';
import ClusterOutlined from '@ant-design/icons-svg/es/asn/ClusterOutlined';
import DatabaseOutlined from '@ant-design/icons-svg/es/asn/DatabaseOutlined';
import ExperimentOutlined from '@ant-design/icons-svg/es/asn/ExperimentOutlined';
import HomeOutlined from '@ant-design/icons-svg/es/asn/HomeOutlined';
import LineChartOutlined from '@ant-design/icons-svg/es/asn/LineChartOutlined';
import MedicineBoxOutlined from '@ant-design/icons-svg/es/asn/MedicineBoxOutlined';
import ProfileOutlined from '@ant-design/icons-svg/es/asn/ProfileOutlined';
import RadarChartOutlined from '@ant-design/icons-svg/es/asn/RadarChartOutlined';
import ShopOutlined from '@ant-design/icons-svg/es/asn/ShopOutlined';
import ShoppingCartOutlined from '@ant-design/icons-svg/es/asn/ShoppingCartOutlined';
import ShoppingOutlined from '@ant-design/icons-svg/es/asn/ShoppingOutlined';
import SvgIcon from '../../engine/widgets/SvgIcon';

// The icon names schemas/registry/sections.json gives its areas and sections, as SVG data drawn by
// SvgIcon (the side menu is on every signed-in page; antd's icon component is not needed for it).
// Only these icons are bundled (importing every antd icon by name would add about 1 MB); a name
// added to the registry but not here falls back to a neutral icon instead of breaking the menu.
const icons: Record<string, IconDefinition> = {
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
};

export function sectionIcon(name: string | undefined): ReactNode {
  return <SvgIcon icon={(name && icons[name]) || AppstoreOutlined} />;
}
