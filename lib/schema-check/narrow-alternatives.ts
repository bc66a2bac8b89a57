// A failed oneOf/anyOf (a predicate, an option source) would otherwise only say "must match one
// of"; when exactly one branch fits the value's shape, its own mistakes are the useful message.
import type { ErrorObject } from 'ajv';
import { describeAjvErrors, type Narrow, type ShapeProblem } from './ajv-messages';
import type { MetaSchemas } from './meta-schemas';

/** Errors that show a branch of an alternative was not the one meant: a property it requires is missing, or the type differs. */
const SHAPE_KEYWORDS = new Set(['required', 'type', 'const']);

function valueAt(document: unknown, instancePath: string): unknown {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
}

/**
 * Picks the branch of a failed oneOf/anyOf the author evidently meant — the only one whose shape
 * fits — and reports its mistakes ("/in: must have at least 1 item(s)") instead of a bare
 * "must match one of". When no branch or several fit, returns null.
 */
export function narrowing(document: unknown, metas: MetaSchemas): Narrow {
  const narrow: Narrow = (error: ErrorObject) => {
    const branches = metas.branchesOf(error.parentSchema, error.keyword as 'oneOf' | 'anyOf');
    if (!branches) return null;
    const value = valueAt(document, error.instancePath);
    const meant: ErrorObject[][] = [];
    for (const validate of branches) {
      if (validate(value)) return null;
      const errors = [...(validate.errors ?? [])];
      if (!errors.some((e) => e.instancePath === '' && SHAPE_KEYWORDS.has(e.keyword))) meant.push(errors);
    }
    if (meant.length !== 1) return null;
    return describeAjvErrors(meant[0], narrowing(value, metas)).map(
      (problem: ShapeProblem): ShapeProblem => ({ pointer: error.instancePath + problem.pointer, message: problem.message }),
    );
  };
  return narrow;
}
