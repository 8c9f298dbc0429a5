import type { Insertable } from "kysely";
import { demoUsers } from "../demo-data";
import type { FeedbackTable } from "../schema";
import type { CatalogBusiness } from "./build-businesses";
import type { CatalogOffering } from "./build-offerings";
import { featuredOfferingKeys } from "./featured";
import { type DemoReviewer, demoReviewers } from "./people";
import { demoUuid, type Rng, rngFor } from "./random";
import { reviewComments } from "./review-comments";

type FeedbackRow = Insertable<FeedbackTable>;

interface Target {
  key: string;
  offeringId: string | null;
  businessId: string | null;
  since: Date;
}

// Marketplace ratings lean high; the few low ones make the averages believable.
const ratingWeights: Array<[number, number]> = [
  [5, 0.45],
  [4, 0.33],
  [3, 0.12],
  [2, 0.06],
  [1, 0.04],
];

function drawRating(rng: Rng): number {
  let draw = rng.next();
  for (const [rating, weight] of ratingWeights) {
    draw -= weight;
    if (draw < 0) return rating;
  }
  return 5;
}

function moment(target: Target, now: Date, rng: Rng): Date {
  const since = target.since.getTime();
  return new Date(since + rng.next() * (now.getTime() - since));
}

function feedbackRow(
  target: Target,
  author: { id: string; key: string },
  content: { rating: number | null; comment: string | null },
  at: Date,
): FeedbackRow {
  return {
    id: demoUuid(`feedback/${target.key}/${author.key}`),
    user_id: author.id,
    offering_id: target.offeringId,
    business_id: target.businessId,
    kind: content.rating === null ? "like" : "rating",
    rating: content.rating,
    comment: content.comment,
    created_at: at,
    updated_at: at,
  };
}

function reviewsOf(
  target: Target,
  reviewers: DemoReviewer[],
  now: Date,
  commentChance: number,
): FeedbackRow[] {
  return reviewers.map((reviewer) => {
    const rng = rngFor(`feedback/${target.key}/${reviewer.email}`);
    const like = rng.chance(0.2);
    const rating = like ? null : drawRating(rng);
    const comment =
      rating !== null && rng.chance(commentChance)
        ? rng.pick(reviewComments(reviewer.lang, rating))
        : null;
    return feedbackRow(
      target,
      { id: reviewer.id, key: reviewer.email },
      { rating, comment },
      moment(target, now, rng),
    );
  });
}

function demoUserFeedback(
  offerings: CatalogOffering[],
  businesses: CatalogBusiness[],
  now: Date,
): FeedbackRow[] {
  const user = demoUsers.find((u) => u.email === "user@demo.uz");
  if (!user) throw new Error("user@demo.uz missing");
  const author = { id: user.id, key: user.email };
  const offering = (key: string): Target => {
    const found = offerings.find((o) => o.key === key);
    if (!found) throw new Error(`featured offering ${key} missing`);
    return { key, offeringId: found.id, businessId: null, since: found.createdAt };
  };
  const business = businesses.find((b) => b.key === "oltin-meva");
  if (!business) throw new Error("oltin-meva missing");
  const rng = rngFor("feedback/user@demo.uz");
  const rated = offering(featuredOfferingKeys.offeringRatedByDemoUser);
  const liked = offering(featuredOfferingKeys.offeringLikedByDemoUser);
  const shop: Target = {
    key: "oltin-meva",
    offeringId: null,
    businessId: business.id,
    since: business.createdAt,
  };
  return [
    feedbackRow(
      rated,
      author,
      { rating: 5, comment: "Лепёшки ещё тёплые, как из тандыра у бабушки. Берём каждую неделю." },
      moment(rated, now, rng),
    ),
    feedbackRow(liked, author, { rating: null, comment: null }, moment(liked, now, rng)),
    feedbackRow(
      shop,
      author,
      { rating: 4, comment: "Курага и орехи отличные, но в субботу большая очередь." },
      moment(shop, now, rng),
    ),
  ];
}

/**
 * Reviews and likes from the demo reviewers on about half of the public offerings and on every
 * accepted business, plus user@demo.uz's own few (featured.ts), which no draw repeats.
 */
export function buildFeedback(
  now: Date,
  offerings: CatalogOffering[],
  businesses: CatalogBusiness[],
): FeedbackRow[] {
  const rows = demoUserFeedback(offerings, businesses, now);
  for (const offering of offerings) {
    if (!offering.public) continue;
    const rng = rngFor(`feedback/${offering.key}`);
    const target: Target = {
      key: offering.key,
      offeringId: offering.id,
      businessId: null,
      since: offering.createdAt,
    };
    if (offering.key === featuredOfferingKeys.offeringWithFeedback) {
      rows.push(...reviewsOf(target, rng.sample(demoReviewers, 6), now, 1));
    } else if (rng.chance(0.5)) {
      rows.push(...reviewsOf(target, rng.sample(demoReviewers, rng.int(1, 5)), now, 0.6));
    }
  }
  for (const business of businesses) {
    if (!business.public) continue;
    const rng = rngFor(`feedback/${business.key}`);
    const target: Target = {
      key: business.key,
      offeringId: null,
      businessId: business.id,
      since: business.createdAt,
    };
    rows.push(...reviewsOf(target, rng.sample(demoReviewers, rng.int(2, 6)), now, 0.7));
  }
  return rows;
}
