import apiMessages from '../../api/messages';
import { mergeMessages, type Catalog, type FolderMessages } from './merge';

// Every messages.ts under src/app, plus the API client's catalogue (it lives below the app).
const folders = import.meta.glob<{ default: FolderMessages }>('../**/messages.ts', { eager: true });

const modules: Record<string, FolderMessages> = { '../../api/messages.ts': apiMessages };
for (const [file, module] of Object.entries(folders)) modules[file] = module.default;

export const catalog: Catalog = mergeMessages(modules);
