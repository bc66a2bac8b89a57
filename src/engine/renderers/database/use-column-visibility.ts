// Database pages remember hidden columns through the shared list hook (renderers/list).
export { columnStorageKey, useColumnVisibility } from '../list/use-column-visibility';
