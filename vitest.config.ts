import { defineConfig } from "vitest/config";

const serverTest = {
  environment: "node" as const,
  include: ["tests/server/**/*.test.ts"],
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

// Browser-side code runs in jsdom; the server suite runs on the embedded database, and once
// more on PostgreSQL when TEST_DATABASE_URL names one, so both dialect paths stay tested.
export default defineConfig({
  test: {
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
