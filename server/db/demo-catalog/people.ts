import type { ContentLocale } from "./texts";

export interface DemoReviewer {
  id: string;
  email: string;
  phone: string;
  first_name: string;
  last_name: string;
  lang: ContentLocale;
}

/**
 * People who leave the demo reviews, each writing in their own language. Signed in with the
 * demo password they show how feedback looks from the author's side.
 */
export const demoReviewers: DemoReviewer[] = [
  ["Dilshod", "Tursunov", "uz"],
  ["Nodira", "Yusupova", "uz"],
  ["Jasur", "Xolmatov", "uz"],
  ["Sergey", "Kim", "ru"],
  ["Olga", "Smirnova", "ru"],
  ["Malika", "Ergasheva", "ru"],
  ["Emma", "Clarke", "en"],
  ["Daniel", "Brooks", "en"],
  ["Maryam", "Rahimi", "fa"],
  ["Reza", "Karimi", "fa"],
].map(([first, last, lang], i) => ({
  id: `00000000-0000-4000-8000-0000000001${String(i + 1).padStart(2, "0")}`,
  email: `${first}.${last}@demo.uz`.toLowerCase(),
  phone: `9989010000${String(i + 11).padStart(2, "0")}`,
  first_name: first as string,
  last_name: last as string,
  lang: lang as ContentLocale,
}));

const maleNames = [
  "Akmal",
  "Bobur",
  "Farrux",
  "Ibrohim",
  "Javlon",
  "Otabek",
  "Rustam",
  "Sanjar",
  "Shavkat",
  "Ulug‘bek",
  "Zafar",
  "Anvar",
];
const femaleNames = [
  "Dilnoza",
  "Feruza",
  "Gulnora",
  "Kamola",
  "Lola",
  "Madina",
  "Mohira",
  "Nilufar",
  "Sevara",
  "Shahnoza",
  "Yulduz",
  "Zarina",
];
const surnameStems = [
  "Abdullayev",
  "Aliyev",
  "Karimov",
  "Rashidov",
  "Sodiqov",
  "Mirzayev",
  "Nazarov",
  "Qodirov",
  "Usmonov",
  "Yo‘ldoshev",
  "Hamidov",
  "Ismoilov",
];

/** An owner's name from a few numbers: Uzbek surnames take -a for women. */
export function ownerName(pick: (n: number) => number): { first_name: string; last_name: string } {
  const female = pick(2) === 1;
  const names = female ? femaleNames : maleNames;
  const stem = surnameStems[pick(surnameStems.length)] ?? "Karimov";
  return {
    first_name: names[pick(names.length)] ?? "Aziz",
    last_name: female ? `${stem}a` : stem,
  };
}
