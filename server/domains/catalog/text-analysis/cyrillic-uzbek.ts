/**
 * Uzbek written in Cyrillic, in the Latin alphabet of 1995 as the search writes it: without
 * apostrophes (normalizeSearchText drops them, so o‘ is o and g‘ is g) and in lower case.
 * «чойнак» → "choynak", «қовун» → "qovun", «ўзбек» → "ozbek". A Russian word becomes its
 * Latin spelling too («ремонт» → "remont"), which Uzbek texts often use.
 */
const letters: Record<string, string> = {
  а: "a",
  б: "b",
  в: "v",
  г: "g",
  д: "d",
  е: "e",
  ё: "yo",
  ж: "j",
  з: "z",
  и: "i",
  й: "y",
  к: "k",
  л: "l",
  м: "m",
  н: "n",
  о: "o",
  п: "p",
  р: "r",
  с: "s",
  т: "t",
  у: "u",
  ф: "f",
  х: "x",
  ц: "ts",
  ч: "ch",
  ш: "sh",
  щ: "sh",
  ъ: "",
  ы: "i",
  ь: "",
  э: "e",
  ю: "yu",
  я: "ya",
  ў: "o",
  қ: "q",
  ғ: "g",
  ҳ: "h",
};

const vowels = new Set(["а", "е", "ё", "и", "о", "у", "э", "ю", "я", "ў", "ы"]);

/** Whether a word holds Cyrillic letters (then it may be Russian, or Uzbek in Cyrillic). */
export function isCyrillic(word: string): boolean {
  return /[\u0400-\u04ff]/.test(word);
}

export function uzbekLatinOf(word: string): string {
  let latin = "";
  let previous = "";
  for (const letter of word) {
    // е is "ye" at the start of a word and after a vowel or the hard sign (ер → yer, оила → …).
    if (letter === "е" && (previous === "" || vowels.has(previous) || previous === "ъ")) {
      latin += "ye";
    } else latin += letters[letter] ?? letter;
    previous = letter;
  }
  return latin;
}
