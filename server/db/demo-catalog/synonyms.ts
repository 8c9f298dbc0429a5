import type { Transaction } from "kysely";
import type { Lang } from "../../../sdk/types.gen";
import type { Database } from "../schema";

/**
 * The demo's synonym list (migration 0027): each group joins words shoppers type to the word
 * the demo catalogue uses (items-*.ts), so the demo shows what the list is for. The catalogue
 * says «Летняя шина», «Смартфон Samsung», «To‘y foto va video», «Summer tyre», «لاستیک»; people
 * also type «резина», «самсунг», «fotograf», «tire», «تایر». Single words rather than phrases
 * where the catalogue's phrase has a common word in it («стиральная машина»: «машина» would
 * bring in car parts).
 */
export const demoSynonymGroups: ReadonlyArray<{ lang: Lang; words: string[] }> = [
  { lang: "ru", words: ["резина", "шины", "шина", "покрышки"] },
  { lang: "uz", words: ["fotograf", "fotosuratchi", "foto"] },
  { lang: "ru", words: ["айфон", "iPhone"] },
  { lang: "fa", words: ["آیفون", "iPhone"] },
  { lang: "fa", words: ["موبایل", "گوشی"] },
  { lang: "en", words: ["barber", "barbershop", "haircut"] },
  { lang: "ru", words: ["самсунг", "Samsung"] },
  { lang: "ru", words: ["сяоми", "ксиоми", "Xiaomi"] },
  { lang: "ru", words: ["макбук", "MacBook"] },
  { lang: "ru", words: ["мобильник", "смартфон", "телефон"] },
  { lang: "ru", words: ["стиралка", "стиральная"] },
  { lang: "ru", words: ["кондей", "сплит", "кондиционер"] },
  { lang: "ru", words: ["фотограф", "фотосъёмка", "фотосессия"] },
  { lang: "uz", words: ["palov", "osh"] },
  { lang: "en", words: ["tire", "tyre"] },
  { lang: "fa", words: ["تایر", "لاستیک"] },
];

/** Loads the demo's synonym list; inside the seed's transaction, after the catalogue. */
export async function insertDemoSynonyms(trx: Transaction<Database>): Promise<void> {
  await trx
    .insertInto("search_synonym_groups")
    .values(demoSynonymGroups.map((group) => ({ ...group, words: JSON.stringify(group.words) })))
    .execute();
}
