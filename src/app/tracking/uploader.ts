import type { RecordBuffer } from './buffer';
import { UPLOAD_BATCH } from './constants';
import type { DeviceInfo } from './device';
import type { TrackRecord } from './record';

export type SendBatch = (body: { device: DeviceInfo; records: TrackRecord[] }) => Promise<unknown>;

/**
 * Uploads the buffer. A record leaves the buffer only once the server has acknowledged it, and
 * while a batch is in flight its records are not offered again, so an upload that fails (offline,
 * server down) is simply retried later and a slow one is never doubled. A page that closes before
 * the acknowledgement arrives sends those records again next time; the server keeps one copy per
 * recordId.
 */
export class Uploader {
  private readonly inFlight = new Set<string>();

  constructor(
    private readonly buffer: RecordBuffer,
    private readonly device: () => DeviceInfo,
    private readonly send: SendBatch,
    private readonly online: () => boolean = () => globalThis.navigator?.onLine ?? true,
  ) {}

  async flush(): Promise<void> {
    if (!this.online()) return;
    const waiting = this.buffer.all().filter((record) => !this.inFlight.has(record.recordId));
    const batches: TrackRecord[][] = [];
    for (let start = 0; start < waiting.length; start += UPLOAD_BATCH) batches.push(waiting.slice(start, start + UPLOAD_BATCH));
    await Promise.all(batches.map((batch) => this.upload(batch)));
  }

  private async upload(batch: TrackRecord[]): Promise<void> {
    const ids = new Set(batch.map((record) => record.recordId));
    for (const id of ids) this.inFlight.add(id);
    try {
      await this.send({ device: this.device(), records: batch });
      this.buffer.remove(ids);
    } catch {
      // Kept in the buffer for the next round.
    } finally {
      for (const id of ids) this.inFlight.delete(id);
    }
  }
}
