import apiMessages from '../../api/messages.ts?compiled';
import { mergeMessages, type Catalog, type FolderMessages } from './merge';

// The first download's catalogue: every messages.ts under src/app that the shell draws with (layout,
// router, feedback…), plus the API client's (it lives below the app). The pages' and the admin
// back-end's and the member centre's messages are not part of it: they come with their chunks, as catalogues that extend
// this one (router/pages.ts, admin/i18n/catalog.ts, extended-catalog.ts). So do the signed-in
// frame's (layout/signed-in/catalog.ts): a visitor's landing draws none of it.
const folders = import.meta.glob<FolderMessages>(['../**/messages.ts', '!../admin/**', '!../member/**', '!../pages/**', '!../layout/signed-in/**'], {
  eager: true,
  query: '?compiled',
  import: 'default',
});

export const catalog: Catalog = mergeMessages({ '../../api/messages.ts': apiMessages, ...folders });
