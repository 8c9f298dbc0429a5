import { formatDate } from "../../lib/format/date-time";

/** A period's days (`YYYY-MM-DD`) as the charts' category labels, `dd.mm.yyyy` (SPEC 9). */
export const dayLabels = (days: string[], locale: string) =>
  days.map((day) => formatDate(day, locale));

/** Tiyin as sums: the charts plot UZS, the unit their titles name. */
export const tiyinToSum = (values: number[]) => values.map((value) => value / 100);

/** The largest value of a series and its position, for the summary of a long chart. */
export function peak(values: (number | null)[]): { index: number; value: number } {
  let index = 0;
  let value = Number.NEGATIVE_INFINITY;
  values.forEach((v, i) => {
    if (v != null && v > value) {
      value = v;
      index = i;
    }
  });
  return { index, value: Number.isFinite(value) ? value : 0 };
}
