import { type Expression, type SqlBool, sql } from "kysely";
import type { TextQuery } from "../text-query";

/** Texts (`column` is a search_vector) holding every word of the query, in some known form. */
export function textMatches(column: string, textQuery: TextQuery): Expression<SqlBool> {
  if (textQuery.match === null) return sql<SqlBool>`false`;
  return sql<SqlBool>`${sql.ref(column)} @@ ${textQuery.match}::tsquery`;
}

/**
 * Relevance: texts holding the query's words exactly as typed before those that hold only
 * their longer forms or near misses. Null when no word is known as typed (all rank alike).
 */
export function exactMatch(column: string, textQuery: TextQuery): Expression<SqlBool> | null {
  return textQuery.exact === null
    ? null
    : sql<SqlBool>`${sql.ref(column)} @@ ${textQuery.exact}::tsquery`;
}
