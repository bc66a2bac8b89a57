import { mergeLazyMessages } from '../../i18n/extended-catalog';
import type { Catalog, FolderMessages } from '../../i18n/merge';

// Every messages.ts of the admin back-end, in the admin chunks only: the subscriber's first download
// never carries them (src/app/i18n/catalog.ts leaves this folder out).
const folders = import.meta.glob<{ default: FolderMessages }>('../**/messages.ts', { eager: true });

const modules: Record<string, FolderMessages> = {};
for (const [file, module] of Object.entries(folders)) modules[`src/app/admin/${file.slice(3)}`] = module.default;

/** The admin back-end's messages, both languages. */
export const adminCatalog: Catalog = mergeLazyMessages(modules);
