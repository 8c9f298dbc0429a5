import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parse, TYPE } from "@formatjs/icu-messageformat-parser";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "../..");
const LANGS = ["en", "ru", "uz", "fa"] as const;
type Lang = (typeof LANGS)[number];

type Tree = { [key: string]: string | Tree };

function readJson(path: string): unknown {
  return JSON.parse(readFileSync(resolve(root, path), "utf8"));
}

function isTree(value: unknown): value is Tree {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Flattens nested objects into dotted keys; a non-string, non-object leaf is a test failure. */
function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") {
      out.set(path, value);
    } else if (isTree(value)) {
      for (const [k, v] of flatten(value, path)) out.set(k, v);
    } else {
      throw new Error(`${path} is neither a string nor an object`);
    }
  }
  return out;
}

const locales = Object.fromEntries(
  LANGS.map((lang) => {
    const data = readJson(`locales/${lang}.json`);
    if (!isTree(data)) throw new Error(`locales/${lang}.json is not a JSON object`);
    return [lang, data];
  }),
) as Record<Lang, Tree>;
const flat = Object.fromEntries(LANGS.map((lang) => [lang, flatten(locales[lang])])) as Record<
  Lang,
  Map<string, string>
>;

const openapi = parseYaml(readFileSync(resolve(root, "openapi.yaml"), "utf8")) as {
  components?: { schemas?: { ErrorCode?: { enum?: unknown } } };
};
const errorCodes = openapi.components?.schemas?.ErrorCode?.enum;

function errorsOf(lang: Lang): Tree {
  const errors = locales[lang].errors;
  if (!isTree(errors)) throw new Error(`${lang}: "errors" is not an object`);
  return errors;
}

describe("locale files", () => {
  it("have the same keys at every level", () => {
    const enKeys = [...flat.en.keys()].sort();
    expect(enKeys.length).toBeGreaterThan(0);
    for (const lang of LANGS) {
      expect([...flat[lang].keys()].sort(), `keys of ${lang}.json`).toEqual(enKeys);
    }
  });

  it("have a top-level 'error' title", () => {
    for (const lang of LANGS) {
      expect(typeof locales[lang].error, lang).toBe("string");
      expect((locales[lang].error as string).trim(), lang).not.toBe("");
    }
  });

  it("have a non-empty message for every ErrorCode and nothing else under errors", () => {
    expect(Array.isArray(errorCodes)).toBe(true);
    const codes = errorCodes as string[];
    expect(codes.length).toBeGreaterThan(0);
    for (const lang of LANGS) {
      const errors = errorsOf(lang);
      for (const code of codes) {
        const message = errors[code];
        expect(typeof message, `${lang}: errors.${code}`).toBe("string");
        expect((message as string).trim(), `${lang}: errors.${code}`).not.toBe("");
      }
      const extra = Object.keys(errors).filter((key) => !codes.includes(key));
      expect(extra, `${lang}: errors keys not in ErrorCode`).toEqual([]);
      expect(Object.keys(errors), `${lang}: errors in enum order`).toEqual(codes);
    }
  });

  it("contain only valid ICU MessageFormat messages", () => {
    for (const lang of LANGS) {
      for (const [key, message] of flat[lang]) {
        expect(() => parse(message), `${lang}: ${key}`).not.toThrow();
      }
    }
  });

  it("render error messages as plain text (no arguments, no quoting)", () => {
    for (const lang of LANGS) {
      for (const [code, message] of Object.entries(errorsOf(lang))) {
        const ast = parse(message as string);
        const text = ast.map((el) => (el.type === TYPE.literal ? el.value : null));
        expect(text.includes(null), `${lang}: errors.${code} has arguments`).toBe(false);
        expect(text.join(""), `${lang}: errors.${code} renders differently`).toBe(message);
      }
    }
  });

  it("are translated: no ru/uz/fa message equals the English one", () => {
    // The product name is a brand and stays as it is in every language.
    const sameEverywhere = new Set(["app.name"]);
    for (const lang of LANGS.filter((l) => l !== "en")) {
      const same = [...flat[lang]]
        .filter(([key, message]) => !sameEverywhere.has(key) && flat.en.get(key) === message)
        // Only arguments and punctuation (`{from} – {to}`): no word in it to translate.
        .filter(([, message]) => /\p{L}/u.test(message.replace(/\{[^}]*\}/g, "")))
        .map(([key]) => key);
      expect(same, `${lang}: untranslated keys`).toEqual([]);
    }
  });
});
