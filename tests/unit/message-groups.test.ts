import { describe, expect, it } from "vitest";
import { idsInSource } from "../../build/message-groups.mjs";

const IDS = [
  "error",
  "nav.home",
  "nav.search",
  "errors.not_found",
  "errors.network",
  "subscription.period.month",
  "subscription.period.year",
  "subscription.title",
  "business.status_verified",
  "business.status_pending",
];
const NAMESPACES = ["error", "nav", "errors", "subscription", "business"];
const found = (source: string) => [...idsInSource(source, IDS, NAMESPACES)].sort();

// What the production build puts in a lazy module's messages (build/message-groups.mjs): an id
// left out would show raw on its page, one too many only costs bytes.
describe("the message ids a module's source names", () => {
  it("takes ids written whole, in any quotes", () => {
    expect(found(`<FormattedMessage id="nav.home" />; f({ id: 'nav.search' })`)).toEqual([
      "nav.home",
      "nav.search",
    ]);
  });

  it("takes every id under a template's or a literal's prefix", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test, not a template
    expect(found("id={`errors.${code}`}")).toEqual(["errors.network", "errors.not_found"]);
    expect(found(`const prefix = "subscription.period.";`)).toEqual([
      "subscription.period.month",
      "subscription.period.year",
    ]);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test, not a template
    expect(found("id={`business.status_${status}`}")).toEqual([
      "business.status_pending",
      "business.status_verified",
    ]);
  });

  it("takes a namespace's own id only where it is quoted whole", () => {
    expect(found(`title: { id: "error" }`)).toEqual(["error"]);
    expect(found("if (failed) throw new Error(reason); // errorless")).toEqual([]);
  });

  it("ignores words that only look like ids", () => {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: source code under test, not a template
    expect(found("const url = `${origin}/nav`; navigator.share(); subscriptionTitle")).toEqual([]);
  });
});
