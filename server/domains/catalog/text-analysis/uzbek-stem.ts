/**
 * A light stemmer for Uzbek (Latin, as normalizeSearchText leaves it: no apostrophes). Uzbek
 * is agglutinative: stem + plural + possessive + case ("bolalarning", "choynagi",
 * "qishlog‘idagi"). No maintained stemmer exists for it, so this strips the common
 * inflectional suffixes only, each class at most once, from the end: case, then possessive,
 * then plural, keeping at least three letters. Derivational suffixes (-chi, -lik, -li) are
 * left alone: they make other words ("fotosuratchi" is not "fotosurat").
 *
 * Stripping is ambiguous ("kiyim" is a stem, "kitobim" is "kitob" + "im"), so a word has
 * several forms: itself and each stripped stage. A text and a query match when they share one.
 * A stem ending in g, k or q is written with k: a possessive turns a final k into g and q into
 * g‘ ("choynak" → "choynagi", "qishloq" → "qishlog‘i"), so both sides meet at "choynak".
 */

// Longest first within a class.
const caseEndings = ["gacha", "ning", "dagi", "dan", "da", "ga", "ni"];
const possessiveEndings = ["ingiz", "imiz", "lari", "ngiz", "miz", "ing", "im", "si", "i"];
const pluralEndings = ["lar"];

const minimumStem = 3;

function letterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

function stripOne(word: string, endings: string[]): string | null {
  for (const ending of endings) {
    if (word.endsWith(ending) && letterCount(word) - letterCount(ending) >= minimumStem) {
      return word.slice(0, word.length - ending.length);
    }
  }
  return null;
}

/** A final g or q written as k (see above); not the g of "ng", a sound of its own. */
function withPlainFinal(stem: string): string {
  if (stem.endsWith("ng")) return stem;
  const last = stem.at(-1);
  return last === "g" || last === "q" ? `${stem.slice(0, -1)}k` : stem;
}

/** The word's forms other than itself, longest first ("bolalarning" → "bolalar", "bola"). */
export function uzbekForms(word: string): string[] {
  const forms = new Set<string>([withPlainFinal(word)]);
  let stem = word;
  for (const endings of [caseEndings, possessiveEndings, pluralEndings]) {
    const stripped = stripOne(stem, endings);
    if (stripped === null) continue;
    stem = stripped;
    forms.add(withPlainFinal(stem));
  }
  forms.delete(word);
  return [...forms];
}
