// The member's export slot and job files on the shared export folder: one claim wins, only the
// holder frees it, and what a stopped process left behind (a slot, a queued job) does not block or
// mislead the member for ever.
import { mkdtemp, rm, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createExportJobStore } from '../../../server/modules/database/export-jobs';
import { claimSlot, releaseSlot, STALE_MS } from '../../../server/modules/export/member-slot';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'chis-export-slot-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** Makes a file look untouched for longer than a live process would leave it. */
const ageBeyondStale = (file: string) => utimes(file, new Date(Date.now() - 2 * STALE_MS), new Date(Date.now() - 2 * STALE_MS));

describe("a member's export slot", () => {
  it('goes to exactly one of many simultaneous claims, and is freed only by its holder', async () => {
    const claims = await Promise.all(Array.from({ length: 8 }, (_, i) => claimSlot(dir, `job-${i}`)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const holder = `job-${claims.indexOf(true)}`;
    await releaseSlot(dir, holder === 'job-0' ? 'job-1' : 'job-0');
    expect(await claimSlot(dir, 'late')).toBe(false);
    await releaseSlot(dir, holder);
    expect(await claimSlot(dir, 'late')).toBe(true);
  });

  it('is taken over once its holder stopped touching it', async () => {
    expect(await claimSlot(dir, 'gone')).toBe(true);
    expect(await claimSlot(dir, 'next')).toBe(false);
    await ageBeyondStale(join(dir, 'running.slot'));
    expect(await claimSlot(dir, 'next')).toBe(true);
    // The stopped holder's release no longer frees what is now another job's slot.
    await releaseSlot(dir, 'gone');
    expect(await claimSlot(dir, 'third')).toBe(false);
  });
});

describe('an export job file', () => {
  it('reads as failed once no live process keeps it, queued while one does', async () => {
    const jobs = createExportJobStore(dir);
    const kept = jobs.create('drug-library', 'demo', 10);
    const left = jobs.create('drug-library', 'demo', 10);
    await jobs.save(kept);
    await jobs.save(left);
    await ageBeyondStale(join(dir, `${kept.id}.job.json`));
    await ageBeyondStale(join(dir, `${left.id}.job.json`));
    await jobs.touch(kept.id);
    expect((await jobs.read(kept.id))?.status).toBe('queued');
    expect(await jobs.read(left.id)).toMatchObject({ status: 'failed', error: 'Export failed' });
    expect(await jobs.unfinished()).toBe(1);
  });
});
