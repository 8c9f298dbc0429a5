// The layering of the codebase as rules that `npm run lint:deps` (part of `npm test`) checks,
// so the shape described in the README and docs/architecture.md holds by itself. Type-only
// imports count: a type a layer may not know of is a dependency all the same.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment:
        "No import cycles in hand-written code: a cycle hides which module depends on which.",
      severity: "error",
      from: { pathNot: "^sdk/" },
      to: { circular: true, pathNot: "^sdk/" },
    },
    {
      name: "app-is-the-root",
      comment:
        "src/app wires the app together (routes, actors, effects); only the entry imports it. Shared code goes to src/lib or src/components.",
      severity: "error",
      from: { path: "^src/", pathNot: ["^src/app/", "^src/main\\.tsx$"] },
      to: { path: "^src/app/" },
    },
    {
      name: "features-keep-to-themselves",
      comment:
        "A feature imports no other feature: what two features share belongs in src/lib or src/components.",
      severity: "error",
      from: { path: "^src/features/([^/]+)/" },
      to: { path: "^src/features/", pathNot: "^src/features/$1/" },
    },
    {
      name: "shared-code-knows-no-feature",
      comment: "src/lib and src/components serve every feature, so they import none.",
      severity: "error",
      from: { path: "^src/(lib|components)/" },
      to: { path: "^src/features/" },
    },
    {
      name: "lib-has-no-ui",
      comment: "src/lib holds hooks and helpers; shared UI lives in src/components, above it.",
      severity: "error",
      from: { path: "^src/lib/" },
      to: { path: "^src/components/" },
    },
    {
      name: "first-paint-stands-alone",
      comment:
        "src/shell runs before the app (the build renders it into index.html); it may read shared constants, never the app or a feature.",
      severity: "error",
      from: { path: "^src/shell/" },
      to: { path: "^src/(app|features)/" },
    },
    {
      name: "machines-below-the-views",
      comment:
        "Machines are plain XState: no React, no view code; their effects are injected (see *.actors.ts).",
      severity: "error",
      from: { path: "^machines/" },
      to: {
        path: [
          "^src/",
          "^server/",
          "^node_modules/(react|react-dom|@xstate/react|styled-components|wouter|react-intl)/",
        ],
      },
    },
    {
      name: "server-stands-apart",
      comment: "The server shares only openapi.yaml and the generated types with the client.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: ["^src/", "^machines/", "^examples/"] },
    },
    {
      name: "views-never-reach-the-server",
      comment: "The app talks to the server over HTTP only, through the generated SDK.",
      severity: "error",
      from: { path: "^(src|machines|sdk|examples)/" },
      to: { path: "^server/" },
    },
    {
      name: "sdk-is-generated",
      comment: "sdk/ is generated from openapi.yaml and depends on nothing of ours.",
      severity: "error",
      from: { path: "^sdk/" },
      to: { path: "^(src|machines|server|examples)/" },
    },
    {
      name: "examples-use-the-sdk",
      comment: "The examples show what a script can do with the published SDK alone.",
      severity: "error",
      from: { path: "^examples/" },
      to: { path: "^(src|machines)/" },
    },
    {
      name: "no-unresolvable",
      comment: "An import that resolves to nothing is a typo or a missing dependency.",
      severity: "error",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json", ".d.ts"],
    },
    exclude: { path: "^dist/" },
  },
};
