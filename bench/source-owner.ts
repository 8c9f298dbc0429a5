/**
 * Who a module of the client bundle belongs to, from its path as the source map names it:
 * its npm package, or the part of the repository it lives in (src/features/<feature>,
 * src/<folder>, machines, sdk, locales).
 */
export function ownerOf(source: string): string {
  // "(esbuild runtime)" and such: not a path.
  if (source.startsWith("(")) return source;
  // Modules that build plugins make up name their plugin's namespace (build/*-plugin.mjs).
  const [, namespace, rest] = /^([a-z-]+):(.*)$/.exec(source) ?? [];
  if (namespace === "message-group") return "locales";
  if (namespace === "unchecked-answers") return "sdk";
  const path = repositoryPath(rest ?? source);
  const packageAt = path.lastIndexOf("node_modules/");
  if (packageAt >= 0) {
    const [scope, name] = path.slice(packageAt + "node_modules/".length).split("/");
    return scope?.startsWith("@") && name ? `${scope}/${name}` : (scope ?? path);
  }
  const [top, second, third] = path.split("/");
  if (top === "src" && second === "features" && third) return `src/features/${third}`;
  // src/app, src/components, ...; src/main.tsx stays a file of its own.
  if (top === "src" && second) return `src/${second}`;
  return top ?? path;
}

/**
 * A source map's source relative to the repository: the maps sit as deep below it as the
 * chunks did (dist/<dir>/assets/), so their sources start with "../../../".
 */
export function repositoryPath(source: string): string {
  return source.replace(/^(\.\.\/)+/, "").replace(/^\.\//, "");
}
