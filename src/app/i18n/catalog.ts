import apiMessages from '../../api/messages';
import { mergeMessages, type Catalog, type FolderMessages } from './merge';

// Every messages.ts under src/app, plus the API client's catalogue (it lives below the app). The
// admin back-end's messages are not part of it: they come with the admin chunks, as a catalogue
// of their own that extends this one (extended-catalog.ts).
const folders = import.meta.glob<{ default: FolderMessages }>(['../**/messages.ts', '!../admin/**'], { eager: true });

const modules: Record<string, FolderMessages> = { '../../api/messages.ts': apiMessages };
for (const [file, module] of Object.entries(folders)) modules[file] = module.default;

export const catalog: Catalog = mergeMessages(modules);
