import { createStore } from 'jotai';

// One store for the whole app, shared by React (through <Provider store>) and by code that runs
// outside React (the navigation guard, the HTTP client wiring, tracking), so both see one truth.
export const appStore = createStore();
export type AppStore = typeof appStore;
