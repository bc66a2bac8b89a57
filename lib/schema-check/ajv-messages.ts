// Turns ajv errors into problem lines that say what was expected: the allowed values, the
// expected type, the missing or unexpected property (with the allowed ones).
import type { ErrorObject } from 'ajv';
import { pointer } from './json-pointer';

export interface ShapeProblem {
  pointer: string;
  message: string;
}

type Schema = Record<string, unknown>;

const list = (values: unknown[]) => values.map((v) => (typeof v === 'string' ? v : JSON.stringify(v))).join(', ');
const quote = (value: unknown) => JSON.stringify(value);

function describePattern(error: ErrorObject): string {
  const schema = (error.parentSchema ?? {}) as Schema;
  // The Text definition's pattern only says "not blank"; say that rather than print \S.
  if (schema.title === 'Text') return 'must not be empty or only whitespace';
  const hint = typeof schema.description === 'string' ? ` (${schema.description})` : '';
  const subject = typeof schema.title === 'string' ? `${quote(error.data)} is not a valid ${schema.title}: it` : quote(error.data);
  return `${subject} must match ${String(error.schema)}${hint}`;
}

function describe(error: ErrorObject): ShapeProblem {
  const at = error.instancePath;
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { pointer: at, message: `missing required property "${String(params.missingProperty)}"` };
    case 'additionalProperties': {
      const property = String(params.additionalProperty);
      const allowed = Object.keys(((error.parentSchema ?? {}) as Schema).properties ?? {});
      return { pointer: at + pointer(property), message: `unexpected property "${property}" (allowed: ${allowed.join(', ')})` };
    }
    case 'enum':
      return { pointer: at, message: `${quote(error.data)} is not allowed (allowed: ${list(params.allowedValues as unknown[])})` };
    case 'const':
      return { pointer: at, message: `must be ${quote(params.allowedValue)}` };
    case 'type':
      return { pointer: at, message: `must be of type ${String(params.type).replace(/,/g, ' or ')}` };
    case 'pattern':
      return { pointer: at, message: describePattern(error) };
    case 'minLength':
      return { pointer: at, message: ((error.parentSchema ?? {}) as Schema).title === 'Text' ? 'must not be empty or only whitespace' : `must have at least ${String(params.limit)} characters` };
    case 'minItems':
      return { pointer: at, message: `must have at least ${String(params.limit)} item(s)` };
    case 'maxItems':
      return { pointer: at, message: `must have at most ${String(params.limit)} item(s)` };
    case 'uniqueItems':
      return { pointer: at, message: `must not repeat a value (items ${String(params.j)} and ${String(params.i)} are equal)` };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { pointer: at, message: `must be ${String(params.comparison)} ${String(params.limit)}` };
    case 'oneOf':
    case 'anyOf':
      return { pointer: at, message: `must match one of: ${alternatives(error)}` };
    default:
      return { pointer: at, message: error.message ?? `fails ${error.keyword}` };
  }
}

/** Names the alternatives of a oneOf/anyOf by their titles (or their required properties). */
function alternatives(error: ErrorObject): string {
  const branches = (error.schema ?? []) as Schema[];
  return branches
    .map((branch) => {
      if (typeof branch.$ref === 'string') return branch.$ref.replace(/^.*\//, '');
      if (typeof branch.title === 'string') return branch.title;
      if (Array.isArray(branch.required)) return `{${branch.required.join(', ')}}`;
      if (branch.type !== undefined) return String(branch.type);
      return JSON.stringify(branch);
    })
    .join(' | ');
}

/** Optionally replaces a failed oneOf/anyOf by the mistakes of the one branch that was meant. */
export type Narrow = (error: ErrorObject) => ShapeProblem[] | null;

const isAlternative = (error: ErrorObject) => error.keyword === 'oneOf' || error.keyword === 'anyOf';

/**
 * A failed oneOf/anyOf also reports every branch's own mismatch, which is noise: errors inside a
 * failed alternative are dropped, and the alternative is reported either through `narrow` (the
 * mistakes of the branch that was evidently meant) or as "must match one of". When alternatives
 * fail at several depths (a predicate inside `all`), only the deepest is reported.
 */
export function describeAjvErrors(errors: ErrorObject[], narrow?: Narrow): ShapeProblem[] {
  const failedAt = new Set(errors.filter(isAlternative).map((e) => e.instancePath));
  const inside = (path: string, at: string) => path === at || path.startsWith(at + '/');
  const seen = new Set<string>();
  const problems: ShapeProblem[] = [];
  for (const error of errors) {
    if (isAlternative(error)) {
      if ([...failedAt].some((other) => other !== error.instancePath && inside(other, error.instancePath))) continue;
    } else if ([...failedAt].some((at) => inside(error.instancePath, at))) continue;
    const narrowed = isAlternative(error) ? narrow?.(error) : null;
    for (const problem of narrowed?.length ? narrowed : [describe(error)]) {
      const key = `${problem.pointer}\u0000${problem.message}`;
      if (!seen.has(key)) {
        seen.add(key);
        problems.push(problem);
      }
    }
  }
  return problems;
}
