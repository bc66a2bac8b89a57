// Shared by the generator tests: the project root and the fixture folders, relative to it.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const REGISTRY = 'schemas/registry';
export const BASE_FIXTURES = 'tests/fixtures/schemas/base';
export const INVALID_FIXTURES = 'tests/fixtures/schemas/invalid';
export const NEW_PAGE_FIXTURES = 'tests/fixtures/schemas/new-page';
