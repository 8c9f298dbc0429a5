/** PostgreSQL's error codes (SQLSTATE) that the domains turn into answers of their own. */

function hasCode(error: unknown, code: string): boolean {
  return (error as { code?: unknown } | null)?.code === code;
}

/** A unique constraint refused the row: it exists already. */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, "23505");
}

/** A foreign key refused the row: what it points at is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasCode(error, "23503");
}

/** The unique constraint or index that refused the row, when it was one. */
export function violatedUnique(error: unknown): string | null {
  if (!isUniqueViolation(error)) return null;
  const constraint = (error as { constraint?: unknown }).constraint;
  return typeof constraint === "string" ? constraint : null;
}
