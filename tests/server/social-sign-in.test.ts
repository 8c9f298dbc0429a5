import { createServer } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig, oidcProvidersOf } from "../../server/config";
import { bearer, json, login, startApp, type TestApp, type Tokens, uniquePhone } from "./helper";

/**
 * Social sign-in against the sandbox's own OpenID provider, for real: the app listens on a
 * port, the test plays the browser (redirects, cookies, the provider's sign-in form) and the
 * server exchanges the code with the provider over HTTP, as it would with Google.
 */

let t: TestApp;
let base: string;
const logLines: string[] = [];

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

beforeAll(async () => {
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  t = await startApp(
    {
      port,
      publicUrl: base,
      logLevel: "debug",
      oidcProviders: [
        {
          id: "google",
          name: "Google",
          issuer: "https://accounts.google.com",
          clientId: "bozor.apps.googleusercontent.com",
          clientSecret: "not-used-here",
        },
      ],
    },
    { logStream: { write: (line) => logLines.push(line) } },
  );
  await t.app.listen({ host: "127.0.0.1", port });
});
afterAll(async () => t.close());

interface SocialSignIn {
  access: string;
  refresh: string;
  next: string | null;
  created: boolean;
}

interface Callback {
  code: string;
  state: string;
  iss?: string;
}

function start(payload: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: "/api/v1/auth/social/start/", payload });
}

function complete(payload: Record<string, unknown>) {
  return t.app.inject({ method: "POST", url: "/api/v1/auth/social/callback/", payload });
}

/** A browser's cookie jar, enough for one provider on one host. */
class Browser {
  private cookies = new Map<string, string>();

  async request(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set("cookie", [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; "));
    }
    const response = await fetch(url, { ...init, headers, redirect: "manual" });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const at = pair.indexOf("=");
      const name = pair.slice(0, at);
      const value = pair.slice(at + 1);
      if (value === "" || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  /** Follows one redirect: the address the answer sends the browser to. */
  async redirected(url: string, init: RequestInit = {}): Promise<string> {
    const response = await this.request(url, init);
    expect(response.status, `${init.method ?? "GET"} ${new URL(url).pathname}`).toBeOneOf([
      302, 303,
    ]);
    return new URL(response.headers.get("location") ?? "", url).href;
  }
}

interface AtProvider {
  email?: string;
  verified?: boolean;
  cancel?: boolean;
}

/**
 * Opens the authorization address as a browser would, fills in the provider's sign-in form and
 * returns the address the provider sends the browser back to (Bozor's /auth/callback).
 */
async function throughProvider(authorizationUrl: string, answer: AtProvider = {}): Promise<URL> {
  const browser = new Browser();
  const formUrl = await browser.redirected(authorizationUrl);
  expect(new URL(formUrl).pathname).toMatch(/^\/oidc\/interaction\//);
  const form = await browser.request(formUrl);
  expect(form.status).toBe(200);
  expect(await form.text()).toContain('name="email"');
  const fields = new URLSearchParams({
    email: answer.email ?? "",
    action: answer.cancel ? "cancel" : "sign-in",
    ...(answer.verified === false ? {} : { verified: "yes" }),
  });
  const resume = await browser.redirected(formUrl, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: fields.toString(),
  });
  const back = new URL(await browser.redirected(resume));
  expect(`${back.origin}${back.pathname}`).toBe(`${base}/auth/callback`);
  return back;
}

function callbackOf(url: URL): Callback {
  const iss = url.searchParams.get("iss");
  return {
    code: url.searchParams.get("code") ?? "",
    state: url.searchParams.get("state") ?? "",
    ...(iss ? { iss } : {}),
  };
}

async function startedAt(payload: Record<string, unknown> = { provider: "local" }) {
  const response = await start(payload);
  expect(response.statusCode).toBe(200);
  return json<{ authorization_url: string }>(response).authorization_url;
}

/** The provider's answer for `email`, ready for completeSocialSignIn. */
async function providerAnswer(email: string, verified = true, startWith?: object) {
  const url = await startedAt(startWith ? { provider: "local", ...startWith } : undefined);
  return callbackOf(await throughProvider(url, { email, verified }));
}

async function signIn(email: string): Promise<SocialSignIn> {
  const response = await complete({ ...(await providerAnswer(email)) });
  expect(response.statusCode, response.body).toBe(200);
  return json<SocialSignIn>(response);
}

async function profileOf(pair: { access: string; refresh: string }) {
  const response = await t.app.inject({
    method: "GET",
    url: "/api/v1/profile/info/",
    headers: bearer(pair),
  });
  expect(response.statusCode).toBe(200);
  return json<{
    id: string;
    email: string | null;
    phone: string | null;
    first_name: string;
    role: string;
    lang: string;
    is_verified: boolean;
    email_verified: boolean;
    has_password: boolean;
  }>(response);
}

let emailCounter = 0;
function freshEmail(): string {
  emailCounter += 1;
  return `social-${process.pid}-${emailCounter}@example.uz`;
}

async function linksOf(userId: string) {
  const rows = await t.app.services.db
    .selectFrom("social_identities")
    .select(["provider", "subject"])
    .where("user_id", "=", userId)
    .execute();
  return rows.map((row) => [row.provider, row.subject]);
}

async function userIdOf(email: string): Promise<string | undefined> {
  const row = await t.app.services.db
    .selectFrom("users")
    .select("id")
    .where("email", "=", email)
    .executeTakeFirst();
  return row?.id;
}

/** A person registered with a password, email and phone; verified unless told otherwise. */
async function registered(email: string, verify = true): Promise<string> {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v1/auth/register/user/",
    payload: {
      phone: uniquePhone(),
      email,
      password: "secret123",
      first_name: "Nodira",
      last_name: "Karimova",
    },
  });
  expect(response.statusCode).toBe(201);
  const { user_id } = json<{ user_id: string }>(response);
  if (verify) {
    const code = t.app.services.sms.lastCode(user_id)?.code ?? "";
    const verified = await t.app.inject({
      method: "POST",
      url: "/api/v1/auth/otp/verify/",
      payload: { user_id, code },
    });
    expect(verified.statusCode).toBe(200);
  }
  return user_id;
}

describe("listSocialProviders", () => {
  it("lists the configured providers in order, then the sandbox's own", async () => {
    // The client adds the interface language to every GET.
    const response = await t.app.inject({ method: "GET", url: "/api/v1/auth/social/?lang=fa" });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { id: "google", name: "Google" },
      { id: "local", name: "Bozor test ID" },
    ]);
  });
});

