import { demoBusiness } from "../demo-data";
import { demoReviewers } from "./people";
import { demoUuid } from "./random";

/** The demo business of demo-data.ts, as the catalog keys it. */
export const demoBusinessKey = "chorsu-fresh";

/**
 * Offerings the demo data always contains, with the role each plays, so tests and links can
 * name them. Keys are `business/item/variant`; the generator adds these before drawing the rest.
 */
export const featuredOfferingKeys = {
  /** "Rishtan ceramic plate, 28 cm": a product whose flash sale is running. */
  productWithLiveFlashSale: "rishton-kulol/ceramic-plate/1",
  /** "iPhone screen replacement, iPhone 13": a public service. */
  service: "fix-master/iphone-screen/1",
  /** Reviewed by several reviewers, with comments. */
  offeringWithFeedback: "chust-usta/pichoq/0",
  /** Rated by user@demo.uz. */
  offeringRatedByDemoUser: "samarqand-non/samarkand-non/0",
  /** Liked by user@demo.uz. */
  offeringLikedByDemoUser: "mobi-center/galaxy-a35/1",
  /** Chorsu Fresh Market's draft and archived offerings: only its owner sees them. */
  draftOffering: `${demoBusinessKey}/tomatoes/1`,
  archivedOffering: `${demoBusinessKey}/mirzachul-melon/0`,
  /** Active, but its business is blocked: never public. */
  offeringOfBlockedBusiness: "super-sklad/redmi-note-13/0",
} as const;

export const offeringId = (key: string) => demoUuid(`offering/${key}`);
export const businessId = (key: string) =>
  key === demoBusinessKey ? demoBusiness.id : demoUuid(`business/${key}`);
export const flashSaleId = (offeringKey: string) => demoUuid(`flash-sale/${offeringKey}`);

const reviewer = demoReviewers[0];
if (!reviewer) throw new Error("demo reviewers missing");

/** Ids and slugs tests can rely on: the same on every seed. */
export const demoCatalogIds = {
  productWithLiveFlashSale: offeringId(featuredOfferingKeys.productWithLiveFlashSale),
  liveFlashSale: flashSaleId(featuredOfferingKeys.productWithLiveFlashSale),
  service: offeringId(featuredOfferingKeys.service),
  offeringWithFeedback: offeringId(featuredOfferingKeys.offeringWithFeedback),
  offeringRatedByDemoUser: offeringId(featuredOfferingKeys.offeringRatedByDemoUser),
  offeringLikedByDemoUser: offeringId(featuredOfferingKeys.offeringLikedByDemoUser),
  draftOffering: offeringId(featuredOfferingKeys.draftOffering),
  archivedOffering: offeringId(featuredOfferingKeys.archivedOffering),
  offeringOfBlockedBusiness: offeringId(featuredOfferingKeys.offeringOfBlockedBusiness),
  /** Rishtan Kulol (Fergana): accepted, with reviews and a live flash sale. */
  businessWithFeedback: businessId("rishton-kulol"),
  /** Oltin Meva (Samarkand): rated by user@demo.uz. */
  businessRatedByDemoUser: businessId("oltin-meva"),
  pendingBusiness: businessId("yangi-dokon"),
  rejectedBusiness: businessId("arzon-telefon"),
  blockedBusiness: businessId("super-sklad"),
  /** dilshod.tursunov@demo.uz, a reviewer (password demo12345). */
  reviewerId: reviewer.id,
  reviewerEmail: reviewer.email,
  categorySlugs: { product: "ceramics", service: "phone-repair", parent: "handicrafts" },
} as const;
