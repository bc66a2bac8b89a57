import { BUFFER_KEY } from './constants';
import type { TrackRecord } from './record';

/**
 * The records waiting for upload, in localStorage so that a closed tab, a reload or a network
 * outage loses nothing. Always re-read before a change: other tabs share the key.
 */
export class RecordBuffer {
  constructor(
    private readonly storage: Storage = localStorage,
    private readonly key: string = BUFFER_KEY,
  ) {}

  all(): TrackRecord[] {
    try {
      const parsed: unknown = JSON.parse(this.storage.getItem(this.key) ?? '[]');
      return Array.isArray(parsed) ? (parsed as TrackRecord[]) : [];
    } catch {
      return [];
    }
  }

  add(record: TrackRecord): void {
    this.write([...this.all(), record]);
  }

  /** Removes the records the server acknowledged. */
  remove(recordIds: ReadonlySet<string>): void {
    this.write(this.all().filter((record) => !recordIds.has(record.recordId)));
  }

  private write(records: TrackRecord[]): void {
    try {
      if (records.length === 0) this.storage.removeItem(this.key);
      else this.storage.setItem(this.key, JSON.stringify(records));
    } catch {
      // Storage full or blocked: tracking must never break the page it observes.
    }
  }
}
