import { defineConfig } from "vitest/config";

// Two projects: browser-side code runs in jsdom, the server in plain Node against a real database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "client",
          environment: "jsdom",
          include: ["tests/{unit,machines,components}/**/*.test.{ts,tsx}"],
        },
      },
      {
        test: {
          name: "server",
          environment: "node",
          include: ["tests/server/**/*.test.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
