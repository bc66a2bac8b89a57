// A member's exports run one at a time, in the order they were asked for; the others wait. In this
// process a member's line runs its jobs one after the other; across replicas the member's slot
// (member-slot.ts) decides, and a line whose member is exporting elsewhere asks again every POLL_MS.
// While jobs wait or run, this process touches their files and slots (HEARTBEAT_MS), so a job left
// behind by a stopped process reads as failed instead of waiting for ever.
import { claimSlot, HEARTBEAT_MS, releaseSlot, touchSlot } from './member-slot';

const POLL_MS = 500;

export interface QueuedExport {
  id: string;
  /** Runs the export (its failure is the job's own business: it records it). */
  run(): Promise<void>;
  /** Marks the job's state as kept by a live process. */
  touch(): Promise<void>;
}

interface Line {
  jobs: QueuedExport[];
  /** The job holding the member's slot from this process. */
  running: QueuedExport | null;
}

export type MemberQueue = ReturnType<typeof createMemberQueue>;

export function createMemberQueue() {
  const lines = new Map<string, Line>();
  const timers = new Set<NodeJS.Timeout>();
  let closed = false;

  const heartbeat = setInterval(() => {
    for (const [dir, line] of lines) {
      if (line.running) void touchSlot(dir);
      for (const job of [...(line.running ? [line.running] : []), ...line.jobs]) void job.touch().catch(() => undefined);
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  const pause = (ms: number) =>
    new Promise<void>((resume) => {
      const timer = setTimeout(() => {
        timers.delete(timer);
        resume();
      }, ms);
      timers.add(timer);
    });

  async function drain(dir: string, line: Line) {
    while (!closed && line.jobs.length > 0) {
      const next = line.jobs[0];
      // Another replica runs this member's export: ask again shortly (a poll, the slot file has no event).
      if (!(await claimSlot(dir, next.id))) {
        await pause(POLL_MS);
        continue;
      }
      line.jobs.shift();
      line.running = next;
      try {
        await next.run();
      } finally {
        line.running = null;
        await releaseSlot(dir, next.id);
      }
    }
    lines.delete(dir);
  }

  return {
    /** Queues a job of the member whose export folder is `dir`; it starts when the member's slot is free. */
    submit(dir: string, job: QueuedExport): void {
      if (closed) throw new Error('the export queue is closed');
      const line = lines.get(dir);
      if (line) {
        line.jobs.push(job);
        return;
      }
      const fresh: Line = { jobs: [job], running: null };
      lines.set(dir, fresh);
      void drain(dir, fresh);
    },
    /** Stops starting jobs; those still waiting are left to read as failed once their files go stale. */
    close(): void {
      closed = true;
      clearInterval(heartbeat);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
