/** The message ids a source file's literals name (build/message-groups.mjs). */
export function idsInSource(source: string, ids: string[], namespaces: string[]): Set<string>;
