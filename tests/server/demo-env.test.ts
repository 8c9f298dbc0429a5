import { describe, expect, it } from "vitest";
import { loadConfig } from "../../server/config";
import { demoEnv } from "../../server/demo-env";

describe("npm start's demo settings", () => {
  const sandboxOf = (argv: string[], env: NodeJS.ProcessEnv) =>
    loadConfig(demoEnv(argv, env)).sandbox;

  it("turns the sandbox on for the demo, and only for it", () => {
    expect(sandboxOf(["node", "main.mjs", "--demo"], {})).toBe(true);
    expect(sandboxOf(["node", "main.mjs"], {})).toBe(false);
  });

  it("keeps a SANDBOX that is set, and never turns it on in production", () => {
    expect(sandboxOf(["--demo"], { SANDBOX: "0" })).toBe(false);
    const production = {
      NODE_ENV: "production",
      JWT_SECRET: "x".repeat(64),
      CARD_TOKEN_KEY: "y".repeat(64),
      PAYMENT_PROVIDER: "sandbox",
      ALLOW_PAYMENT_SANDBOX: "1",
    };
    expect(sandboxOf(["--demo"], production)).toBe(false);
  });
});
