import type { ComponentType } from 'react';
import { withMessages } from '../i18n/ExtendedIntl';
import { mergeMessages, type FolderMessages } from '../i18n/merge';

// Every hand-written page (contracts §11), one lazily loaded chunk each. A glob rather than
// literal imports: the list of folders is the contract, and a page that is still being written
// fails its own route only, not the build.
const modules = import.meta.glob<{ default: ComponentType }>('../pages/**/index.tsx');

// A page's texts are its top folder's messages.ts (user-center/card-pay → user-center), loaded with
// the page rather than in the first download (i18n/catalog.ts leaves pages/ out).
const messages = import.meta.glob<FolderMessages>('../pages/*/messages.ts', { query: '?compiled', import: 'default' });

// One component per folder: /home, /login and /demo draw the same page, which stays mounted
// between them as it did when each route got the page module's own export.
const components = new Map<string, ComponentType>();

async function loadPage(folder: string, load: () => Promise<{ default: ComponentType }>): Promise<ComponentType> {
  const file = `../pages/${folder.split('/')[0]}/messages.ts`;
  // Both before the route renders: the page never shows a message id while its texts arrive.
  const [page, texts] = await Promise.all([load(), messages[file]?.()]);
  if (!components.has(folder)) components.set(folder, texts ? withMessages(page.default, mergeMessages({ [file]: texts })) : page.default);
  return components.get(folder)!;
}

/** Loads `src/app/pages/<folder>/index.tsx` as a route component, inside its folder's messages. */
export function pageRoute(folder: string): () => Promise<{ Component: ComponentType }> {
  const load = modules[`../pages/${folder}/index.tsx`];
  return async () => {
    if (!load) throw new Error(`The page "${folder}" does not exist`);
    return { Component: await loadPage(folder, load) };
  };
}
