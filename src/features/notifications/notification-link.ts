import type { Notification, OfferingKind, Role } from "../../../sdk";
import { businessPath, offeringPath } from "../../lib/catalog-paths";

/**
 * Where a notification leads: the offering or business a review or like is about, the profile
 * for what concerns the account (a business's verification, a changed email, phone or
 * password), the payments and cards for a renewal charged or refused, the reader's plans
 * (a business account's are its business's) for a subscription that ended, the business's
 * banners for a decision on its request; a message leads nowhere.
 */
export function notificationLink(
  { type, params }: Notification,
  role: Role | null = null,
): string | null {
  switch (type) {
    case "review_received":
    case "like_received": {
      const id = String(params.target_id ?? "");
      if (!id) return null;
      if (params.target_kind === "business") return businessPath(id);
      const kind: OfferingKind = params.offering_kind === "service" ? "service" : "product";
      return offeringPath({ id, kind });
    }
    case "business_verification":
    case "email_changed":
    case "phone_changed":
    case "password_changed":
      return "/profile";
    case "payment_succeeded":
    case "payment_failed":
      return "/payment-cards";
    case "subscription_expired":
    case "subscription_ended":
      return role === "business" ? "/business-subscription" : "/subscription";
    case "banner_decision":
      return "/my-banners";
    default:
      return null;
  }
}
