type Env = Record<string, string | undefined>;

/** The shortest JWT_SECRET and CARD_TOKEN_KEY production takes: 32 characters of random text. */
export const MIN_SECRET_LENGTH = 32;

const atmosVariables = [
  "ATMOS_BASE_URL",
  "ATMOS_CONSUMER_KEY",
  "ATMOS_CONSUMER_SECRET",
  "ATMOS_STORE_ID",
] as const;

const isOn = (value: string | undefined) => value === "1" || value === "true";

function secretProblem(env: Env, name: string): string | null {
  const value = env[name] ?? "";
  if (value === "") return `set ${name} (at least ${MIN_SECRET_LENGTH} characters of random text)`;
  if (value.length < MIN_SECRET_LENGTH) {
    return `${name} must be at least ${MIN_SECRET_LENGTH} characters`;
  }
  return null;
}

/**
 * What a production start (`NODE_ENV=production`) lacks, all of it at once so one attempt
 * names every variable to set; never a value, which may be a secret. Outside production the
 * secrets are generated and kept in the database, and the payment sandbox is the default.
 *
 * - `JWT_SECRET`: a generated one sits in the database beside the sessions it signs.
 * - `CARD_TOKEN_KEY`: any text, used as key material (server/payments/card-secrets.ts); given
 *   apart from the database so that a copy of the database cannot charge its cards. Not the
 *   JWT secret: the two leak in different ways.
 * - `PAYMENT_PROVIDER=atmos` with its four variables: the in-process sandbox takes any of its
 *   test cards and moves no money. A staging server may run it on purpose with
 *   `PAYMENT_PROVIDER=sandbox` and `ALLOW_PAYMENT_SANDBOX=1`; both, never by default.
 * - `SANDBOX` off: its endpoints hand out anyone's one-time codes.
 */
export function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  for (const name of ["JWT_SECRET", "CARD_TOKEN_KEY"]) {
    const problem = secretProblem(env, name);
    if (problem) problems.push(problem);
  }
  if (env.CARD_TOKEN_KEY && env.CARD_TOKEN_KEY === env.JWT_SECRET) {
    problems.push("CARD_TOKEN_KEY must differ from JWT_SECRET");
  }
  const provider = env.PAYMENT_PROVIDER?.trim() ?? "";
  if (provider === "atmos") {
    const missing = atmosVariables.filter((name) => !env[name]?.trim());
    if (missing.length > 0) problems.push(`PAYMENT_PROVIDER=atmos needs ${missing.join(", ")}`);
    const baseUrl = env.ATMOS_BASE_URL?.trim();
    if (baseUrl && URL.canParse(baseUrl) && new URL(baseUrl).protocol !== "https:") {
      problems.push("ATMOS_BASE_URL must be an https:// address");
    }
  } else if (provider !== "sandbox" || !isOn(env.ALLOW_PAYMENT_SANDBOX)) {
    problems.push(
      "set PAYMENT_PROVIDER=atmos (the payment sandbox only with PAYMENT_PROVIDER=sandbox and ALLOW_PAYMENT_SANDBOX=1)",
    );
  }
  if (isOn(env.SANDBOX)) problems.push("SANDBOX must be 0");
  return problems;
}

/** What a production start allows but is worth a line in the log: the choices made on purpose. */
export function productionWarnings(config: {
  nodeEnv: string;
  paymentProvider: { kind: string };
  seedDemoData: boolean;
}): string[] {
  if (config.nodeEnv !== "production") return [];
  const warnings: string[] = [];
  if (config.paymentProvider.kind === "sandbox") {
    warnings.push("payments go to the payment sandbox (ALLOW_PAYMENT_SANDBOX=1): no money moves");
  }
  if (config.seedDemoData) {
    warnings.push("SEED_DEMO_DATA=1: an empty database gets the demo accounts, password public");
  }
  return warnings;
}
