/**
 * The exports' CSV (finance, leads): for spreadsheets (RFC 4180, comma, CRLF) that cannot run anything: a text cell starting
 * with `=`, `+`, `-`, `@`, a tab or a carriage return would be read as a formula (OWASP's CSV
 * injection), so it gets a leading `'`. Whole numbers are exempt: `-250000` is a refund's
 * amount, which a spreadsheet reads as that number, and a `'` would turn it into text.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const WHOLE_NUMBER = /^-?\d+$/;

export function neutralisedCell(value: string | number | null): string {
  if (value === null) return "";
  const text = String(value);
  if (typeof value === "number" && WHOLE_NUMBER.test(text)) return text;
  return FORMULA_START.test(text) ? `'${text}` : text;
}

function quoted(cell: string): string {
  return /[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
}

/** The header row and the rows, with a byte order mark so spreadsheets read UTF-8. */
export function toCsv(header: string[], rows: (string | number | null)[][]): string {
  const lines = [header, ...rows].map((row) =>
    row.map((value) => quoted(neutralisedCell(value))).join(","),
  );
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}
