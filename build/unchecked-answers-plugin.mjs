// The browser's production bundle does not check answers against the contract a second time.
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { root } from "./paths.mjs";

const SDK_OPERATIONS = join(root, "sdk", "sdk.gen.ts");
const NAMESPACE = "unchecked-answers";

/**
 * sdk/sdk.gen.ts checks every answer with its zod schema (`responseValidator`), which is right
 * for scripts using the SDK and for development builds and unit tests, where drift should show
 * at once. In the production bundle the same check would cost a phone zod and the schemas
 * (~27 KiB gzip, fetched on every first visit) and a parse of every answer on its main thread,
 * for a rule already enforced where it belongs: the server answers through the contract's
 * schemas and every answer of the server tests is checked against it
 * (tests/server/contract-answers.ts). So here, and only for sdk.gen.ts's import, `./zod.gen`
 * resolves to schemas that accept the answer as it is. Forms that check input with the
 * generated schemas (machines/field-check.ts) import the real module, lazily.
 */
export const uncheckedAnswers = {
  name: NAMESPACE,
  setup(build) {
    build.onResolve({ filter: /^\.\/zod\.gen$/ }, ({ importer }) =>
      importer === SDK_OPERATIONS ? { path: "zod.gen", namespace: NAMESPACE } : undefined,
    );
    build.onLoad({ filter: /.*/, namespace: NAMESPACE }, () => {
      const source = readFileSync(SDK_OPERATIONS, "utf8");
      const imported = source.match(/import \{([^}]*)\} from '\.\/zod\.gen';/);
      if (!imported)
        throw new Error("build: sdk/sdk.gen.ts no longer imports ./zod.gen as expected");
      const names = imported[1]
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean);
      const lines = names.map((name) => `export const ${name} = accepted;`);
      return {
        contents: `const accepted = { parseAsync: async (data) => data };\n${lines.join("\n")}\n`,
        resolveDir: dirname(SDK_OPERATIONS),
        loader: "js",
      };
    });
  },
};
