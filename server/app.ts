import Fastify, { type FastifyInstance } from "fastify";
import openapiGlue from "fastify-openapi-glue";
import { registerAddressLimits } from "./address-limits";
import { localOpenIdClient } from "./auth/local-openid-provider";
import { registerLocalOpenIdProvider } from "./auth/local-openid-routes";
import { createOneTimeCodes } from "./auth/one-time-code";
import { createOtpService } from "./auth/otp";
import { createSandboxEmail } from "./auth/sandbox-email";
import { createSandboxSms } from "./auth/sandbox-sms";
import { loadSigningSecret } from "./auth/secret";
import { createTokenService } from "./auth/token-service";
import { answerClientError } from "./client-errors";
import { registerCompression } from "./compression";
import { assertSafeConfig, type ServerConfig } from "./config";
import type { AppContext } from "./context";
import { loadContract } from "./contract";
import { broadcastOf } from "./db/broadcast";
import { openDatabase } from "./db/database";
import { migrate } from "./db/migrate";
import { seedIfEmpty, seedReferenceIfEmpty } from "./db/seed";
import { auditHandlers } from "./domains/admin/audit-handlers";
import { companiesHandlers } from "./domains/admin/companies-handlers";
import { dashboardHandlers } from "./domains/admin/dashboard-handlers";
import { financeHandlers } from "./domains/admin/finance-handlers";
import { adminUsersHandlers } from "./domains/admin/users-handlers";
import { authHandlers } from "./domains/auth/handlers";
import { socialSignInHandlers } from "./domains/auth/social-handlers";
import { createSocialProviders } from "./domains/auth/social-providers";
import { bannersHandlers } from "./domains/banners/handlers";
import { blogHandlers } from "./domains/blog/handlers";
import { businessHandlers } from "./domains/business/handlers";
import { catalogHandlers } from "./domains/catalog/handlers";
import { LiveOfferingIndex } from "./domains/catalog/offering-index/live-offering-index";
import { categoriesAdminHandlers } from "./domains/categories/handlers";
import { devHandlers } from "./domains/dev/handlers";
import { withoutSandbox } from "./domains/dev/sandbox-contract";
import { favoritesHandlers } from "./domains/favorites/handlers";
import { feedbackHandlers } from "./domains/feedback/handlers";
import { formsHandlers } from "./domains/forms/handlers";
import { healthHandlers } from "./domains/health/handlers";
import { registerQuietProbes } from "./domains/health/quiet-probes";
import { iconsHandlers } from "./domains/icons/handlers";
import { leadsHandlers } from "./domains/leads/handlers";
import { listingsHandlers } from "./domains/listings/handlers";
import { myBusinessHandlers } from "./domains/my-business/handlers";
import { notificationsHandlers } from "./domains/notifications/handlers";
import { pagesHandlers } from "./domains/pages/handlers";
import { paymentsHandlers } from "./domains/payments/handlers";
import { createRenewals } from "./domains/payments/renewals";
import { scheduleRenewals } from "./domains/payments/schedule";
import type { PaymentServices } from "./domains/payments/services";
import { contactChangeHandlers } from "./domains/profile/contact-change-handlers";
import { profileHandlers } from "./domains/profile/handlers";
import { referenceHandlers } from "./domains/reference/handlers";
import { searchSynonymsHandlers } from "./domains/search-synonyms/handlers";
import { supportHandlers } from "./domains/support/handlers";
import { translationsHandlers } from "./domains/translations/handlers";
import { ApiError, installErrorHandler, sendError } from "./errors";
import { registerLifecycle } from "./lifecycle";
import { type LogStream, loggerOptions, pathOnly } from "./logging";
import type { OperationHandlers } from "./operations";
import { loadCardSecrets } from "./payments/card-secrets";
import { createPaymentProvider, type PaymentProvider } from "./payments/provider/index";
import { createHub } from "./realtime/hub";
import { createLive } from "./realtime/live";
import { registerSocketServer, registerUserSocket } from "./realtime/user-socket";
import { contractPathMatchers, operationResolver, unroutedAnswer } from "./routes";
import { registerSecurityHeaders } from "./security-headers";
import { createBannerCounter } from "./shared/banner-counts";
import { CatalogCache } from "./shared/catalog-cache";
import { createNotifier } from "./shared/notifier";
import { createSearchCounter } from "./shared/search-counter";
import { isApiPath, registerStatic } from "./static";
import { installValidator } from "./validation";

