import type { NProgress } from 'nprogress';

// Spec §9: minimum 0.08, speed 200 ms, a trickle every 800 ms.
export const PROGRESS_SETTINGS = { minimum: 0.08, speed: 200, trickleSpeed: 800, showSpinner: false } as const;

// The bar's library and styles load with the first navigation after the first page: the first page
// load is covered by the boot screen (spec §9), so a visitor's first download does not carry them.
let bar: Promise<NProgress> | undefined;
let running = false;

function loadBar(): Promise<NProgress> {
  bar ??= Promise.all([import('nprogress'), import('nprogress/nprogress.css')]).then(([module]) => module.default.configure(PROGRESS_SETTINGS));
  return bar;
}

export const startProgress = (): void => {
  running = true;
  // A navigation that ended while the library was loading shows no bar.
  void loadBar().then((nprogress) => running && nprogress.start());
};

export const finishProgress = (): void => {
  running = false;
  void bar?.then((nprogress) => nprogress.done());
};
