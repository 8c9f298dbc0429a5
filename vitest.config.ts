import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const serverTest = {
  environment: "node" as const,
  include: ["tests/server/**/*.test.ts"],
  // One migrated embedded database, copied by every app the suite starts.
  globalSetup: ["tests/server/database-template.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// Browser-side code runs in jsdom; the server suite runs on the embedded database, and once
// more on PostgreSQL when TEST_DATABASE_URL names one, so both dialect paths stay tested.
export default defineConfig({
  test: {
    // Vitest keeps a core for itself by default: one worker on a 2-core CI machine. Much of a
    // server test's time is spent waiting (PostgreSQL, sockets, timers), so use both cores.
    maxWorkers: Math.max(availableParallelism(), 2),
    projects: [
      {
        test: {
          name: "client",
          environment: "jsdom",
          include: ["tests/{unit,machines,components}/**/*.test.{ts,tsx}"],
          setupFiles: ["tests/components/setup.ts"],
          // A test's first render transforms its page's modules on demand: slow on a busy machine.
          testTimeout: 15_000,
        },
      },
      { test: { ...serverTest, name: "server", env: { TEST_DATABASE_URL: "" } } },
      ...(process.env.TEST_DATABASE_URL
        ? [{ test: { ...serverTest, name: "server-postgres" } }]
        : []),
    ],
  },
});
