// The signed-in frame's parts as one module, so that they load as one download: six separate
// imports would split their code (each part's share of the menus, icons and downshift) into more,
// smaller chunks, and each chunk gzipped alone repeats what its neighbours hold.
export { default as SideMenu } from './SideMenu';
export { default as MenuToggle } from './MenuToggle';
export { default as TabBar } from './TabBar';
export { default as Breadcrumbs } from './Breadcrumbs';
export { default as SearchBox } from './SearchBox';
export { default as UserMenu } from './UserMenu';