describe("startSocialSignIn", () => {
  it("answers the provider's authorization address with PKCE, state and nonce", async () => {
    const url = new URL(await startedAt({ provider: "local", next: "/favorites" }));
    expect(`${url.origin}${url.pathname}`).toBe(`${base}/oidc/auth`);
    const query = url.searchParams;
    expect(query.get("response_type")).toBe("code");
    expect(query.get("redirect_uri")).toBe(`${base}/auth/callback`);
    expect(query.get("code_challenge_method")).toBe("S256");
    expect(query.get("code_challenge")).toMatch(/^[\w-]{43}$/);
    expect(query.get("state")).toMatch(/^[\w-]{20,}$/);
    expect(query.get("nonce")).toMatch(/^[\w-]{20,}$/);
    expect(query.get("scope")?.split(" ")).toContain("openid");
    // The verifier stays on the server.
    const row = await t.app.services.db
      .selectFrom("social_sign_in_starts")
      .selectAll()
      .where("state", "=", query.get("state") ?? "")
      .executeTakeFirstOrThrow();
    expect(row.code_verifier).not.toBe(query.get("code_challenge"));
    expect(row.next).toBe("/favorites");
  });

  it("answers provider_required without a provider and provider_not_supported for others", async () => {
    for (const payload of [{}, { provider: "" }]) {
      const response = await start(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: "provider_required" });
    }
    for (const provider of ["facebook", "LOCAL", "x".repeat(40)]) {
      const response = await start({ provider });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: "provider_not_supported" });
    }
    const count = await t.app.services.db
      .selectFrom("social_sign_in_starts")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("provider", "not in", ["local"])
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });
});

