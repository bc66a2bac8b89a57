import { lazy } from 'react';

// The parts of the frame that only a signed-in user sees (menu and its toggle, tab bar,
// breadcrumbs, one-click search, user menu). They are loaded when someone signs in, so that a
// visitor's first download carries none of them (nor downshift, under the search box); all from
// one module (signed-in-frame.ts), so they arrive together in one chunk.
const loadFrame = () => import('./signed-in-frame');
type Frame = Awaited<ReturnType<typeof loadFrame>>;
const part = <K extends keyof Frame>(name: K) => lazy(() => loadFrame().then((frame) => ({ default: frame[name] })));

export const SideMenu = part('SideMenu');
export const MenuToggle = part('MenuToggle');
export const TabBar = part('TabBar');
export const Breadcrumbs = part('Breadcrumbs');
export const SearchBox = part('SearchBox');
export const UserMenu = part('UserMenu');

/**
 * Starts loading those parts ahead of need (the login dialog calls it when it opens), so the
 * signed-in frame is ready when the login succeeds. Failures are left to the real load, which
 * reports them.
 */
export function preloadSignedInParts(): void {
  loadFrame().catch(() => undefined);
}
