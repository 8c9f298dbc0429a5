/**
 * A light stemmer for Persian: the plural and comparative endings only ("موبایل‌ها" →
 * "موبایل"; the zero-width non-joiner is already a space after normalizeSearchText, so a
 * detached "ها" is a word of its own and a stop word). No maintained Persian stemmer runs here;
 * the endings stripped are the ones a shopper drops.
 */
const endings = ["هایی", "های", "ها", "ترین", "تر"];
const minimumStem = 2;

export function persianForms(word: string): string[] {
  for (const ending of endings) {
    if (word.endsWith(ending) && [...word].length - [...ending].length >= minimumStem) {
      return [word.slice(0, word.length - ending.length)];
    }
  }
  return [];
}
