// Charts and ranking tables load their code with a dynamic import once they are drawn. A test that
// ends before such an import settles leaves vitest loading modules after the file's jsdom is gone:
// an EnvironmentTeardownError that fails the run on a loaded CI machine although every test passed
// (echarts, the largest, did). Loading those modules before the file's tests makes the components'
// imports cache hits that settle at once.
import { beforeAll } from 'vitest';

const drawnOnDemand = {
  ...import.meta.glob('../../src/engine/adapters/chart/{load-echarts,echarts-*}.ts'),
  ...import.meta.glob('../../src/engine/adapters/table/{DataTable,VirtualRows}.tsx'),
};

/** Call at the top of a test file (or a harness it imports) whose pages draw charts or ranking tables. */
export function preloadCharts(): void {
  beforeAll(() => Promise.all(Object.values(drawnOnDemand).map((load) => load())), 60_000);
}
