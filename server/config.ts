import path from "node:path";
import { projectRoot } from "./contract";
import {
  type PaymentProviderConfig,
  paymentProviderConfigFromEnv,
} from "./payments/provider/index";
import { productionProblems } from "./production-env";

export type DatabaseConfig =
  | {
      kind: "pglite";
      dataDir: string | null;
      /**
       * A data directory to start from (PGlite's dumpDataDir tarball) instead of creating one:
       * the tests' many in-memory databases copy one migrated database, which is seconds faster
       * than PostgreSQL's initdb each time.
       */
      initialData?: Blob;
    }
  | { kind: "postgres"; url: string; schema: string | null };

export interface PasswordHashingConfig {
  memoryCost: number;
  timeCost: number;
}

export interface ServerConfig {
  port: number;
  host: string;
  /**
   * Where people reach this server (`PUBLIC_URL`, no trailing slash): social sign-in sends
   * providers back to `<publicUrl>/auth/callback`, and the sandbox's OpenID provider is
   * `<publicUrl>/oidc`.
   */
  publicUrl: string;
  /** The OpenID Connect providers people may sign in with (`OIDC_PROVIDERS`), in order. */
  oidcProviders: OidcProviderConfig[];
  database: DatabaseConfig;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  otpTtl: number;
  jwtSecret: string | null;
  staticDir: string;
  nodeEnv: string;
  logLevel: string;
  passwordHashing: PasswordHashingConfig;
  /**
   * Seed demo data when the users table is empty (`SEED_DEMO_DATA`; on by default, off by
   * default in production: the demo accounts' password is public). Without it an empty
   * database gets the reference data only (server/db/seed.ts, seedReferenceIfEmpty).
   */
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
   * Where the per-address limits count (`REDIS_URL`, `REDIS_KEY_PREFIX`): in Redis when set,
   * otherwise in the database. Either way every instance sees the same counts.
   */
  redis: RedisConfig | null;
  /**
   * Fastify's `trustProxy` (`TRUST_PROXY`): the proxies, by address or CIDR range, whose
   * `X-Forwarded-For` names the client's address, which the per-address limits count by.
   * Off by default; behind a proxy every client would otherwise share the proxy's address.
   * Never plain "true", which would let any client name its own address.
   */
  trustProxy: string | false;
  /** The card processor (`PAYMENT_PROVIDER`, `ATMOS_…`; docs/payments.md): the sandbox by default. */
  paymentProvider: PaymentProviderConfig;
  /**
   * `CARD_TOKEN_KEY`, what seals card tokens at rest (server/payments/card-secrets.ts); without
   * it one is generated and kept in the database, which a backup then carries with the tokens.
   */
  cardTokenKey: string | null;
  /**
   * Seconds between passes of the renewal job (`RENEWAL_INTERVAL`, default 60). 0 runs none:
   * the tests run passes themselves, at the time they choose.
   */
  renewalInterval: number;
  /**
   * Seconds a shutdown waits for requests in flight before it cuts them (`SHUTDOWN_TIMEOUT`,
   * default 10; server/shutdown.ts).
   */
  shutdownTimeout: number;
}

/** One OpenID Connect provider as configured by `OIDC_<ID>_…` variables. */
export interface OidcProviderConfig {
  /** Its id in the contract (`SocialProvider.id`): lower case, as listed in OIDC_PROVIDERS. */
  id: string;
  /** As people know it: `Google`, `OneID`. */
  name: string;
  /** Its issuer identifier: `<issuer>/.well-known/openid-configuration` is read at first use. */
  issuer: string;
  clientId: string;
  clientSecret: string;
}

