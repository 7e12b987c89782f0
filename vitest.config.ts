import { defineConfig } from 'vitest/config';

// Two groups, run one after the other. The examples' end-to-end tests time real programs (Go
// benchmarks with worker pools, whole processes under hyperfine) and gate them statistically, so
// they run last, one file at a time, with no other test file competing for the machine's cores:
// on a 2-core runner a neighbouring test can shift a parallel benchmark by more than 5%.
export default defineConfig({
  test: {
    testTimeout: 60_000,
    pool: 'forks',
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['__tests__/**/*.test.ts'], exclude: ['__tests__/examples/**'], sequence: { groupOrder: 0 } },
      },
      {
        extends: true,
        test: { name: 'examples', include: ['__tests__/examples/**/*.test.ts'], fileParallelism: false, sequence: { groupOrder: 1 } },
      },
    ],
  },
});
