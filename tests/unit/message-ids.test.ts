import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../locales/en.json";
import { flattenMessages } from "../../src/lib/i18n/load-messages";

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : /\.tsx?$/.test(name) ? [path] : [];
  });
}

// Literal message ids as the views write them: id="…", id: "…", titleId/labelId/messageId.
const ID_PATTERN =
  /\b(?:id|titleId|labelId|messageId|descriptionId)(?:=|: )"([a-zA-Z][\w]*(?:\.[\w-]+)+)"/g;

describe("message ids used by the views", () => {
  it("all exist in the locales (so no screen shows a raw id)", () => {
    const known = new Set(Object.keys(flattenMessages(en)));
    const missing: string[] = [];
    for (const file of [...sources("src"), ...sources("machines")]) {
      for (const match of readFileSync(file, "utf8").matchAll(ID_PATTERN)) {
        const id = match[1] ?? "";
        if (!known.has(id)) missing.push(`${file}: ${id}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
