import type { Db } from "../../db/database";
import type { LocalizedText } from "../../db/schema";
import { isPublicBusiness } from "../../shared/visibility";
import { type Postings, postTerms } from "./text-analysis/postings";
import { scoreWords } from "./text-analysis/score-words";
import { descriptionField, textTerms, titleField } from "./text-analysis/text-terms";
import { Vocabulary } from "./text-analysis/vocabulary";
import type { TextQuery } from "./text-query";

/**
 * The public businesses' names (as titles) and descriptions as terms, scored by the same
 * rules as offerings (scoreWords). Read whole under each catalogue version that a business
 * search meets: businesses are few next to offerings (dozens in the demo, thousands at most),
 * and reading them is one query.
 */
export class BusinessTexts {
  private readonly ids: string[] = [];
  private readonly postings: Postings = new Map();
  private readonly vocabulary = new Vocabulary();

  static async load(db: Db): Promise<BusinessTexts> {
    const rows = await db
      .selectFrom("businesses as b")
      .select(["b.id", "b.names", "b.descriptions"])
      .where((eb) => isPublicBusiness(eb))
      .orderBy("b.id")
      .execute();
    const texts = new BusinessTexts();
    for (const row of rows) texts.add(row.id, row.names, row.descriptions);
    return texts;
  }

  private add(id: string, names: LocalizedText, descriptions: LocalizedText): void {
    const terms = textTerms([
      [names, titleField],
      [descriptions, descriptionField],
    ]);
    postTerms(this.postings, this.vocabulary, this.ids.length, terms);
    this.ids.push(id);
  }

  lookUp(word: string): string[] {
    return this.vocabulary.lookup(word);
  }

  /** The matching businesses' ids with their scores (scoreWords' matches). */
  score(query: TextQuery): Array<[string, number]> {
    const count = this.ids.length;
    const { matches, scores } = scoreWords(
      query,
      { postings: this.postings, live: count, liveness: null },
      {
        total: new Float32Array(count),
        best: new Float32Array(count),
        covered: new Uint8Array(count),
      },
    );
    return [...matches].map((document) => [this.ids[document] ?? "", scores[document] ?? 0]);
  }
}
