// Seed rows a module's pack step generates instead of storing them (10,000 rows are ~1 MB of JSON
// but a few lines of deterministic code): uid → the files to add to its package. Generated rows are
// data in the package like any stored seed file; nothing here runs when a module is installed.
import { kolRegisterSeed } from './seed/kol-register';

export const SEED_GENERATORS: Record<string, () => Map<string, Buffer>> = {
  'kol-register': kolRegisterSeed,
};
