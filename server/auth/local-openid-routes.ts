import type { IncomingMessage, RequestListener } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import { errorPage, pageSecurityPolicy, signInPage } from "./local-openid-pages";
import {
  createLocalOpenIdProvider,
  interactionPath,
  type LocalOpenIdClient,
  type LocalOpenIdProvider,
  localAccountId,
  localMountPath,
} from "./local-openid-provider";

interface LocalOpenIdOptions {
  client: LocalOpenIdClient;
  publicUrl: string;
  behindProxy: boolean;
}

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function field(body: unknown, name: string): string {
  const value = typeof body === "object" && body !== null ? Reflect.get(body, name) : undefined;
  return typeof value === "string" ? value : "";
}

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .code(status)
    .type("text/html; charset=utf-8")
    .header("Cache-Control", "no-store")
    .header("Content-Security-Policy", pageSecurityPolicy)
    .send(html);
}

/**
 * Mounts the sandbox's OpenID provider at `/oidc` (local-openid-provider.ts): its own routes
 * (discovery, authorization, token, keys) as the library answers them, and its sign-in page.
 * Register only with the sandbox on: without it, none of this exists.
 */
export async function registerLocalOpenIdProvider(
  app: FastifyInstance,
  { client, publicUrl, behindProxy }: LocalOpenIdOptions,
): Promise<void> {
  // Built at its first request: loading the library costs a moment, and most runs never use it.
  let loading: Promise<LocalOpenIdProvider & { handle: RequestListener }> | null = null;
  const local = () => {
    loading ??= createLocalOpenIdProvider(client, publicUrl, behindProxy).then((local) => ({
      ...local,
      handle: local.provider.callback(),
    }));
    return loading;
  };
  const expired = (reply: FastifyReply) =>
    sendPage(
      reply,
      400,
      errorPage(
        client.name,
        "This sign-in has expired or was already finished. Go back to Bozor and start again.",
        `${publicUrl}/?action=login`,
      ),
    );

  // The library reads its requests itself, bodies included: nothing here may parse them.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    scope.all(`${localMountPath}/*`, async (request, reply) => {
      const { handle } = await local();
      const raw = request.raw as IncomingMessage & { originalUrl?: string };
      reply.hijack();
      // As a mounted app sees it: its own path, and where it is mounted (for its URLs).
      raw.originalUrl = raw.url;
      raw.url = (raw.url ?? "").slice(localMountPath.length) || "/";
      handle(raw, reply.raw);
    });
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const interaction = async (request: { raw: IncomingMessage }, reply: FastifyReply) => {
      const { provider, isExpiredInteraction } = await local();
      try {
        return await provider.interactionDetails(request.raw, reply.raw);
      } catch (error) {
        if (isExpiredInteraction(error)) return null;
        throw error;
      }
    };

    scope.get<{ Params: { uid: string } }>(
      `${localMountPath}/interaction/:uid`,
      async (request, reply) => {
        const details = await interaction(request, reply);
        if (details?.uid !== request.params.uid) return expired(reply);
        return sendPage(
          reply,
          200,
          signInPage({ providerName: client.name, action: interactionPath(details.uid) }),
        );
      },
    );

    scope.post<{ Params: { uid: string } }>(
      `${localMountPath}/interaction/:uid`,
      async (request, reply) => {
        const details = await interaction(request, reply);
        if (details?.uid !== request.params.uid) return expired(reply);
        const { provider } = await local();
        if (field(request.body, "action") === "cancel") {
          const returnTo = await provider.interactionResult(
            request.raw,
            reply.raw,
            { error: "access_denied", error_description: "The person cancelled signing in." },
            { mergeWithLastSubmission: false },
          );
          return reply.redirect(returnTo, 303);
        }
        const email = field(request.body, "email").trim();
        if (email.length > 254 || !emailPattern.test(email)) {
          return sendPage(
            reply,
            400,
            signInPage({
              providerName: client.name,
              action: interactionPath(details.uid),
              email,
              invalid: true,
            }),
          );
        }
        const accountId = localAccountId(email, field(request.body, "verified") === "yes");
        const returnTo = await provider.interactionResult(
          request.raw,
          reply.raw,
          { login: { accountId } },
          { mergeWithLastSubmission: false },
        );
        return reply.redirect(returnTo, 303);
      },
    );
  });
}
