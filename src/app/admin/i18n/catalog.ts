import { mergeMessages, type Catalog, type FolderMessages } from '../../i18n/merge';

// Every messages.ts of the admin back-end, in the admin chunks only: the subscriber's first download
// never carries them (src/app/i18n/catalog.ts leaves this folder out).
const folders = import.meta.glob<FolderMessages>('../**/messages.ts', { eager: true, query: '?compiled', import: 'default' });

const modules: Record<string, FolderMessages> = {};
for (const [file, messages] of Object.entries(folders)) modules[`src/app/admin/${file.slice(3)}`] = messages;

/** The admin back-end's messages, both languages. */
export const adminCatalog: Catalog = mergeMessages(modules);
