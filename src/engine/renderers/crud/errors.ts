import type { ResourceError } from '../../runtime/resource-provider';

/** The text of a failed call for a toast. */
export function errorText(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** The message of a field error without the `<field>: ` the server puts in front of it. */
export function fieldMessage(error: ResourceError): string {
  const prefix = `${error.field}: `;
  return error.message.startsWith(prefix) ? error.message.slice(prefix.length) : error.message;
}