export const apiPrefix = "/api";

const IMAGE_TYPES = ["image/png", "image/jpeg", "image/webp", "image/gif", "image/svg+xml"];

// The largest avatar (2 MiB) as base64 is ~2.8 MB; the rest is headroom for the JSON around it.
const bodyLimit = Math.floor(3.5 * 1024 * 1024);

export interface BuildOptions {
  /** Where pino writes; tests capture it. */
  logStream?: LogStream;
  /**
   * The card processor instead of the one configured: tests give instances one shared sandbox,
   * as real instances share one processor, and count its charges.
   */
  paymentProvider?: PaymentProvider;
  /** The clock payments read (renewals, expiries): tests move it. */
  now?: () => Date;
}

export async function buildServer(
  config: ServerConfig,
  options: BuildOptions = {},
): Promise<FastifyInstance> {
  assertSafeConfig(config);
  // Without the sandbox its operations are not routed: their paths are unknown paths.
  const contract = config.sandbox ? loadContract() : withoutSandbox(loadContract());
  const knownPaths = contractPathMatchers(contract, apiPrefix);
  const unrouted = (request: { method: string; url: string }) =>
    unroutedAnswer(contract, knownPaths, request.method, pathOnly(request.url));
  const app = Fastify({
    logger: loggerOptions(config.logLevel, options.logStream),
    bodyLimit,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    clientErrorHandler: answerClientError,
    // A shutdown closes the idle keep-alive connections at once and lets requests in flight
    // finish (server/main.ts cuts them after SHUTDOWN_TIMEOUT). A request that still arrives on
    // an open connection meanwhile is answered as usual, with `Connection: close`, rather than
    // Fastify's 503 in a body of its own: readiness answers `not_ready` instead.
    forceCloseConnections: "idle",
    return503OnClosing: false,
    frameworkErrors: (error, request, reply) => {
      // A path parameter longer than the router takes: the id's own code, as on not-found.
      if (error.code === "FST_ERR_MAX_PARAM_LENGTH") return sendError(reply, ...unrouted(request));
      sendError(reply, 400, "validation_error");
    },
  });
  installValidator(app);
  // Only JSON bodies exist in the contract; anything else is 415, not a string in the handler.
  app.removeContentTypeParser("text/plain");
  // glue takes getImage's response types for request types and warns that nothing parses them.
  // No operation accepts an image body, so such a request gets the same 415 as any non-JSON one.
  app.addContentTypeParser(IMAGE_TYPES, (_request, _payload, done) => {
    done(new ApiError(415, "unsupported_media_type"), undefined);
  });

  const db = await openDatabase(config.database, (message, error) =>
    app.log.warn({ err: error }, message),
  );
  // Live events between instances; handlers are added below, before anything is heard.
  const live = createLive(broadcastOf(db), (message, error) =>
    app.log.error({ err: error }, message),
  );
  const offeringIndex = new LiveOfferingIndex(db, {
    log: (message, error) =>
      error ? app.log.error({ err: error }, message) : app.log.info(message),
  });
  const searchCounts = createSearchCounter(db, {
    onError: (error) => app.log.error({ err: error }, "search counts not written"),
  });
  const bannerCounts = createBannerCounter(db, {
    onError: (error) => app.log.error({ err: error }, "banner counts not written"),
  });
  app.addHook("onClose", async () => {
    await live.close();
    // Its reads first: a build may be under way.
    await offeringIndex.stop();
    // The searches counted since the last write, while the database is still open.
    await searchCounts.close();
    await bannerCounts.close();
    await db.destroy();
  });
  await migrate(db);
  if (config.seedDemoData) {
    if (await seedIfEmpty(db, config.passwordHashing, config.seedDemoCatalog)) {
      app.log.info("demo data seeded");
    }
  } else if (await seedReferenceIfEmpty(db)) {
    // Production: no demo accounts (their password is public), but what the site needs.
    app.log.info("reference data seeded: currencies, activity codes, categories");
  }
  const secret = await loadSigningSecret(db, config.jwtSecret);
  const tokens = createTokenService(db, secret, config);
  // The demo's only way to its codes; a secret in a production log.
  const sms = createSandboxSms(app.log, config.nodeEnv !== "production");
  const email = createSandboxEmail(app.log, config.nodeEnv !== "production");
  const codes = createOneTimeCodes(secret);
  const hub = createHub();
  // What readiness answers: starting, serving, stopping (server/lifecycle.ts).
  const lifecycle = registerLifecycle(app);
  app.addHook("onClose", async () => hub.close());
  const notifier = createNotifier(db, hub, live);
  const payments: PaymentServices = {
    provider: options.paymentProvider ?? createPaymentProvider(config.paymentProvider),
    secrets: await loadCardSecrets(db, config.cardTokenKey),
    now: options.now ?? (() => new Date()),
  };
  const renewals = createRenewals(db, payments, notifier);
  scheduleRenewals(app, db, payments, renewals, config.renewalInterval);
  const ctx: AppContext = {
    config,
    db,
    tokens,
    sms,
    email,
    codes,
    hub,
    live,
    notifier,
    otp: createOtpService(db, sms, codes, config.otpTtl),
    catalog: new CatalogCache(db),
    offeringIndex,
    payments,
    renewals,
    searchCounts,
    bannerCounts,
  };
  // Built in the background: a search that comes before it is done waits for it.
  app.addHook("onReady", async () => {
    void offeringIndex.start();
  });
  // The sandbox's own OpenID provider is listed after the configured ones, and exists only
  // with the sandbox on.
  const localOpenId = config.sandbox ? localOpenIdClient(config.publicUrl) : null;
  const socialProviders = createSocialProviders([
    ...config.oidcProviders,
    ...(localOpenId ? [localOpenId] : []),
  ]);
  // Every operation of the contract, or this does not compile. The sandbox's are routed only
  // when the contract glue is given has them (withoutSandbox above).
  const handlers: OperationHandlers = {
    ...authHandlers(ctx),
    ...socialSignInHandlers(ctx, socialProviders),
    ...profileHandlers(ctx),
    ...contactChangeHandlers(ctx),
    ...referenceHandlers(ctx),
    ...businessHandlers(ctx),
    ...catalogHandlers(ctx),
    ...devHandlers(ctx),
    ...favoritesHandlers(ctx),
    ...feedbackHandlers(ctx),
    ...healthHandlers(ctx, lifecycle),
    ...notificationsHandlers(ctx),
    ...listingsHandlers(ctx),
    ...myBusinessHandlers(ctx),
    ...paymentsHandlers(ctx),
    ...auditHandlers(ctx),
    ...leadsHandlers(ctx),
    ...formsHandlers(ctx),
    ...supportHandlers(ctx),
    ...pagesHandlers(ctx),
    ...categoriesAdminHandlers(ctx),
    ...searchSynonymsHandlers(ctx),
    ...iconsHandlers(ctx),
    ...translationsHandlers(ctx),
    ...bannersHandlers(ctx),
    ...blogHandlers(ctx),
    ...dashboardHandlers(ctx),
    ...financeHandlers(ctx),
    ...adminUsersHandlers(ctx),
    ...companiesHandlers(ctx),
  };

  app.decorate("services", ctx);
  app.decorateRequest("auth", null);
  installErrorHandler(app, contract);
  // Before every route, the SPA's and the 404 answers included.
  registerSecurityHeaders(app);
  await registerCompression(app);
  await registerSocketServer(app);
  await registerAddressLimits(app, {
    limits: config.addressLimits,
    allowList: config.addressLimitAllowList,
    counts: config.redis ? { redis: config.redis } : { db },
  });
  registerQuietProbes(app);
  await app.register(openapiGlue, {
    specification: contract.document,
    operationResolver: operationResolver(contract, handlers, tokens),
    prefix: apiPrefix,
  });
  registerUserSocket(app, tokens, hub, live, ctx.notifier);
  // Every handler is on: from here the instance hears what others tell.
  await live.start();
  if (localOpenId) {
    await registerLocalOpenIdProvider(app, {
      client: localOpenId,
      publicUrl: config.publicUrl,
      behindProxy: config.trustProxy !== false,
    });
  }
  const spa = await registerStatic(
    app,
    config.staticDir,
    config.liveReloadOrigin ? [config.liveReloadOrigin] : [],
  );

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || !spa || !["GET", "HEAD"].includes(request.method)) {
      return sendError(reply, ...unrouted(request));
    }
    return spa.sendShell(request, reply);
  });

  return app;
}
