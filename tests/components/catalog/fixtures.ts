import type {
  Business,
  Feedback,
  FeedbackPage,
  FlashSale,
  OfferingCard,
  OfferingDetail,
} from "../../../sdk";

/** Fixtures as the contract shapes them (the SDK validates every answer in these tests). */

export const NOW = new Date("2026-05-01T10:00:00.000Z");

export const OFFERING_ID = "6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b";
export const BUSINESS_ID = "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d";
export const SALE_ID = "9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b";

const region = { code: "tashkent-city", name: "Tashkent" };

export const sale: FlashSale = {
  id: SALE_ID,
  price: { amount: 1_138_500, currency: "UZS" },
  display_price: { amount: 90, currency: "USD" },
  discount_percent: 25,
  starts_at: "2026-05-01T08:00:00.000Z",
  // 1 h 1 min 5 s after NOW.
  ends_at: "2026-05-01T11:01:05.000Z",
  quantity_limit: 50,
  sold: 12,
};

export const card: OfferingCard = {
  id: OFFERING_ID,
  kind: "product",
  title: "Chust knife, handmade",
  image: null,
  price: { amount: 1_518_000, currency: "UZS" },
  display_price: { amount: 120, currency: "USD" },
  business: { id: BUSINESS_ID, name: "Chust Craft", logo: null, region },
  category: { id: "2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e", slug: "crafts", name: "Crafts" },
  rating: { average: 4.5, count: 2, likes: 1 },
  flash_sale: null,
  created_at: "2026-04-20T09:00:00.000Z",
};

export const offering: OfferingDetail = {
  ...card,
  description: "Forged steel, a walnut handle.\nMade in Chust.",
  images: ["3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f", "4d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f8a"],
  business_phone: "998901234567",
  is_favorite: false,
  my_feedback: null,
  feedback_refusal: null,
  related: [],
};

export const onSale: OfferingDetail = { ...offering, flash_sale: sale };

export const business: Business = {
  id: BUSINESS_ID,
  name: "Chust Craft",
  description: "Knives and skullcaps from Chust.",
  status: "accepted",
  oked: { id: "5e6f7a8b-9c0d-4e1f-8a3b-4c5d6e7f8a9b", code: "32.99", name: "Crafts" },
  tax_id: "301234567",
  phone: "998901234567",
  email: "hello@chust.uz",
  region,
  address: "Navoi street 5",
  location: null,
  working_hours: [{ day: 1, opens: "09:00", closes: "18:00" }],
  links: [
    { kind: "telegram", url: "https://t.me/chustcraft" },
    // Stored by mistake or malice: never a link.
    { kind: "website", url: "javascript:alert(1)" },
  ],
  logo: null,
  owner_id: "6f7a8b9c-0d1e-4f2a-9b4c-5d6e7f8a9b0c",
  rating: { average: 4.5, count: 2, likes: 1 },
  offering_count: 1,
  is_favorite: false,
  my_feedback: null,
  feedback_refusal: null,
  created_at: "2026-01-10T09:00:00.000Z",
};

export const MARKUP = "<img src=x onerror=alert(1)>";

export function feedback(overrides: Partial<Feedback> = {}): Feedback {
  return {
    id: "7a8b9c0d-1e2f-4a3b-8c5d-6e7f8a9b0c1d",
    kind: "rating",
    rating: 5,
    comment: "Sharp and beautiful.",
    author: "Aziza K.",
    is_mine: false,
    offering_id: OFFERING_ID,
    business_id: null,
    created_at: "2026-04-25T12:00:00.000Z",
    updated_at: "2026-04-25T12:00:00.000Z",
    ...overrides,
  };
}

export function feedbackPage(items: Feedback[]): FeedbackPage {
  return {
    items,
    total: items.length,
    page: 1,
    page_size: 10,
    summary: { average: 4.5, count: items.length, likes: 0 },
  };
}
