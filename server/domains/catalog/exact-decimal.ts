/** A decimal as an integer over a power of ten: 12.345 is { units: 12345n, scale: 3 }. */
interface Decimal {
  units: bigint;
  scale: number;
}

const ten = 10n;
const million = 1_000_000n;

const decimalPattern = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]?\d+))?$/i;

/** "12.345", "-0.5", "7", and the "1e-7" String() gives a number near zero. */
function parseDecimal(text: string): Decimal {
  const match = decimalPattern.exec(text);
  if (!match) throw new Error(`not a decimal: ${text}`);
  const [, sign = "", whole = "", fraction = "", exponent = "0"] = match;
  let units = BigInt(`${whole}${fraction}`);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    units *= ten ** BigInt(-scale);
    scale = 0;
  }
  return { units: sign === "-" ? -units : units, scale };
}

function ceilDiv(numerator: bigint, denominator: bigint): bigint {
  // BigInt division truncates toward zero: up for negatives, down for positives.
  const quotient = numerator / denominator;
  return numerator % denominator !== 0n && numerator > 0n ? quotient + 1n : quotient;
}

/**
 * The least integer n with n ≥ (amount / rate) × 10^digits, exactly. The index keeps prices
 * and ratings as integers (micro-dollars, hundredths), so for an integer value v:
 * v ≥ amount / rate ⇔ v ≥ this, and v < amount / rate ⇔ v < this.
 */
export function ceilScaledQuotient(amount: string, rate: string, digits: number): bigint {
  const a = parseDecimal(amount);
  const r = parseDecimal(rate);
  if (r.units <= 0n) throw new Error(`not a positive rate: ${rate}`);
  // (a.units / 10^a.scale) / (r.units / 10^r.scale) × 10^digits
  const numerator = a.units * ten ** BigInt(digits + r.scale);
  const denominator = r.units * ten ** BigInt(a.scale);
  return ceilDiv(numerator, denominator);
}

/** The least integer n with n ≥ value × 10^digits, for a number such as a query's 4.35. */
export function ceilScaled(value: number, digits: number): number {
  // String(4.35) is "4.35": the number as the caller wrote it, not its binary neighbour.
  return Number(ceilScaledQuotient(String(value), "1", digits));
}

/**
 * A dollar price as the index keeps it: whole dollars (exact in a double up to 2^53, beyond
 * any numeric(20, 6)) and the micro-dollars below a dollar; compared in that order.
 */
interface DollarPrice {
  dollars: number;
  micros: number;
}

/**
 * The least dollar amount with six decimals at or above amount / rate, as SQL text: a price
 * (numeric(20, 6)) is ≥ amount / rate exactly when it is ≥ this, and < it exactly when it is
 * < this. PostgreSQL's own division would round the quotient at a scale of its own.
 */
export function dollarBoundText(amount: string, rate: string): string {
  const micros = ceilScaledQuotient(amount, rate, 6);
  const size = micros < 0n ? -micros : micros;
  const fraction = String(size % million).padStart(6, "0");
  return `${micros < 0n ? "-" : ""}${size / million}.${fraction}`;
}

/** The least price in micro-dollars at or above amount / rate (see ceilScaledQuotient). */
export function priceBound(amount: string, rate: string): DollarPrice {
  const micros = ceilScaledQuotient(amount, rate, 6);
  // Floor division, so a negative bound keeps its micro-dollars between 0 and 999,999.
  let dollars = micros / million;
  if (micros % million < 0n) dollars -= 1n;
  return { dollars: Number(dollars), micros: Number(micros - dollars * million) };
}

/**
 * The share of an offering's price a sale leaves, in millionths rounded half up (1,000,000
 * for a free offering): what the discount sort orders by, here and in SQL
 * (repository/offerings.ts), both exactly, so discounts within a millionth sort as equal.
 */
export function shareLeft(salePriceCents: bigint, priceCents: bigint): number {
  if (priceCents <= 0n) return 1_000_000;
  return Number((salePriceCents * 2n * million + priceCents) / (priceCents * 2n));
}
