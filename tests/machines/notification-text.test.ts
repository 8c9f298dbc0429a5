import { describe, expect, it } from "vitest";
import { localizedParam, notificationText } from "../../machines/notification-text";
import type { Notification } from "../../sdk";

const review: Pick<Notification, "type" | "params"> = {
  type: "review_received",
  params: {
    target_kind: "offering",
    target_id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b",
    offering_kind: "product",
    target_title: "Ковёр ручной работы",
    target_title_ru: "Ковёр ручной работы",
    target_title_uz: "Qo‘lda to‘qilgan gilam",
    author_name: "Aziza K.",
    rating: 4,
  },
};

describe("notification text", () => {
  it("takes a name in the reader's language, else the one kept without a language", () => {
    expect(localizedParam(review.params, "target_title", "uz")).toBe("Qo‘lda to‘qilgan gilam");
    expect(localizedParam(review.params, "target_title", "fa")).toBe("Ковёр ручной работы");
    expect(localizedParam({}, "target_title", "en")).toBe("");
  });

  it("describes a review by its type's messages, names marked as someone's text", () => {
    expect(notificationText(review, "uz")).toEqual({
      title: { id: "notificationCenter.types.review_received.title" },
      body: {
        id: "notificationCenter.types.review_received.body",
        values: {
          kind: "offering",
          title: { text: "Qo‘lda to‘qilgan gilam" },
          author: { text: "Aziza K." },
          rating: 4,
        },
      },
    });
  });

  it("says a business's verification by its status, in the reader's language", () => {
    const text = notificationText(
      {
        type: "business_verification",
        params: { business_name: "Raqam", business_name_fa: "رقم", status: "accepted" },
      },
      "fa",
    );
    expect(text.body).toMatchObject({
      values: { status: "accepted", business: { text: "رقم" } },
    });
  });

  it("says a decision on a banner request by its status, with the title and the reason", () => {
    const text = notificationText(
      {
        type: "banner_decision",
        params: {
          banner_id: "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b",
          status: "rejected",
          reason: "Rasm xira",
          banner_title: "Керамика",
          banner_title_uz: "Sopol idishlar",
        },
      },
      "uz",
    );
    expect(text).toEqual({
      title: { id: "notificationCenter.types.banner_decision.title" },
      body: {
        id: "notificationCenter.types.banner_decision.body",
        values: {
          status: "rejected",
          banner: { text: "Sopol idishlar" },
          reason: { text: "Rasm xira" },
        },
      },
    });
  });

  it("shows a message as its writer wrote it, without a body when there is none", () => {
    expect(
      notificationText(
        { type: "message", params: { title: "Salom", body: "Xush kelibsiz" } },
        "ru",
      ),
    ).toEqual({ title: { text: "Salom" }, body: { text: "Xush kelibsiz" } });
    expect(notificationText({ type: "message", params: { title: "Salom" } }, "ru")).toEqual({
      title: { text: "Salom" },
    });
  });

  it("says a renewal's amount in sum (it is kept in tiyin), its plan and dates as values", () => {
    expect(
      notificationText(
        {
          type: "payment_succeeded",
          params: {
            payment_id: "5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a",
            plan_name: "Бизнес Про",
            plan_name_en: "Business Pro",
            amount: 29_900_000,
            period_end: "2026-12-26T10:00:00.000Z",
          },
        },
        "en",
      ),
    ).toEqual({
      title: { id: "notificationCenter.types.payment_succeeded.title" },
      body: {
        id: "notificationCenter.types.payment_succeeded.body",
        values: {
          plan: { text: "Business Pro" },
          amount: { money: 299_000, currency: "UZS" },
          until: { date: "2026-12-26T10:00:00.000Z" },
        },
      },
    });
  });

  it("gives a failed renewal's reason as its error's sentence, and names ended plans", () => {
    const failed = notificationText(
      {
        type: "payment_failed",
        params: { plan_name: "Plus", code: "STPIMS-ERR-057", grace_until: "2026-12-03" },
      },
      "uz",
    );
    expect(failed.body).toMatchObject({
      values: { reason: { error: "STPIMS-ERR-057" }, until: { date: "2026-12-03" } },
    });
    for (const type of ["subscription_expired", "subscription_ended"] as const) {
      expect(notificationText({ type, params: { plan_name: "Plus" } }, "fa").body).toEqual({
        id: `notificationCenter.types.${type}.body`,
        values: { plan: { text: "Plus" } },
      });
    }
  });

  it("says a type this client does not know is a notification", () => {
    const unknown = { type: "order_shipped", params: {} } as unknown as Notification;
    expect(notificationText(unknown, "en")).toEqual({
      title: { id: "notificationCenter.types.other.title" },
    });
  });
});
