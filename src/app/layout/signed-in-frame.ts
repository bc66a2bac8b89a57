// The signed-in frame's parts as one module, so that they load as one download: five separate
// imports split their code (each part's own share of antd, rc-menu, icons) into more, smaller chunks,
// and each chunk gzipped alone repeats what its neighbours hold (as one module: fewer files and a few
// KB gzip less on a market route).
export { default as SideMenu } from './SideMenu';
export { default as MenuToggle } from './MenuToggle';
export { default as TabBar } from './TabBar';
export { default as Breadcrumbs } from './Breadcrumbs';
export { default as SearchBox } from './SearchBox';
export { default as UserMenu } from './UserMenu';
