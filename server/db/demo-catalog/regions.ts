import { type Texts, texts } from "./texts";

interface RegionCapital {
  /** `regions.code` of migration 0002. */
  code: string;
  city: Texts;
  latitude: number;
  longitude: number;
  /** A mobile operator prefix common there, for believable phone numbers. */
  operator: string;
}

/** Each region's administrative centre, where its demo businesses sit. */
const regionCapitals: RegionCapital[] = [
  {
    code: "tashkent-city",
    city: texts("Tashkent", "Ташкент", "Toshkent", "تاشکند"),
    latitude: 41.311151,
    longitude: 69.279737,
    operator: "90",
  },
  {
    code: "tashkent",
    city: texts("Nurafshon", "Нурафшан", "Nurafshon", "نورافشان"),
    latitude: 41.04409,
    longitude: 69.35782,
    operator: "97",
  },
  {
    code: "andijan",
    city: texts("Andijan", "Андижан", "Andijon", "اندیجان"),
    latitude: 40.782064,
    longitude: 72.344236,
    operator: "91",
  },
  {
    code: "bukhara",
    city: texts("Bukhara", "Бухара", "Buxoro", "بخارا"),
    latitude: 39.767967,
    longitude: 64.421728,
    operator: "93",
  },
  {
    code: "fergana",
    city: texts("Fergana", "Фергана", "Farg‘ona", "فرغانه"),
    latitude: 40.389418,
    longitude: 71.783121,
    operator: "91",
  },
  {
    code: "jizzakh",
    city: texts("Jizzakh", "Джизак", "Jizzax", "جیزخ"),
    latitude: 40.115833,
    longitude: 67.842222,
    operator: "94",
  },
  {
    code: "kashkadarya",
    city: texts("Karshi", "Карши", "Qarshi", "قرشی"),
    latitude: 38.860556,
    longitude: 65.789722,
    operator: "91",
  },
  {
    code: "khorezm",
    city: texts("Urgench", "Ургенч", "Urganch", "اورگنج"),
    latitude: 41.55,
    longitude: 60.633333,
    operator: "97",
  },
  {
    code: "namangan",
    city: texts("Namangan", "Наманган", "Namangan", "نمنگان"),
    latitude: 40.998333,
    longitude: 71.672556,
    operator: "93",
  },
  {
    code: "navoi",
    city: texts("Navoi", "Навои", "Navoiy", "نوایی"),
    latitude: 40.084444,
    longitude: 65.379167,
    operator: "99",
  },
  {
    code: "samarkand",
    city: texts("Samarkand", "Самарканд", "Samarqand", "سمرقند"),
    latitude: 39.654167,
    longitude: 66.959722,
    operator: "95",
  },
  {
    code: "surkhandarya",
    city: texts("Termez", "Термез", "Termiz", "ترمذ"),
    latitude: 37.224167,
    longitude: 67.278333,
    operator: "99",
  },
  {
    code: "syrdarya",
    city: texts("Gulistan", "Гулистан", "Guliston", "گلستان"),
    latitude: 40.489722,
    longitude: 68.784167,
    operator: "94",
  },
  {
    code: "karakalpakstan",
    city: texts("Nukus", "Нукус", "Nukus", "نوکوس"),
    latitude: 42.460278,
    longitude: 59.603333,
    operator: "97",
  },
];

export function capitalOf(code: string): RegionCapital {
  const capital = regionCapitals.find((region) => region.code === code);
  if (!capital) throw new Error(`no demo capital for region ${code}`);
  return capital;
}

/** Street names found in most Uzbek towns; addresses are written in Uzbek, as signs are. */
export const streets = [
  "Amir Temur",
  "Alisher Navoiy",
  "Mustaqillik",
  "Bobur",
  "Ibn Sino",
  "Mirzo Ulug‘bek",
  "Beruniy",
  "Bunyodkor",
  "Istiqlol",
  "Yunusobod",
  "Navro‘z",
  "Do‘stlik",
  "Al-Xorazmiy",
  "Abdulla Qodiriy",
];