describe("completeSocialSignIn", () => {
  it("registers a new person from the provider's verified email", async () => {
    const email = freshEmail();
    const answer = await providerAnswer(email, true, { next: "/favorites", lang: "fa" });
    const response = await complete({ ...answer });
    expect(response.statusCode, response.body).toBe(200);
    const signedIn = json<SocialSignIn>(response);
    expect(signedIn.created).toBe(true);
    expect(signedIn.next).toBe("/favorites");
    const profile = await profileOf(signedIn);
    expect(profile).toMatchObject({
      email,
      phone: null,
      role: "user",
      lang: "fa",
      is_verified: true,
      // The provider vouched for the email: it is confirmed, as a code sent to it would.
      email_verified: true,
      has_password: false,
    });
    // The first word of the email names them until they say otherwise.
    expect(profile.first_name).toBe("social");
    // No password opens it, and it is refused as any wrong password is.
    const byPassword = await login(t.app, email, "anything");
    expect(byPassword.statusCode).toBe(400);
    expect(byPassword.json()).toEqual({ detail: "invalid_credentials" });

    const again = await signIn(email);
    expect(again.created).toBe(false);
    expect(again.next).toBeNull();
    expect((await profileOf(again)).id).toBe(profile.id);
  });

  it("signs a known verified email in to its existing account and remembers the subject", async () => {
    const signedIn = await signIn("user@demo.uz");
    expect(signedIn.created).toBe(false);
    const profile = await profileOf(signedIn);
    expect(profile.id).toBe(await userIdOf("user@demo.uz"));
    expect(profile.has_password).toBe(true);
    // The seed confirms the demo's own addresses, which is what lets the provider link.
    expect(profile.email_verified).toBe(true);
    const link = await t.app.services.db
      .selectFrom("social_identities")
      .selectAll()
      .where("user_id", "=", profile.id)
      .execute();
    expect(link.map((row) => [row.provider, row.subject])).toEqual([["local", "user@demo.uz"]]);
  });

  it("answers token_invalid for an unknown, spent or expired state", async () => {
    const unknown = await complete({ state: "no-such-state", code: "abc" });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ detail: "token_invalid" });

    const answer = await providerAnswer(freshEmail());
    expect((await complete({ ...answer })).statusCode).toBe(200);
    const replay = await complete({ ...answer });
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ detail: "token_invalid" });

    const late = await providerAnswer(freshEmail());
    await t.app.services.db
      .updateTable("social_sign_in_starts")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("state", "=", late.state)
      .execute();
    const expired = await complete({ ...late });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toEqual({ detail: "token_invalid" });
  });

  it("answers token_invalid for a code the provider refuses, and the state is spent", async () => {
    const email = freshEmail();
    const answer = await providerAnswer(email);
    const refused = await complete({ ...answer, code: "not-the-code" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: "token_invalid" });
    const retried = await complete({ ...answer });
    expect(retried.json()).toEqual({ detail: "token_invalid" });
    expect(await userIdOf(email)).toBeUndefined();
  });

  it("answers token_invalid when the ID token's nonce or the issuer is not the expected one", async () => {
    const email = freshEmail();
    const forged = await providerAnswer(email);
    await t.app.services.db
      .updateTable("social_sign_in_starts")
      .set({ nonce: "another-nonce-entirely" })
      .where("state", "=", forged.state)
      .execute();
    const badNonce = await complete({ ...forged });
    expect(badNonce.statusCode).toBe(400);
    expect(badNonce.json()).toEqual({ detail: "token_invalid" });

    const mixedUp = await providerAnswer(email);
    expect(mixedUp.iss).toBe(`${base}/oidc`);
    const badIssuer = await complete({ ...mixedUp, iss: "https://id.example.com" });
    expect(badIssuer.statusCode).toBe(400);
    expect(badIssuer.json()).toEqual({ detail: "token_invalid" });
    expect(await userIdOf(email)).toBeUndefined();
  });

  it("answers token_invalid for malformed input", async () => {
    for (const payload of [{}, { state: "", code: "x" }, { state: "x", code: "y".repeat(3000) }]) {
      const response = await complete(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ detail: "token_invalid" });
    }
  });

  it("refuses an email the provider has not verified, and registers nobody", async () => {
    const email = freshEmail();
    const answer = await providerAnswer(email, false);
    const response = await complete({ ...answer });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: "email_not_verified" });
    expect(await userIdOf(email)).toBeUndefined();
    // Not even for an existing account with that email.
    const refused = await complete({ ...(await providerAnswer("user@demo.uz", false)) });
    expect(refused.json()).toEqual({ detail: "email_not_verified" });
  });

  it("refuses a deactivated account, known by email or by subject, and links nothing", async () => {
    const byEmail = freshEmail();
    const id = await registered(byEmail);
    await t.app.services.db
      .updateTable("users")
      .set({ is_active: false })
      .where("id", "=", id)
      .execute();
    const refused = await complete({ ...(await providerAnswer(byEmail)) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: "user_not_active" });
    const links = await t.app.services.db
      .selectFrom("social_identities")
      .select("subject")
      .where("user_id", "=", id)
      .execute();
    expect(links).toEqual([]);

    const bySubject = freshEmail();
    const made = await profileOf(await signIn(bySubject));
    await t.app.services.db
      .updateTable("users")
      .set({ is_active: false })
      .where("id", "=", made.id)
      .execute();
    const again = await complete({ ...(await providerAnswer(bySubject)) });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toEqual({ detail: "user_not_active" });
  });

  it("refuses an email whose account never confirmed its registration", async () => {
    const email = freshEmail();
    const id = await registered(email, false);
    const refused = await complete({ ...(await providerAnswer(email)) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: "user_not_verified" });
    const user = await t.app.services.db
      .selectFrom("users")
      .select("is_verified")
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(user.is_verified).toBe(false);
  });

  it("refuses an account whose email was never confirmed, linking and registering nothing", async () => {
    // Someone registers (and confirms, with their own phone) under another person's email…
    const email = freshEmail();
    const id = await registered(email);
    const before = await t.app.services.db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", email)
      .execute();
    expect(before).toHaveLength(1);
    expect(before[0]?.email_verified).toBe(false);
    // …and the email's owner then signs in with a provider that vouches for it.
    const refused = await complete({ ...(await providerAnswer(email)) });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ detail: "email_not_confirmed" });
    expect(await linksOf(id)).toEqual([]);
    const subjects = await t.app.services.db
      .selectFrom("social_identities")
      .select("user_id")
      .where("subject", "=", email)
      .execute();
    expect(subjects).toEqual([]);
    const after = await t.app.services.db
      .selectFrom("users")
      .selectAll()
      .where("email", "=", email)
      .execute();
    expect(after).toEqual(before);
  });

  it("signs in to that account once its owner has confirmed the email with the code sent to it", async () => {
    const email = freshEmail();
    const id = await registered(email);
    const tokens = json<Tokens>(await login(t.app, email, "secret123"));
    const requested = await t.app.inject({
      method: "POST",
      url: "/api/v1/profile/contact/",
      headers: bearer(tokens),
      payload: { email },
    });
    expect(requested.statusCode, requested.body).toBe(200);
    // Before the code comes back nothing is confirmed.
    const early = await complete({ ...(await providerAnswer(email)) });
    expect(early.json()).toEqual({ detail: "email_not_confirmed" });
    const code = t.app.services.email.lastCode(id)?.code ?? "";
    const confirmed = await t.app.inject({
      method: "POST",
      url: "/api/v1/profile/contact/verify/",
      headers: bearer(tokens),
      payload: { code },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    const signedIn = await signIn(email);
    expect(signedIn.created).toBe(false);
    const profile = await profileOf(signedIn);
    expect(profile).toMatchObject({ id, email_verified: true, has_password: true });
    expect(await linksOf(id)).toEqual([["local", email]]);
  });

  it("keeps only a path of this site as next", async () => {
    for (const next of ["https://evil.example/", "//evil.example", "/\\evil.example", "profile"]) {
      const answer = await providerAnswer(freshEmail(), true, { next });
      expect(json<SocialSignIn>(await complete({ ...answer })).next).toBeNull();
    }
  });

  it("lets the person cancel at the provider, which answers access_denied", async () => {
    const url = await startedAt();
    const back = await throughProvider(url, { cancel: true });
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("code")).toBeNull();
  });

  it("writes no code, state or token to the log", async () => {
    const before = logLines.length;
    const answer = await providerAnswer(freshEmail());
    const signedIn = json<SocialSignIn>(await complete({ ...answer }));
    const written = logLines.slice(before).join("\n");
    expect(written).toContain("/api/v1/auth/social/callback/");
    for (const secret of [answer.code, answer.state, signedIn.access, signedIn.refresh]) {
      expect(secret.length).toBeGreaterThan(10);
      expect(written).not.toContain(secret);
    }
  });
});

