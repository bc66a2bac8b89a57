// How the benches print a noisy figure (issue 28 item 5): the median and the range of repeated
// measurements, against the goal of its issue, with the machine's load average beside it (on a
// machine shared with other work a figure means little without it).
import { cpus, loadavg } from 'node:os';

/** `load average 1.23 0.98 0.75 on 2 cores` */
export function loadAverage(): string {
  return `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} on ${cpus().length} cores`;
}

export function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** `12.3 (range 11.0–14.9, 3 runs)` with `digits` decimals. */
export function medianAndRange(samples: number[], digits = 1): string {
  const runs = samples.length === 1 ? '1 run' : `${samples.length} runs`;
  return `${median(samples).toFixed(digits)} (range ${Math.min(...samples).toFixed(digits)}–${Math.max(...samples).toFixed(digits)}, ${runs})`;
}

/** `within` or `OVER`, for a figure against its goal. */
export const verdict = (ok: boolean) => (ok ? 'within' : 'OVER');
