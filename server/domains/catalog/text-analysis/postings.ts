import { Growable } from "../growable";
import { isFormTerm } from "./text-terms";
import type { Vocabulary } from "./vocabulary";

/**
 * Term → the documents holding it, ascending, each with the field it was found in:
 * document × 4 + field (text-terms.ts). The offering index's and the business texts' alike.
 */
export type Postings = Map<string, Growable<Int32Array>>;

/**
 * Posts a document's terms (each once, with its best field: textTerms); a term seen for the
 * first time joins the vocabulary, unless it is a form (formTerm), which no one types.
 * Documents are posted in ascending order, so each list stays ascending.
 */
export function postTerms(
  postings: Postings,
  vocabulary: Vocabulary,
  document: number,
  terms: Iterable<readonly [string, number]>,
): void {
  for (const [term, field] of terms) {
    let list = postings.get(term);
    if (!list) {
      list = Growable.int32(4);
      postings.set(term, list);
      if (!isFormTerm(term)) vocabulary.add(term);
    }
    list.push((document << 2) | field);
  }
}
