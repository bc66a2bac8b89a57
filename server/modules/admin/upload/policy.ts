// The upload policy (issue 22 item 6) is configuration, group `upload`, edited in the configuration
// screen: the largest file in bytes, the MIME types and the suffixes allowed (comma lists) and the
// save-name pattern. It is read once per upload, so an edit applies to the next one; an item that is
// missing or unreadable falls back to its default in the config group (schemas/config/upload.json).
import type { AppContext } from '../../../context';
import { definedItem, seededValue } from '../config/groups';

export interface UploadPolicy {
  maxSize: number;
  mimeTypes: ReadonlySet<string>;
  /** Lower case, without the dot. */
  suffixes: ReadonlySet<string>;
  saveName: string;
}

function seeded(name: string): string {
  const item = definedItem(name);
  return item ? seededValue(item.field) : '';
}

function list(text: string): Set<string> {
  return new Set(
    text
      .split(/[,\s]+/)
      .map((item) => item.trim().toLowerCase().replace(/^\./, ''))
      .filter(Boolean),
  );
}

export async function uploadPolicy(ctx: AppContext): Promise<UploadPolicy> {
  const rows = await ctx.db.selectFrom('config').select(['name', 'value']).where('group', '=', 'upload').execute();
  const value = (name: string) => rows.find((row) => row.name === name)?.value.trim() || seeded(name);
  const size = Number(value('upload_max_size'));
  return {
    maxSize: Number.isSafeInteger(size) && size > 0 ? size : Number(seeded('upload_max_size')),
    mimeTypes: list(value('upload_mime_types')),
    suffixes: list(value('upload_suffixes')),
    saveName: value('upload_save_name'),
  };
}