describe("the provider's sign-in form", () => {
  it("asks again for an address that is not one", async () => {
    const browser = new Browser();
    const formUrl = await browser.redirected(await startedAt());
    const response = await browser.request(formUrl, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ email: "not an email", action: "sign-in" }).toString(),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(await response.text()).toContain('aria-invalid="true"');
  });

  it("says an interaction it does not know has expired", async () => {
    const response = await fetch(`${base}/oidc/interaction/no-such-interaction`);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("expired");
  });
});

describe("configuration", () => {
  it("reads OIDC_PROVIDERS and each provider's variables", () => {
    expect(
      oidcProvidersOf({
        OIDC_PROVIDERS: "google, one-id",
        OIDC_GOOGLE_ISSUER: "https://accounts.google.com",
        OIDC_GOOGLE_CLIENT_ID: "id-1",
        OIDC_GOOGLE_CLIENT_SECRET: "secret-1",
        OIDC_GOOGLE_NAME: "Google",
        OIDC_ONE_ID_ISSUER: "https://oneid-bridge.example.uz/realms/bozor",
        OIDC_ONE_ID_CLIENT_ID: "id-2",
        OIDC_ONE_ID_CLIENT_SECRET: "secret-2",
      }),
    ).toEqual([
      {
        id: "google",
        name: "Google",
        issuer: "https://accounts.google.com",
        clientId: "id-1",
        clientSecret: "secret-1",
      },
      {
        id: "one-id",
        name: "one-id",
        issuer: "https://oneid-bridge.example.uz/realms/bozor",
        clientId: "id-2",
        clientSecret: "secret-2",
      },
    ]);
    expect(oidcProvidersOf({})).toEqual([]);
  });

  it("refuses to start with a provider half configured, on plain HTTP or named local", () => {
    expect(() => oidcProvidersOf({ OIDC_PROVIDERS: "google" })).toThrow(/OIDC_GOOGLE_ISSUER/);
    const google = {
      OIDC_PROVIDERS: "google",
      OIDC_GOOGLE_ISSUER: "http://accounts.google.com",
      OIDC_GOOGLE_CLIENT_ID: "id",
      OIDC_GOOGLE_CLIENT_SECRET: "secret",
    };
    expect(() => oidcProvidersOf(google)).toThrow(/https/);
    expect(
      oidcProvidersOf({ ...google, OIDC_GOOGLE_ISSUER: "http://127.0.0.1:8081/realms/dev" }),
    ).toHaveLength(1);
    expect(() => oidcProvidersOf({ OIDC_PROVIDERS: "local" })).toThrow(/local/);
    expect(() => oidcProvidersOf({ OIDC_PROVIDERS: "Google" })).toThrow(/lower-case/);
  });

  it("takes PUBLIC_URL, or the address the server listens on", () => {
    expect(loadConfig({}).publicUrl).toBe("http://127.0.0.1:8080");
    expect(loadConfig({ HOST: "0.0.0.0", PORT: "9000" }).publicUrl).toBe("http://127.0.0.1:9000");
    expect(loadConfig({ PUBLIC_URL: "https://bozor.uz/" }).publicUrl).toBe("https://bozor.uz");
    expect(() => loadConfig({ PUBLIC_URL: "bozor.uz" })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ PUBLIC_URL: "ftp://bozor.uz" })).toThrow(/PUBLIC_URL/);
  });
});
