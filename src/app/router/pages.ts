import type { ComponentType } from 'react';

// Every hand-written page (contracts §11), one lazily loaded chunk each. A glob rather than
// literal imports: the list of folders is the contract, and a page that is still being written
// fails its own route only, not the build.
const modules = import.meta.glob<{ default: ComponentType }>('../pages/**/index.tsx');

/** Loads `src/app/pages/<folder>/index.tsx` as a route component. */
export function pageRoute(folder: string): () => Promise<{ Component: ComponentType }> {
  const load = modules[`../pages/${folder}/index.tsx`];
  return async () => {
    if (!load) throw new Error(`The page "${folder}" does not exist`);
    return { Component: (await load()).default };
  };
}
