// The bodies of the designer's calls, read after the rule is checked (a body schema would answer a
// 400 before the 403 of a caller without the rule). Bad input is a 400 naming its field.
import { AppError } from '../../../http/errors';
import { fieldError } from '../resource/values';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function bodyOf(body: unknown): Record<string, unknown> {
  if (!isObject(body)) throw new AppError(400, 'body.notObject');
  return body;
}

/** `{design, confirm?}`: the design a JSON object, the confirmation the table name typed. */
export function designInput(body: unknown): { design: Record<string, unknown>; confirm?: string } {
  const { design, confirm } = bodyOf(body);
  if (!isObject(design)) throw fieldError('design', 'designer.notObject');
  if (confirm !== undefined && (typeof confirm !== 'string' || confirm.length > 100)) throw fieldError('confirm', 'param.text', { max: 100 });
  return confirm === undefined ? { design } : { design, confirm };
}

/** `{id}`: a record id (number) or a screen id (text). */
export function referenceInput(body: unknown): number | string {
  const { id } = bodyOf(body);
  if ((typeof id === 'number' && Number.isSafeInteger(id) && id > 0) || (typeof id === 'string' && id !== '' && id.length <= 100)) return id;
  throw fieldError('id', 'designer.unknownRecord', { id: String(id) });
}

/** `{screen, rows?}`. */
export function exportInput(body: unknown): { screen: string; rows: boolean } {
  const { screen, rows } = bodyOf(body);
  if (typeof screen !== 'string' || screen === '' || screen.length > 100) throw fieldError('screen', 'param.text', { max: 100 });
  if (rows !== undefined && typeof rows !== 'boolean') throw fieldError('rows', 'field.boolean');
  return { screen, rows: rows === true };
}
