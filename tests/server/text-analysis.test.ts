import { describe, expect, it } from "vitest";
import { kthSmallest } from "../../server/domains/catalog/offering-index/select-kth";
import { uzbekLatinOf } from "../../server/domains/catalog/text-analysis/cyrillic-uzbek";
import { persianForms } from "../../server/domains/catalog/text-analysis/persian-stem";
import { Synonyms } from "../../server/domains/catalog/text-analysis/synonyms";
import {
  formTerm,
  textTerms,
  titleField,
} from "../../server/domains/catalog/text-analysis/text-terms";
import { uzbekForms } from "../../server/domains/catalog/text-analysis/uzbek-stem";
import { formsOf } from "../../server/domains/catalog/text-analysis/word-forms";
import { quality, textQueryOf } from "../../server/domains/catalog/text-query";
import { normalizeQuery } from "../../server/shared/search-text";

/** Whether two words written differently meet on a form (what makes a text match a query). */
function meet(a: string, b: string): boolean {
  const left = new Set([a, ...formsOf(a)]);
  return [b, ...formsOf(b)].some((form) => left.has(form));
}

const word = (text: string) => normalizeQuery(text);

describe("Uzbek word forms", () => {
  it("strips case, possessive and plural endings, each once, keeping three letters", () => {
    expect(uzbekForms("bolalarning")).toEqual(expect.arrayContaining(["bolalar", "bola"]));
    // One ending can hide another: both readings are kept.
    expect(uzbekForms("qovuni")).toEqual(expect.arrayContaining(["qovun", "qovu"]));
    expect(uzbekForms("kitobim")).toEqual(["kitob"]);
    expect(uzbekForms("non")).toEqual([]);
  });

  it("meets a possessive's g with the stem's k and q (choynak, qishloq)", () => {
    expect(meet(word("choynagi"), word("choynak"))).toBe(true);
    expect(meet(word("qishlog‘idagi"), word("qishloq"))).toBe(true);
    expect(meet(word("kiyimi"), word("kiyim"))).toBe(true);
    expect(meet(word("choynak"), word("chopon"))).toBe(false);
  });

  it("meets apostrophe variants of o‘ and g‘ as one word", () => {
    for (const typed of ["o'zbek", "o‘zbek", "oʻzbek", "o`zbek", "ozbek"]) {
      expect(word(typed)).toBe("ozbek");
    }
  });
});

describe("two scripts", () => {
  it("writes Uzbek Cyrillic in the Latin alphabet", () => {
    expect(uzbekLatinOf("чойнак")).toBe("choynak");
    expect(uzbekLatinOf("қовун")).toBe("qovun");
    expect(uzbekLatinOf("ўзбек")).toBe("ozbek");
    expect(uzbekLatinOf("ер")).toBe("yer");
    expect(uzbekLatinOf("импланти")).toBe("implanti");
  });

  it("meets Cyrillic queries with Latin texts, word forms included", () => {
    expect(meet(word("чойнак"), word("choynagi"))).toBe(true);
    expect(meet(word("қовун"), word("qovun"))).toBe(true);
    expect(meet(word("импланти"), word("implant"))).toBe(true);
  });
});

describe("Russian, English and Persian forms", () => {
  it("meets Russian cases through Snowball's stem", () => {
    expect(meet(word("зимняя"), word("зимние"))).toBe(true);
    expect(meet(word("ремонта"), word("ремонт"))).toBe(true);
  });

  it("meets English plurals and Persian plural endings", () => {
    expect(meet(word("phones"), word("phone"))).toBe(true);
    expect(persianForms("موبایلها")).toEqual(["موبایل"]);
  });
});

describe("a text's terms", () => {
  it("keeps each word once with the best field it is in, its forms marked apart", () => {
    const terms = new Map(
      textTerms([
        [{ uz: "Choynagi", ru: "Чайник" }, titleField],
        [{ uz: "choynak" }, 1],
      ]),
    );
    expect(terms.get("choynagi")).toBe(titleField);
    expect(terms.get(formTerm("choynak"))).toBe(titleField);
    expect(terms.get("choynak")).toBe(1);
  });
});

describe("a query", () => {
  const none = new Synonyms([]);

  it("drops stop words when others remain, and keeps them when they are all there is", () => {
    const query = textQueryOf(word("to'y uchun fotograf"), () => [], none);
    expect(query?.words).toHaveLength(2);
    expect(textQueryOf(word("uchun"), () => [], none)?.words).toHaveLength(1);
    expect(textQueryOf(word("  ,  "), () => [], none)).toBeNull();
  });

  it("stands a word for itself first, then its forms and synonyms, then what it begins", () => {
    const synonyms = new Synonyms([{ words: ["резина", "шины", "покрышки"] }]);
    const query = textQueryOf(word("резина"), () => ["резинами"], synonyms);
    const terms = new Map(query?.words[0]);
    expect(terms.get("резина")).toBe(quality.typed);
    expect(terms.get("шины")).toBe(quality.synonym);
    expect(terms.get(formTerm("шин"))).toBe(quality.synonym);
    expect(terms.get("резинами")).toBe(quality.prefix);
    // A synonym is found by any form of the word typed.
    expect(new Map(textQueryOf(word("резину"), () => [], synonyms)?.words[0]).get("шины")).toBe(
      quality.synonym,
    );
  });

  it("finds a synonym in any of its forms, as the word itself", () => {
    const synonyms = new Synonyms([{ words: ["handalak", "qovun"] }]);
    const terms = new Map(textQueryOf(word("handalak"), () => ["hand"], synonyms)?.words[0]);
    // A title saying "Mirzachul qovuni" holds "qovuni" and the form "qovun".
    expect(terms.get(formTerm("qovun"))).toBe(quality.synonym);
    expect(terms.get("hand")).toBeLessThan(quality.synonym);
  });

  it("ranks a near miss below the word as typed and below its forms", () => {
    const query = textQueryOf(word("клининг"), () => ["клиника"], none);
    const terms = new Map(query?.words[0]);
    expect(terms.get("клиника")).toBeLessThan(quality.form);
    expect(terms.get("клиника")).toBeGreaterThan(0);
  });
});

describe("the k-th smallest of many numbers", () => {
  it("is what a sort would put at k, ties and all", () => {
    const numbers = Array.from({ length: 500 }, (_, i) => (i * 7919) % 37);
    const sorted = [...numbers].sort((a, b) => a - b);
    for (const k of [0, 1, 17, 250, 498, 499]) {
      expect(kthSmallest(Int32Array.from(numbers), k)).toBe(sorted[k]);
      expect(kthSmallest(Float32Array.from(numbers), k)).toBe(sorted[k]);
    }
    expect(kthSmallest(Int32Array.of(5), 0)).toBe(5);
  });
});
