import { ApiError } from "../../errors";

export interface SaleWindow {
  startsAt: Date;
  endsAt: Date;
}

/**
 * A sale's dates as the owner sent them: it starts before it ends (`sale_dates_invalid`) and
 * ends after `now` (`sale_ends_in_past`). A sale may start in the past: it runs from now.
 */
export function saleWindow(startsAt: string, endsAt: string, now: number): SaleWindow {
  const window = { startsAt: new Date(startsAt), endsAt: new Date(endsAt) };
  const start = window.startsAt.getTime();
  const end = window.endsAt.getTime();
  if (Number.isNaN(start) || Number.isNaN(end) || start >= end) {
    throw new ApiError(400, "sale_dates_invalid");
  }
  if (end <= now) throw new ApiError(400, "sale_ends_in_past");
  return window;
}
