import { createAtmosProvider } from "./atmos-http";
import type { PaymentProvider } from "./port";
import { createSandboxProvider } from "./sandbox";

export { type AtmosConfig, createAtmosProvider } from "./atmos-http";
export { cardNetwork, passesLuhn } from "./luhn";
export * from "./port";
export { createSandboxProvider, SANDBOX_BIND_CODE_TTL_MS, type SandboxProvider } from "./sandbox";
export { ANY_CARD, SANDBOX_OTP, TEST_CARDS, type TestCard, type TestCardStage } from "./test-cards";

export type PaymentProviderConfig =
  | { kind: "sandbox" }
  | {
      kind: "atmos";
      baseUrl: string;
      consumerKey: string;
      consumerSecret: string;
      storeId: string;
    };

export function createPaymentProvider(config: PaymentProviderConfig): PaymentProvider {
  return config.kind === "atmos" ? createAtmosProvider(config) : createSandboxProvider();
}

/**
 * `PAYMENT_PROVIDER=atmos` with ATMOS_BASE_URL, ATMOS_CONSUMER_KEY, ATMOS_CONSUMER_SECRET and
 * ATMOS_STORE_ID; unset or `sandbox`: the sandbox. An error names the variable at fault, never
 * a value: the values are secrets.
 */
export function paymentProviderConfigFromEnv(
  env: Record<string, string | undefined>,
): PaymentProviderConfig {
  const kind = env.PAYMENT_PROVIDER?.trim() || "sandbox";
  if (kind === "sandbox") return { kind };
  if (kind !== "atmos") throw new Error('PAYMENT_PROVIDER must be "sandbox" or "atmos"');
  const read = (name: string) => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`PAYMENT_PROVIDER=atmos needs ${name}`);
    return value;
  };
  const baseUrl = read("ATMOS_BASE_URL");
  if (!URL.canParse(baseUrl)) throw new Error("ATMOS_BASE_URL is not a URL");
  return {
    kind,
    baseUrl,
    consumerKey: read("ATMOS_CONSUMER_KEY"),
    consumerSecret: read("ATMOS_CONSUMER_SECRET"),
    storeId: read("ATMOS_STORE_ID"),
  };
}
