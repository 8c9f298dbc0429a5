import { randomBytes } from "node:crypto";

/**
 * Production as it is run, for a benchmark's server: NODE_ENV=production with secrets made up
 * for the run and the payment sandbox (no scenario pays for anything). `extra` adds or
 * overrides settings (port, data directory, demo data, log level). One set of settings for
 * every bench that starts a server, in this process (loadConfig) or as a child (its env).
 */
export function productionEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    JWT_SECRET: randomBytes(32).toString("base64url"),
    CARD_TOKEN_KEY: randomBytes(32).toString("base64url"),
    PAYMENT_PROVIDER: "sandbox",
    ALLOW_PAYMENT_SANDBOX: "1",
    ...extra,
  };
}
