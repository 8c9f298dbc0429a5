import { describe, expect, it } from "vitest";
import type { Notification, NotificationType } from "../../sdk";
import { notificationLink } from "../../src/features/notifications/notification-link";

const ID = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";

function of(type: NotificationType, params: Notification["params"] = {}): Notification {
  return { id: ID, type, params, read: false, created_at: "2026-11-26T10:00:00.000Z" };
}

describe("where a notification leads", () => {
  it("to the offering or business a review or like is about", () => {
    const offering = { target_kind: "offering", target_id: ID };
    expect(notificationLink(of("review_received", { ...offering, offering_kind: "product" }))).toBe(
      `/search/products/${ID}`,
    );
    expect(notificationLink(of("like_received", { ...offering, offering_kind: "service" }))).toBe(
      `/search/service/${ID}`,
    );
    expect(notificationLink(of("like_received", { target_kind: "business", target_id: ID }))).toBe(
      `/search/business/${ID}`,
    );
    expect(notificationLink(of("review_received"))).toBeNull();
  });

  it("to the profile for the account's own matters, nowhere for a message", () => {
    for (const type of [
      "business_verification",
      "email_changed",
      "phone_changed",
      "password_changed",
    ] as const) {
      expect(notificationLink(of(type))).toBe("/profile");
    }
    expect(notificationLink(of("message", { title: "Salom" }))).toBeNull();
  });

  it("to the business's banners for a decision on its request", () => {
    expect(notificationLink(of("banner_decision", { status: "approved" }), "business")).toBe(
      "/my-banners",
    );
  });

  it("to the payments for a renewal, to the reader's own plans for an ended subscription", () => {
    expect(notificationLink(of("payment_succeeded"))).toBe("/payment-cards");
    expect(notificationLink(of("payment_failed"), "business")).toBe("/payment-cards");
    expect(notificationLink(of("subscription_ended"), "user")).toBe("/subscription");
    expect(notificationLink(of("subscription_expired"), "business")).toBe("/business-subscription");
  });
});
