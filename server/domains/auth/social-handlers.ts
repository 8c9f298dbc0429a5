import * as client from "openid-client";
import type { Lang, SocialProvider } from "../../../sdk/types.gen";
import type { AppContext } from "../../context";
import { isUniqueViolation } from "../../db/pg-errors";
import { ApiError } from "../../errors";
import { asLang } from "../../i18n";
import { operationHandlers } from "../../operations";
import type { SocialProviderSettings, SocialProviders } from "./social-providers";
import {
  findAccountByEmail,
  findAccountBySubject,
  linkIdentity,
  registerSocialAccount,
  saveStart,
  takeStart,
} from "./social-repository";

/**
 * A path of this site: one "/" and no control characters (as machines/next-path.ts reads the
 * sign-in dialog's `next`). Anything else is dropped, so a sign-in never ends elsewhere.
 */
const SITE_PATH = /^\/(?![/\\])\P{Cc}*$/u;

const sitePathOrNull = (next: string | undefined) =>
  next !== undefined && SITE_PATH.test(next) ? next : null;

/** What the provider says of the person, from its ID token (or its userinfo, if need be). */
interface ProviderPerson {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string | null;
  familyName: string | null;
  name: string | null;
}

const text = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;

function personOf(claims: client.IDToken | client.UserInfoResponse): ProviderPerson {
  return {
    subject: claims.sub,
    email: text(claims.email)?.toLowerCase() ?? null,
    // Some providers write the boolean as a string.
    emailVerified: claims.email_verified === true || claims.email_verified === "true",
    givenName: text(claims.given_name),
    familyName: text(claims.family_name),
    name: text(claims.name),
  };
}

const personNameLength = 100;

/**
 * The names a new account starts with: the provider's, else its full name split once, else the
 * first word of the email's local part (`dilnoza` of `dilnoza.yusupova@…`), so the header
 * always has a short name to show. The person can change them.
 */
function namesOf(person: ProviderPerson & { email: string }) {
  const [first = "", ...rest] = person.name?.split(/\s+/) ?? [];
  const local = person.email.split("@")[0] ?? "";
  const fromEmail = local.split(/[._+-]/)[0] || local || person.email;
  const firstName = person.givenName ?? (first || fromEmail);
  const lastName = person.familyName ?? rest.join(" ");
  return {
    firstName: firstName.slice(0, personNameLength),
    lastName: lastName.slice(0, personNameLength),
  };
}

/**
 * The openid-client failures that mean the provider's answer is not to be trusted or was
 * refused: a code it will not exchange (`invalid_grant`), an error in the authorization
 * response, an ID token whose issuer, audience, nonce, signature or lifetime is wrong, a
 * state that does not match. A provider that cannot be reached at all is not among them.
 */
function isRefusedAnswer(error: unknown): boolean {
  return (
    error instanceof client.ResponseBodyError ||
    error instanceof client.AuthorizationResponseError ||
    error instanceof client.ClientError
  );
}

export function socialSignInHandlers(ctx: AppContext, providers: SocialProviders) {
  const { db, tokens, config } = ctx;
  const redirectUri = `${config.publicUrl}/auth/callback`;

  function providerOf(id: string): SocialProviderSettings {
    const provider = providers.find(id);
    if (!provider) throw new ApiError(400, "provider_not_supported");
    return provider;
  }

  /**
   * Exchanges the code (with the PKCE verifier) and has the library check the ID token
   * (signature, issuer, audience, nonce, lifetime) and the response's `state` and `iss`.
   */
  async function identify(
    provider: SocialProviderSettings,
    callback: { code: string; state: string; iss?: string },
    start: { nonce: string; codeVerifier: string },
  ): Promise<ProviderPerson> {
    const configuration = await providers.configuration(provider);
    const currentUrl = new URL(redirectUri);
    currentUrl.searchParams.set("code", callback.code);
    currentUrl.searchParams.set("state", callback.state);
    if (callback.iss !== undefined) currentUrl.searchParams.set("iss", callback.iss);
    try {
      const answer = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: start.codeVerifier,
        expectedState: callback.state,
        expectedNonce: start.nonce,
        idTokenExpected: true,
      });
      const claims = answer.claims();
      if (!claims) throw new ApiError(400, "token_invalid");
      const person = personOf(claims);
      if (person.email || !configuration.serverMetadata().userinfo_endpoint) return person;
      // Some providers keep the email out of the ID token; their userinfo has it, for the same
      // subject (the library checks).
      const info = await client.fetchUserInfo(configuration, answer.access_token, claims.sub);
      return { ...personOf(info), subject: claims.sub };
    } catch (error) {
      if (isRefusedAnswer(error)) throw new ApiError(400, "token_invalid");
      throw error;
    }
  }

  /**
   * The account the person signs in to: the one this provider's subject already names, else
   * the verified account whose confirmed email the provider vouches for, else a new one.
   */
  async function accountFor(provider: string, person: ProviderPerson, lang: Lang) {
    const known = await findAccountBySubject(db, provider, person.subject);
    if (known) {
      if (!known.is_active) throw new ApiError(403, "user_not_active");
      return { account: known, created: false };
    }
    if (!person.email || !person.emailVerified) throw new ApiError(400, "email_not_verified");
    const email = person.email;
    return db.transaction().execute(async (trx) => {
      const existing = await findAccountByEmail(trx, email);
      if (existing && !existing.is_active) throw new ApiError(403, "user_not_active");
      // An account registered with this email but never confirmed may be someone else's
      // claim to it: its password would then open the account the provider's person uses.
      if (existing && !existing.is_verified) throw new ApiError(403, "user_not_verified");
      // Registration confirms the phone, not the email: whoever registered may have typed
      // someone else's and knows the password. Until the account's owner confirms the email
      // with a code sent to it, the provider's person is not taken to be that owner.
      if (existing && !existing.email_verified) throw new ApiError(403, "email_not_confirmed");
      const account =
        existing ??
        (await registerSocialAccount(trx, { email, ...namesOf({ ...person, email }), lang }));
      await linkIdentity(trx, { provider, subject: person.subject, userId: account.id });
      return { account, created: existing === undefined };
    });
  }

  return operationHandlers({
    async listSocialProviders() {
      return providers.list().map(({ id, name }): SocialProvider => ({ id, name }));
    },

    async startSocialSignIn(request) {
      const { provider: id, next, lang } = request.body;
      const provider = providerOf(id);
      const configuration = await providers.configuration(provider);
      const state = client.randomState();
      const nonce = client.randomNonce();
      const codeVerifier = client.randomPKCECodeVerifier();
      const authorizationUrl = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
        state,
        nonce,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
      });
      await saveStart(db, {
        state,
        provider: provider.id,
        nonce,
        codeVerifier,
        next: sitePathOrNull(next),
        lang: asLang(lang),
      });
      return { authorization_url: authorizationUrl.href };
    },

    async completeSocialSignIn(request) {
      const { state, code, iss } = request.body;
      const start = await takeStart(db, state);
      if (!start) throw new ApiError(400, "token_invalid");
      const provider = providerOf(start.provider);
      const person = await identify(provider, { code, state, iss }, start);
      const lang = asLang(start.lang);
      let outcome: Awaited<ReturnType<typeof accountFor>>;
      try {
        outcome = await accountFor(provider.id, person, lang);
      } catch (error) {
        // The same person finishing in two tabs at once: the other registered them first.
        if (!isUniqueViolation(error)) throw error;
        outcome = await accountFor(provider.id, person, lang);
      }
      const { account, created } = outcome;
      const pair = await tokens.issuePair(account);
      return { ...pair, next: start.next, created };
    },
  });
}
