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
  /**
   * The sandbox endpoints (`/api/v1/dev/...`: anyone's one-time code, a message on anyone's
   * screen) exist only when this is on: `SANDBOX=1`, set by the tests and `npm run dev`.
   * Never in production: the server refuses to start with both.
   */
  sandbox: boolean;
  /** Per-address request limits of the unauthenticated operations open to abuse. */
  addressLimits: AddressLimits;
  /** Addresses the per-address limits never apply to (`RATE_LIMIT_ALLOW`, comma-separated). */
  addressLimitAllowList: string[];
  /**
   * Fastify's `trustProxy` (`TRUST_PROXY`): the proxies, by address or CIDR range, whose
   * `X-Forwarded-For` names the client's address, which the per-address limits count by.
   * Off by default; behind a proxy every client would otherwise share the proxy's address.
   * Never plain "true", which would let any client name its own address.
   */
  trustProxy: string | false;
}

interface AddressLimit {
  max: number;
  windowSeconds: number;
}

/** The contract's unauthenticated operations that someone could hammer for profit. */
export type AddressLimitedOperation =
  | "login"
  | "refreshTokens"
  | "logout"
  | "registerUser"
  | "registerBusiness"
  | "verifyOtp"
  | "resendOtp";

export type AddressLimits = Record<AddressLimitedOperation, AddressLimit>;

// Generous enough for many people behind one mobile carrier's NAT, tight enough that one
// address cannot spray passwords, codes or SMS at scale. Failed sign-ins are also counted per
// account (server/auth/login-throttle.ts).
export const defaultAddressLimits: AddressLimits = {
  login: { max: 20, windowSeconds: 60 },
  refreshTokens: { max: 60, windowSeconds: 60 },
  logout: { max: 60, windowSeconds: 60 },
  registerUser: { max: 10, windowSeconds: 600 },
  registerBusiness: { max: 10, windowSeconds: 600 },
  verifyOtp: { max: 20, windowSeconds: 60 },
  resendOtp: { max: 10, windowSeconds: 600 },
};

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

function flag(env: Env, name: string): boolean {
  const raw = env[name];
  if (raw === undefined || raw === "" || raw === "0" || raw === "false") return false;
  if (raw === "1" || raw === "true") return true;
  throw new Error(`${name} must be 1 or 0, got "${raw}"`);
}

/** A sandbox in production would hand out everyone's codes: refuse to start instead. */
export function assertSafeConfig(config: Pick<ServerConfig, "nodeEnv" | "sandbox">): void {
  if (config.sandbox && config.nodeEnv === "production") {
    throw new Error("SANDBOX must not be on with NODE_ENV=production");
  }
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const root = projectRoot();
  const databaseUrl = env.DATABASE_URL;
  const config: ServerConfig = {
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
    sandbox: flag(env, "SANDBOX"),
    addressLimits: defaultAddressLimits,
    addressLimitAllowList: (env.RATE_LIMIT_ALLOW ?? "")
      .split(",")
      .map((address) => address.trim())
      .filter((address) => address !== ""),
    trustProxy: env.TRUST_PROXY || false,
  };
  assertSafeConfig(config);
  return config;
}
