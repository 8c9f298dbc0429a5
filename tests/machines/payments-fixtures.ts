import type {
  CardBindingStarted,
  PaymentCard,
  Plan,
  Subscription,
  SubscriptionOverview,
} from "../../sdk";

/** What the payment machines' tests and the pages' tests are answered: as the server would. */

export const CARD_ID = "3f0c6a52-8a4e-4c1b-9d2f-5e6a7b8c9d01";
export const OTHER_CARD_ID = "3f0c6a52-8a4e-4c1b-9d2f-5e6a7b8c9d02";
export const BINDING_ID = "7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d";
export const SUBSCRIPTION_ID = "9b8a7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";

export const card: PaymentCard = {
  id: CARD_ID,
  first4: "8600",
  last4: "0012",
  masked: "8600 **** **** 0012",
  network: "uzcard",
  holder: "AZIZ KARIMOV",
  expiry_month: 12,
  expiry_year: 2030,
  phone: "+998 90 *** ** 12",
  is_default: true,
  expired: false,
  created_at: "2026-11-01T10:00:00.000Z",
};

export const otherCard: PaymentCard = {
  ...card,
  id: OTHER_CARD_ID,
  first4: "9860",
  last4: "0015",
  masked: "9860 **** **** 0015",
  network: "humo",
  holder: "BOBUR RAHIMOV",
  expiry_month: 6,
  expiry_year: 2023,
  is_default: false,
  expired: true,
};

export const started: CardBindingStarted = {
  binding_id: BINDING_ID,
  phone: "+998 90 *** ** 12",
  expires_in: 120,
};

const price = (sum: number, usd: number) => ({
  amount: sum * 100,
  display: { amount: usd, currency: "USD" as const },
});

export const freePlan: Plan = {
  code: "user-free",
  audience: "user",
  name: "Free month",
  description: "Try everything for a month.",
  features: ["Saved searches"],
  free: true,
  prices: { month: price(0, 0) },
  limits: null,
};

export const plusPlan: Plan = {
  code: "user-plus",
  audience: "user",
  name: "Plus",
  description: "For people who shop often.",
  features: ["Saved searches", "Price alerts"],
  free: false,
  prices: { month: price(49_000, 3.87), year: price(490_000, 38.7) },
  limits: null,
};

export const businessPlans: Plan[] = [
  {
    code: "business-start",
    audience: "business",
    name: "Business Start",
    description: "For a shop starting out.",
    features: ["Listings"],
    free: false,
    prices: { month: price(99_000, 7.83), year: price(990_000, 78.3) },
    limits: {
      active_offerings: 10,
      flash_sales_per_month: 2,
      banner_access: false,
      featured: false,
    },
  },
  {
    code: "business-pro",
    audience: "business",
    name: "Business Pro",
    description: "For a growing business.",
    features: ["Listings", "Banners"],
    free: false,
    prices: { month: price(299_000, 23.64), year: price(2_990_000, 236.4) },
    limits: {
      active_offerings: 500,
      flash_sales_per_month: 20,
      banner_access: true,
      featured: true,
    },
  },
  {
    code: "business-max",
    audience: "business",
    name: "Business Max",
    description: "No limits.",
    features: ["Everything"],
    free: false,
    prices: { month: price(599_000, 47.35) },
    limits: {
      active_offerings: null,
      flash_sales_per_month: null,
      banner_access: true,
      featured: true,
    },
  },
];

export const subscription: Subscription = {
  id: SUBSCRIPTION_ID,
  audience: "user",
  plan: plusPlan,
  period: "month",
  status: "active",
  started_at: "2026-11-01T10:00:00.000Z",
  current_period_start: "2026-11-01T10:00:00.000Z",
  current_period_end: "2026-12-01T10:00:00.000Z",
  cancel_at_period_end: false,
  card: { id: CARD_ID, masked: card.masked, network: "uzcard" },
  next_charge: {
    at: "2026-12-01T10:00:00.000Z",
    plan_code: "user-plus",
    period: "month",
    price: plusPlan.prices.month,
  },
  pending_change: null,
  grace_until: null,
};

export const noSubscription: SubscriptionOverview = {
  subscription: null,
  free_plan_used: false,
  limits: null,
  usage: null,
};