export interface RedisConfig {
  /** `redis://…` or `rediss://…` (TLS), with the password and database number if any. */
  url: string;
  /** Before every key, so deployments sharing one Redis keep their counts apart. */
  keyPrefix: string;
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
  | "resendOtp"
  | "startSocialSignIn"
  | "completeSocialSignIn"
  | "sendContactMessage"
  | "submitFormAnswers";

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
  // Each start keeps a row for ten minutes; each callback costs a request to the provider.
  startSocialSignIn: { max: 20, windowSeconds: 60 },
  completeSocialSignIn: { max: 20, windowSeconds: 60 },
  // Each message is a row an administrator reads: a few per household in ten minutes.
  sendContactMessage: { max: 5, windowSeconds: 600 },
  // The same for a form builder's form: each answer is a lead an administrator reads.
  submitFormAnswers: { max: 5, windowSeconds: 600 },
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

/**
 * `http://<HOST>:<PORT>`, the address the server listens on; an address meaning "every
 * interface" is no place to send a browser, so this machine's loopback stands in for it.
 */
export function defaultPublicUrl(host: string, port: number): string {
  const named = host === "0.0.0.0" ? "127.0.0.1" : host === "::" ? "::1" : host;
  return `http://${named.includes(":") ? `[${named}]` : named}:${port}`;
}

function publicUrlOf(env: Env, host: string, port: number): string {
  const raw = env.PUBLIC_URL;
  if (raw === undefined || raw === "") return defaultPublicUrl(host, port);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) address, got "${raw}"`);
  }
  if (!["http:", "https:"].includes(url.protocol) || url.search || url.hash) {
    throw new Error(
      `PUBLIC_URL must be an http(s) address without query or fragment, got "${raw}"`,
    );
  }
  return url.href.replace(/\/+$/, "");
}

function redisOf(env: Env): RedisConfig | null {
  const url = env.REDIS_URL;
  if (url === undefined || url === "") return null;
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    protocol = "";
  }
  // Never the URL in the message: it may carry the password.
  if (protocol !== "redis:" && protocol !== "rediss:") {
    throw new Error("REDIS_URL must be a redis:// or rediss:// address");
  }
  return { url, keyPrefix: env.REDIS_KEY_PREFIX ?? "bozor:" };
}

/** Reserved for the sandbox's own provider (server/auth/local-openid-provider.ts). */
export const localProviderId = "local";

const providerIdPattern = /^[a-z][a-z0-9-]{0,31}$/;

/**
 * `OIDC_PROVIDERS=google,oneid` and, for each id, `OIDC_<ID>_ISSUER`, `OIDC_<ID>_CLIENT_ID`,
 * `OIDC_<ID>_CLIENT_SECRET` and optionally `OIDC_<ID>_NAME` (`-` in an id is `_` in its
 * variables). A provider half configured stops the start: a sign-in button that fails for
 * everyone is worse than a server that says what is missing.
 */
export function oidcProvidersOf(env: Env): OidcProviderConfig[] {
  const ids = (env.OIDC_PROVIDERS ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id !== "");
  return ids.map((id) => {
    if (!providerIdPattern.test(id) || id === localProviderId) {
      throw new Error(
        `OIDC_PROVIDERS: "${id}" must be lower-case letters, digits and "-" (not "${localProviderId}")`,
      );
    }
    const prefix = `OIDC_${id.toUpperCase().replaceAll("-", "_")}_`;
    const required = (name: string) => {
      const value = env[prefix + name];
      if (!value) throw new Error(`OIDC_PROVIDERS names "${id}": set ${prefix}${name}`);
      return value;
    };
    const issuer = required("ISSUER");
    let issuerUrl: URL;
    try {
      issuerUrl = new URL(issuer);
    } catch {
      throw new Error(`${prefix}ISSUER must be an https address, got "${issuer}"`);
    }
    if (issuerUrl.protocol !== "https:" && !isLoopback(issuerUrl.hostname)) {
      throw new Error(`${prefix}ISSUER must be an https address, got "${issuer}"`);
    }
    return {
      id,
      name: env[`${prefix}NAME`] || id,
      issuer,
      clientId: required("CLIENT_ID"),
      clientSecret: required("CLIENT_SECRET"),
    };
  });
}

/** A provider on this machine may speak plain HTTP (a local Keycloak, the sandbox's own). */
export function isLoopback(hostname: string): boolean {
  return hostname === "localhost" || hostname === "[::1]" || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/** A sandbox in production would hand out everyone's codes: refuse to start instead. */
export function assertSafeConfig(config: Pick<ServerConfig, "nodeEnv" | "sandbox">): void {
  if (config.sandbox && config.nodeEnv === "production") {
    throw new Error("SANDBOX must not be on with NODE_ENV=production");
  }
}

export function loadConfig(env: Env = process.env): ServerConfig {
  const root = projectRoot();
  const nodeEnv = env.NODE_ENV || "development";
  if (nodeEnv === "production") {
    const problems = productionProblems(env);
    if (problems.length > 0) {
      throw new Error(`NODE_ENV=production refuses to start: ${problems.join("; ")}`);
    }
  }
  const databaseUrl = env.DATABASE_URL;
  const port = positiveInt(env, "PORT", 8080);
  const host = env.HOST || "127.0.0.1";
  const config: ServerConfig = {
    port,
    host,
    publicUrl: publicUrlOf(env, host, port),
    oidcProviders: oidcProvidersOf(env),
    database: databaseUrl
      ? { kind: "postgres", url: databaseUrl, schema: env.DATABASE_SCHEMA || null }
      : { kind: "pglite", dataDir: path.resolve(env.DATA_DIR || "./data") },
    accessTokenTtl: positiveInt(env, "ACCESS_TOKEN_TTL", 900),
    refreshTokenTtl: positiveInt(env, "REFRESH_TOKEN_TTL", 2_592_000),
    otpTtl: positiveInt(env, "OTP_TTL", 120),
    jwtSecret: env.JWT_SECRET || null,
    staticDir: path.resolve(root, env.STATIC_DIR || "dist/public"),
    nodeEnv,
    logLevel: env.LOG_LEVEL || "info",
    passwordHashing: defaultPasswordHashing,
    seedDemoData:
      env.SEED_DEMO_DATA === undefined || env.SEED_DEMO_DATA === ""
        ? nodeEnv !== "production"
        : flag(env, "SEED_DEMO_DATA"),
    seedDemoCatalog: true,
    liveReloadOrigin: env.LIVE_RELOAD_ORIGIN || null,
    sandbox: flag(env, "SANDBOX"),
    addressLimits: defaultAddressLimits,
    addressLimitAllowList: (env.RATE_LIMIT_ALLOW ?? "")
      .split(",")
      .map((address) => address.trim())
      .filter((address) => address !== ""),
    redis: redisOf(env),
    trustProxy: env.TRUST_PROXY || false,
    paymentProvider: paymentProviderConfigFromEnv(env),
    cardTokenKey: env.CARD_TOKEN_KEY || null,
    renewalInterval: env.RENEWAL_INTERVAL === "0" ? 0 : positiveInt(env, "RENEWAL_INTERVAL", 60),
    shutdownTimeout: positiveInt(env, "SHUTDOWN_TIMEOUT", 10),
  };
  assertSafeConfig(config);
  return config;
}
