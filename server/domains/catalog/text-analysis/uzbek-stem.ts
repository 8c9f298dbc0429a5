/**
 * A light stemmer for Uzbek (Latin, as normalizeSearchText leaves it: no apostrophes). Uzbek
 * is agglutinative: stem + plural + possessive + case ("bolalarning", "choynagi",
 * "qishlog‘idagi"). No maintained stemmer exists for it, so this strips the common
 * inflectional suffixes only, each class at most once, from the end: case, then possessive,
 * then plural, keeping at least three letters. Derivational suffixes (-chi, -lik, -li) are
 * left alone: they make other words ("fotosuratchi" is not "fotosurat").
 *
 * Stripping is ambiguous ("kiyim" is a stem, "kitobim" is "kitob" + "im"), so a word has
 * several forms: itself and every stripped reading. A text and a query match when they share
 * one.
 * A stem ending in g, k or q is written with k: a possessive turns a final k into g and q into
 * g‘ ("choynak" → "choynagi", "qishloq" → "qishlog‘i"), so both sides meet at "choynak".
 */

// Each class is tried whole: every ending that fits is a reading.
const caseEndings = ["gacha", "ning", "dagi", "dan", "da", "ga", "ni"];
const possessiveEndings = ["ingiz", "imiz", "lari", "ngiz", "miz", "ing", "im", "si", "i"];
const pluralEndings = ["lar"];

const minimumStem = 3;

function letterCount(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

/** A final g or q written as k (see above); not the g of "ng", a sound of its own. */
function withPlainFinal(stem: string): string {
  if (stem.endsWith("ng")) return stem;
  const last = stem.at(-1);
  return last === "g" || last === "q" ? `${stem.slice(0, -1)}k` : stem;
}

/**
 * The word's forms other than itself ("bolalarning" → "bolalar", "bola"). Every reading is
 * kept: any ending of a class may be stripped, classes in their order from the end (case,
 * then possessive, then plural), any of them skipped, since one ending can hide another
 * ("qovuni" is "qovun" + possessive "i", not "qovu" + accusative "ni").
 */
export function uzbekForms(word: string): string[] {
  const forms = new Set<string>([withPlainFinal(word)]);
  const classes = [caseEndings, possessiveEndings, pluralEndings];
  const strip = (stem: string, from: number) => {
    for (let c = from; c < classes.length; c += 1) {
      for (const ending of classes[c] ?? []) {
        if (!stem.endsWith(ending) || letterCount(stem) - letterCount(ending) < minimumStem) {
          continue;
        }
        const shorter = stem.slice(0, stem.length - ending.length);
        forms.add(withPlainFinal(shorter));
        strip(shorter, c + 1);
      }
    }
  };
  strip(word, 0);
  forms.delete(word);
  return [...forms];
}
