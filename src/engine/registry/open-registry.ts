// An open registry of named parts (DESIGN §10.7): the engine registers its built-in form widgets and
// cell renderers here the same way a module bundle registers its own at run time, and the renderers
// look every name up here instead of in closed switch code. Subscribers hear every change, so a form
// open while a module's bundle arrives (or a disabled module's parts leave) draws again.

export interface OpenRegistry<T> {
  /** Adds `entry` under `name`; a name already taken is refused (a module never replaces a part). Returns the removal. */
  register(name: string, entry: T): () => void;
  get(name: string): T | undefined;
  /** Calls `listener` after every change; returns the unsubscription. */
  subscribe(listener: () => void): () => void;
  /** Grows with every change (a snapshot for useSyncExternalStore). */
  version(): number;
}

export function createOpenRegistry<T>(kind: string): OpenRegistry<T> {
  const entries = new Map<string, T>();
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    for (const listener of listeners) listener();
  };
  return {
    register(name, entry) {
      if (entries.has(name)) throw new Error(`${kind} "${name}" is already registered`);
      entries.set(name, entry);
      changed();
      return () => {
        // Only the entry this call added: a later registration under the name stays.
        if (entries.get(name) !== entry) return;
        entries.delete(name);
        changed();
      };
    },
    get: (name) => entries.get(name),
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    version: () => version,
  };
}
