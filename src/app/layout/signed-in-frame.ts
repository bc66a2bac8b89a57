// The signed-in frame's parts as one module, so that they load as one download: five separate
// imports made some forty small chunks (each part's own share of antd, rc-menu, icons), and every
// chunk gzipped alone repeats what its neighbours hold (~17 KB gzip more than the same code together).
export { default as SideMenu } from './SideMenu';
export { default as TabBar } from './TabBar';
export { default as Breadcrumbs } from './Breadcrumbs';
export { default as SearchBox } from './SearchBox';
export { default as UserMenu } from './UserMenu';
