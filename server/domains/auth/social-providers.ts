import * as client from "openid-client";
import { isLoopback, type OidcProviderConfig } from "../../config";

/** A provider people may sign in with: one of OIDC_PROVIDERS, or the sandbox's own. */
export type SocialProviderSettings = OidcProviderConfig;

export interface SocialProviders {
  /** In the configured order, the sandbox's own last. */
  list(): SocialProviderSettings[];
  find(id: string): SocialProviderSettings | undefined;
  /**
   * The relying party's configuration for a provider: its discovery document, read at first
   * use (not at start: a provider down for a minute must not stop the server) and kept. A
   * failed read is not kept, so the next sign-in tries again.
   */
  configuration(provider: SocialProviderSettings): Promise<client.Configuration>;
}

export function createSocialProviders(providers: SocialProviderSettings[]): SocialProviders {
  const byId = new Map(providers.map((provider) => [provider.id, provider]));
  const discovered = new Map<string, Promise<client.Configuration>>();

  const discover = (provider: SocialProviderSettings) => {
    const issuer = new URL(provider.issuer);
    // Plain HTTP only to this machine (config.ts refuses it elsewhere): the sandbox's own
    // provider, a provider run locally for development.
    const local = isLoopback(issuer.hostname);
    return client.discovery(
      issuer,
      provider.clientId,
      provider.clientSecret,
      undefined,
      local ? { execute: [client.allowInsecureRequests] } : undefined,
    );
  };

  return {
    list: () => providers,
    find: (id) => byId.get(id),
    configuration(provider) {
      let configuration = discovered.get(provider.id);
      if (!configuration) {
        configuration = discover(provider);
        discovered.set(provider.id, configuration);
        configuration.catch(() => discovered.delete(provider.id));
      }
      return configuration;
    },
  };
}
