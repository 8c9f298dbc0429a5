import type { OneTimeCodes } from "./auth/one-time-code";
import type { OtpService } from "./auth/otp";
import type { EmailSender } from "./auth/sandbox-email";
import type { SmsSender } from "./auth/sandbox-sms";
import type { TokenService } from "./auth/token-service";
import type { ServerConfig } from "./config";
import type { Db } from "./db/database";
import type { LiveOfferingIndex } from "./domains/catalog/offering-index/live-offering-index";
import type { Renewals } from "./domains/payments/renewals";
import type { PaymentServices } from "./domains/payments/services";
import type { Hub } from "./realtime/hub";
import type { Live } from "./realtime/live";
import type { BannerCounter } from "./shared/banner-counts";
import type { CatalogCache } from "./shared/catalog-cache";
import type { Notifier } from "./shared/notifier";
import type { SearchCounter } from "./shared/search-counter";

declare module "fastify" {
  interface FastifyInstance {
    /** The app's services, for features beyond the contract's routes (and for tests). */
    services: AppContext;
  }
}

/** What every domain's handlers are built from. */
export interface AppContext {
  config: ServerConfig;
  db: Db;
  tokens: TokenService;
  otp: OtpService;
  /** Codes for other purposes than registration (a change of email or phone). */
  codes: OneTimeCodes;
  sms: SmsSender;
  email: EmailSender;
  /** The sockets this instance holds. */
  hub: Hub;
  /** Tells every instance what their sockets must hear (server/realtime/live.ts). */
  live: Live;
  /** Stores a person's notifications and pushes them live (server/shared/notifier.ts). */
  notifier: Notifier;
  /** Catalog answers under the catalog version: shared by every domain that shows cards. */
  catalog: CatalogCache;
  /** The public offerings in memory, at the catalog's version: what offering searches read. */
  offeringIndex: LiveOfferingIndex;
  /** The card processor, the card-token key and the clock payments read. */
  payments: PaymentServices;
  /** The renewal job: a pass charges what is due (server/domains/payments/renewals.ts). */
  renewals: Renewals;
  /** Searches a day for the dashboard, counted in memory and written every few seconds. */
  searchCounts: SearchCounter;
  /** Banners' impressions and clicks, counted in memory and written every few seconds. */
  bannerCounts: BannerCounter;
}

/**
 * A path's `{id}`, which the contract has already checked is a UUID, in lower case: ids are
 * keys of caches and maps as well as of the database, where case does not matter.
 */
export function idParam(params: { id: string }): string {
  return params.id.toLowerCase();
}
