// An attachment still shown by a record cannot be deleted (issue 22 item 6): the records that show
// files are the string, text and json fields whose form widget uploads (image, images, file, files),
// found in the compiled models, so a screen stored at run time is searched like a file screen. Such
// a field holds the attachment's url (a json list holds it among others), so a field whose value
// contains the url references it. The refusal names the screen and the row, as a foreign key's does.
import { sql } from 'kysely';
import type { Dialect } from '../../../db/connect';
import { AppError } from '../../../http/errors';
import type { FieldModel, ScreenModel } from '../registry/model';
import type { DeleteRequest, ScreenPolicy } from '../resource/policy';
import { labelColumns } from '../resource/references';
import type { AnyDb } from '../resource/sql';

const UPLOAD_WIDGETS = new Set(['image', 'images', 'file', 'files']);

function uploadFields(screen: ScreenModel): FieldModel[] {
  return screen.readable.filter((f) => ['string', 'text', 'json'].includes(f.type) && UPLOAD_WIDGETS.has(f.field.form?.widget ?? ''));
}

const contains = (dialect: Dialect, column: string, url: string) =>
  dialect === 'postgres' ? sql<boolean>`strpos(${sql.ref(column)}, ${url}) > 0` : sql<boolean>`instr(${sql.ref(column)}, ${url}) > 0`;

/** The first row of any screen that shows one of `urls`, as a 409. */
async function referencingRow(db: AnyDb, dialect: Dialect, screens: ScreenModel[], urls: string[]): Promise<AppError | null> {
  for (const screen of screens) {
    for (const field of uploadFields(screen)) {
      for (const url of urls) {
        const row = (await db
          .selectFrom(screen.table)
          .select(labelColumns(screen) ?? [screen.pk.column])
          .where(contains(dialect, field.column, url))
          .executeTakeFirst()) as Record<string, unknown> | undefined;
        if (!row) continue;
        const title = screen.screen.title;
        return new AppError(409, 'resource.referenced', null, { screen: screen.id, titleZh: title['zh-cn'], titleEn: title.en, row: Object.values(row).map(String).join(' / ') });
      }
    }
  }
  return null;
}

export const attachmentPolicy: ScreenPolicy = {
  async beforeDelete({ ctx, trx, keys, screens }: DeleteRequest) {
    const urls = (await trx.selectFrom('attachment').select('url').where('id', 'in', keys).execute()).map((r) => r.url as string);
    const refusal = await referencingRow(trx, ctx.dialect, screens(), urls);
    if (refusal) throw refusal;
  },
};
