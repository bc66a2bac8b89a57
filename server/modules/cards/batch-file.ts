// The one-time workbook of a card batch's numbers and secrets: written when the batch is issued,
// kept under DATA_DIR/card-batches (outside the web root: no static route serves it, only the
// download route, once) readable by the server's user alone, and deleted when downloaded.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { AppContext } from '../../context';
import type { IssuedCard } from './issue';

const DIR = 'card-batches';

export function batchFilePath(ctx: AppContext, batchId: number): string {
  return join(ctx.config.dataDir, DIR, `${batchId}.xlsx`);
}

/** Bilingual headers: the file goes to whoever sells the cards, in either language. */
export async function writeBatchFile(ctx: AppContext, batchId: number, name: string, cards: readonly IssuedCard[]): Promise<void> {
  const path = batchFilePath(ctx, batchId);
  await mkdir(join(ctx.config.dataDir, DIR), { recursive: true, mode: 0o700 });
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(name.slice(0, 31).replace(/[\\/?*[\]:]/g, ' ') || String(batchId));
  sheet.columns = [
    { header: '卡号 Card number', key: 'cardNo', width: 22 },
    { header: '卡密 Secret', key: 'secret', width: 18 },
  ];
  for (const card of cards) sheet.addRow(card);
  const buffer = Buffer.from(await book.xlsx.writeBuffer());
  await writeFile(path, buffer, { mode: 0o600 });
}

/** The workbook's bytes, or null when there is none (downloaded, or a batch the command line issued). */
export async function readBatchFile(ctx: AppContext, batchId: number): Promise<Buffer | null> {
  try {
    return await readFile(batchFilePath(ctx, batchId));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export async function removeBatchFile(ctx: AppContext, batchId: number): Promise<void> {
  await rm(batchFilePath(ctx, batchId), { force: true });
}
