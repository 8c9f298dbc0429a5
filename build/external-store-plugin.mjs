// React 19's own useSyncExternalStore instead of the pre-18 shims (an esbuild plugin).

/**
 * @xstate/react and wouter import the `use-sync-external-store` shims, which carry a fallback for React
 * before 18. React 19 has `useSyncExternalStore` itself: resolve the shim to React and the
 * selector shim to the package's non-shim build, which calls React's.
 */
export const builtInExternalStore = {
  name: "built-in-external-store",
  setup(build) {
    build.onResolve(
      { filter: /^use-sync-external-store\/shim(\/index|\/with-selector)?(\.js)?$/ },
      (args) =>
        build.resolve(
          args.path.includes("with-selector") ? "use-sync-external-store/with-selector" : "react",
          { kind: args.kind, resolveDir: args.resolveDir, importer: args.importer },
        ),
    );
  },
};
