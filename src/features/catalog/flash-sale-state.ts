import type { FlashSale } from "../../../sdk";

export type SaleState = "upcoming" | "running" | "ended";

/**
 * Where a sale stands at `now`. Search results carry only running sales, but a flash sale's own
 * page answers for one that has not begun or has ended too, so a shared link explains itself.
 */
export function saleState(sale: Pick<FlashSale, "starts_at" | "ends_at">, now: number): SaleState {
  if (now < Date.parse(sale.starts_at)) return "upcoming";
  return now < Date.parse(sale.ends_at) ? "running" : "ended";
}
