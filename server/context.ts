import type { OtpService } from "./auth/otp";
import type { SmsSender } from "./auth/sandbox-sms";
import type { TokenService } from "./auth/token-service";
import type { ServerConfig } from "./config";
import type { Db } from "./db/database";
import type { LiveOfferingIndex } from "./domains/catalog/offering-index/live-offering-index";
import type { Hub } from "./realtime/hub";
import type { CatalogCache } from "./shared/catalog-cache";

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
  sms: SmsSender;
  hub: Hub;
  /** Catalog answers under the catalog version: shared by every domain that shows cards. */
  catalog: CatalogCache;
  /** The public offerings in memory, at the catalog's version: what offering searches read. */
  offeringIndex: LiveOfferingIndex;
}

/**
 * A path's `{id}`, which the contract has already checked is a UUID, in lower case: ids are
 * keys of caches and maps as well as of the database, where case does not matter.
 */
export function idParam(params: { id: string }): string {
  return params.id.toLowerCase();
}
