import type { RatingSummary } from "../../sdk/types.gen";

/** The summary columns feedback writes keep on offerings and businesses. */
export interface RatingColumns {
  /** numeric(3, 2), as the drivers answer it: a string. */
  rating_average: string;
  rating_count: number;
  like_count: number;
}

export function toRatingSummary(row: RatingColumns): RatingSummary {
  return {
    average: Number(row.rating_average),
    count: row.rating_count,
    likes: row.like_count,
  };
}
