import { generateKeyPairSync, randomBytes } from "node:crypto";
import type Provider from "oidc-provider";
import type { Configuration, KoaContextWithOIDC } from "oidc-provider";
import { localProviderId } from "../config";
import { errorPage, pageSecurityPolicy } from "./local-openid-pages";

/**
 * The sandbox's own OpenID provider, `oidc-provider` (a certified implementation) configured
 * in this one file: the demo and the tests sign in through a real provider, with real
 * redirects, codes, PKCE and signed ID tokens, and nothing is faked on Bozor's side. It exists
 * only with the sandbox on (server/auth/local-openid-routes.ts mounts it at `/oidc`).
 *
 * Its sign-in page takes any email address and says whether the provider vouches for it
 * (`email_verified`): a tester can be anyone, and can try an address that is not verified.
 */

export const localProviderName = "Bozor test ID";
export const localMountPath = "/oidc";

/** How Bozor's relying party reaches this provider: the one client it registers. */
export interface LocalOpenIdClient {
  id: typeof localProviderId;
  name: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
}

/** Made once per server start; the secret lives in memory only, as the provider's data does. */
export function localOpenIdClient(publicUrl: string): LocalOpenIdClient {
  return {
    id: localProviderId,
    name: localProviderName,
    issuer: `${publicUrl}${localMountPath}`,
    clientId: "bozor",
    clientSecret: randomBytes(32).toString("base64url"),
  };
}

const unverifiedPrefix = "unverified:";

/**
 * The account id the sign-in page settles on: the email, marked when the tester said the
 * provider has not verified it. The subject is that id, so a verified address keeps one
 * subject however often it signs in.
 */
export function localAccountId(email: string, verified: boolean): string {
  const normalized = email.trim().toLowerCase();
  return verified ? normalized : `${unverifiedPrefix}${normalized}`;
}

function accountOf(accountId: string) {
  const verified = !accountId.startsWith(unverifiedPrefix);
  const email = verified ? accountId : accountId.slice(unverifiedPrefix.length);
  return {
    accountId,
    claims: () => ({ sub: accountId, email, email_verified: verified }),
  };
}

/** The path of a sign-in page for one authorization request (local-openid-routes.ts serves it). */
export function interactionPath(uid: string): string {
  return `${localMountPath}/interaction/${uid}`;
}

type Library = typeof import("oidc-provider");

/**
 * Ask who signs in on every authorization request, even with a session from an earlier one:
 * a tester switches accounts by typing another address, never by clearing cookies.
 */
function askEveryTime({ interactionPolicy }: Library) {
  const policy = interactionPolicy.base();
  policy
    .get("login")
    ?.checks.add(
      new interactionPolicy.Check(
        "every_time",
        "the test provider asks who signs in every time",
        (ctx: KoaContextWithOIDC) =>
          ctx.oidc.result?.login
            ? interactionPolicy.Check.NO_NEED_TO_PROMPT
            : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );
  return policy;
}

/** Bozor is this provider's own first-party client: no consent screen, the grant is implied. */
async function impliedGrant(ctx: KoaContextWithOIDC) {
  const { oidc } = ctx;
  const accountId = oidc.session?.accountId;
  const clientId = oidc.client?.clientId;
  if (!accountId || !clientId) return undefined;
  const existingId = oidc.session.grantIdFor(clientId);
  const existing = existingId ? await oidc.provider.Grant.find(existingId) : undefined;
  if (existing?.accountId === accountId) return existing;
  const grant = new oidc.provider.Grant({ accountId, clientId });
  grant.addOIDCScope("openid email");
  await grant.save();
  return grant;
}

function configuration(
  library: Library,
  client: LocalOpenIdClient,
  publicUrl: string,
): Configuration {
  // An elliptic-curve key: made in a millisecond, where RSA takes a noticeable moment.
  const signingKey = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({
    format: "jwk",
  });
  return {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [`${publicUrl}/auth/callback`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
        id_token_signed_response_alg: "ES256",
      },
    ],
    jwks: { keys: [{ ...signingKey, use: "sig", alg: "ES256" }] },
    cookies: { keys: [randomBytes(32).toString("base64url")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    scopes: ["openid", "email"],
    findAccount: (_ctx, id) => accountOf(id),
    loadExistingGrant: impliedGrant,
    interactions: {
      policy: askEveryTime(library),
      url: (_ctx, interaction) => interactionPath(interaction.uid),
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    // Bozor's relying party calls from the server, never from a page: no CORS.
    clientBasedCORS: () => false,
    // Short: a sign-in is a few seconds of a test or a demo, and everything is in memory.
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
      Grant: 600,
    },
    renderError: (ctx, out) => {
      ctx.type = "html";
      ctx.set("Content-Security-Policy", pageSecurityPolicy);
      ctx.body = errorPage(
        localProviderName,
        String(out.error_description ?? out.error),
        `${publicUrl}/?action=login`,
      );
    },
  };
}

export interface LocalOpenIdProvider {
  provider: Provider;
  /** The error the library throws for a sign-in page whose request expired or was finished. */
  isExpiredInteraction(error: unknown): boolean;
}

/**
 * The provider for `client`, at `<publicUrl>/oidc`. Its data (sessions, codes, grants) is kept
 * in memory: a restart forgets sign-ins in progress, which a sandbox can afford (the library
 * says so on the console when it starts). `behindProxy`: believe X-Forwarded-Proto and -Host,
 * as Fastify does for TRUST_PROXY.
 */
export async function createLocalOpenIdProvider(
  client: LocalOpenIdClient,
  publicUrl: string,
  behindProxy: boolean,
): Promise<LocalOpenIdProvider> {
  // Loaded with the sandbox on only, at first use: with it off nothing of the library is in
  // the process.
  const library = await import("oidc-provider");
  const provider = new library.default(client.issuer, configuration(library, client, publicUrl));
  provider.proxy = behindProxy;
  return {
    provider,
    isExpiredInteraction: (error) => error instanceof library.errors.SessionNotFound,
  };
}
