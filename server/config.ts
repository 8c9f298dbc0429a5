import path from "node:path";
import { projectRoot } from "./contract";

export type DatabaseConfig =
  | { kind: "pglite"; dataDir: string | null }
  | { kind: "postgres"; url: string; schema: string | null };

export interface PasswordHashingConfig {
  memoryCost: number;
  timeCost: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  otpTtl: number;
  jwtSecret: string | null;
  staticDir: string;
  nodeEnv: string;
  logLevel: string;
  passwordHashing: PasswordHashingConfig;
  /** Seed demo data when the users table is empty. */
  seedDemoData: boolean;
  /**
   * With the demo data, also the demo marketplace (hundreds of offerings, pictures, reviews).
   * It costs about a second on the embedded database, so most server tests leave it out.
   */
  seedDemoCatalog: boolean;
  /** Development only: esbuild's live-reload origin, allowed in the page's connect-src. */
  liveReloadOrigin: string | null;
}

type Env = Record<string, string | undefined>;

function positiveInt(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) {
    throw new Error(`${name} must be a positive integer, got "${raw}"`);
  }
  return value;
}

// OWASP's argon2id baseline (19 MiB, 2 passes); tests lower it to stay fast.
export const defaultPasswordHashing: PasswordHashingConfig = { memoryCost: 19_456, timeCost: 2 };

export function loadConfig(env: Env = process.env): ServerConfig {
  const root = projectRoot();
  const databaseUrl = env.DATABASE_URL;
  return {
    port: positiveInt(env, "PORT", 8080),
    host: env.HOST || "127.0.0.1",
    database: databaseUrl
      ? { kind: "postgres", url: databaseUrl, schema: null }
      : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR || "./data") },
    accessTokenTtl: positiveInt(env, "ACCESS_TOKEN_TTL", 900),
    refreshTokenTtl: positiveInt(env, "REFRESH_TOKEN_TTL", 2_592_000),
    otpTtl: positiveInt(env, "OTP_TTL", 120),
    jwtSecret: env.JWT_SECRET || null,
    staticDir: path.resolve(root, env.STATIC_DIR || "dist/public"),
    nodeEnv: env.NODE_ENV || "development",
    logLevel: env.LOG_LEVEL || "info",
    passwordHashing: defaultPasswordHashing,
    seedDemoData: true,
    seedDemoCatalog: true,
    liveReloadOrigin: env.LIVE_RELOAD_ORIGIN || null,
  };
}
