import type { BusinessStatus } from "../schema";
import type { BusinessKindName } from "./business-kinds";
import { type Texts, texts } from "./texts";

export type PriceCurrency = "UZS" | "USD" | "RUB";

export interface DemoBusinessSpec {
  /** Stable: ids, e-mail addresses and links derive from it. */
  key: string;
  kind: BusinessKindName;
  brand: Texts;
  region: string;
  /** What its prices are written in; most of Uzbekistan prices in som. */
  currency: PriceCurrency;
  /** Where its crafts come from, as craft titles say it ("Rishtan", "из Риштана"). */
  origin?: Texts;
  status: BusinessStatus;
}

type Brand = [string, string, string, string];

function spec(
  key: string,
  kind: BusinessKindName,
  region: string,
  brand: Brand,
  options: { currency?: PriceCurrency; origin?: Brand; status?: BusinessStatus } = {},
): DemoBusinessSpec {
  return {
    key,
    kind,
    region,
    brand: texts(...brand),
    currency: options.currency ?? "UZS",
    ...(options.origin ? { origin: texts(...options.origin) } : {}),
    status: options.status ?? "accepted",
  };
}

/** Used where a shop sells crafts from many places. */
export const anyOrigin = texts("Uzbek", "ручной работы", "O‘zbek", "دست‌ساز");

/**
 * The demo marketplace beside Chorsu Fresh Market (demo-data.ts): every region, every kind
 * of business, and a few that are not accepted, which no public list may show.
 */
export const demoBusinessSpecs: DemoBusinessSpec[] = [
  spec(
    "mobi-center",
    "electronics",
    "tashkent-city",
    ["Mobi Center", "Моби Центр", "Mobi Center", "موبی سنتر"],
    { currency: "USD" },
  ),
  spec("smart-zone", "electronics", "samarkand", [
    "Smart Zone",
    "Смарт Зона",
    "Smart Zone",
    "اسمارت زون",
  ]),
  spec("raqam", "electronics", "andijan", ["Raqam", "Ракам", "Raqam", "رقم"]),
  spec("uy-jihoz", "home", "tashkent", ["Uy Jihoz", "Уй Жихоз", "Uy Jihoz", "اوی جهاز"]),
  spec("qulay-uy", "home", "jizzakh", ["Qulay Uy", "Кулай Уй", "Qulay Uy", "قولای اوی"]),
  spec("atlas-moda", "clothing", "fergana", ["Atlas Moda", "Атлас Мода", "Atlas Moda", "اطلس مد"]),
  spec("libos", "clothing", "tashkent-city", ["Libos", "Либос", "Libos", "لباس"]),
  spec("shohona", "clothing", "bukhara", ["Shohona", "Шохона", "Shohona", "شاهانه"]),
  spec("oltin-meva", "grocery", "samarkand", [
    "Oltin Meva",
    "Олтин Мева",
    "Oltin Meva",
    "میوهٔ طلایی",
  ]),
  spec("vodiy-nematlari", "grocery", "fergana", [
    "Vodiy Ne’matlari",
    "Водий Неъматлари",
    "Vodiy Ne’matlari",
    "نعمت‌های وادی",
  ]),
  spec("ziravor", "grocery", "bukhara", ["Ziravor", "Зиравор", "Ziravor", "زیراور"]),
  spec("xorazm-tansiq", "grocery", "khorezm", [
    "Khorezm Tansiq",
    "Хорезм Тансык",
    "Xorazm Tansiq",
    "تنسیق خوارزم",
  ]),
  spec("samarqand-non", "bakery", "samarkand", [
    "Samarkand Non",
    "Самарканд Нон",
    "Samarqand Non",
    "نان سمرقند",
  ]),
  spec("tandir", "bakery", "kashkadarya", ["Tandir", "Тандыр", "Tandir", "تنور"]),
  spec(
    "rishton-kulol",
    "ceramics",
    "fergana",
    ["Rishtan Kulol", "Риштан Кулол", "Rishton Kulol", "کوزه‌گر ریشتان"],
    {
      origin: ["Rishtan", "из Риштана", "Rishton", "ریشتان"],
    },
  ),
  spec(
    "gijduvon-sopol",
    "ceramics",
    "bukhara",
    ["Gijduvan Sopol", "Гиждуван Сопол", "G‘ijduvon Sopol", "سفال غجدوان"],
    {
      origin: ["Gijduvan", "из Гиждувана", "G‘ijduvon", "غجدوان"],
    },
  ),
  spec("kashta", "textile", "navoi", ["Kashta", "Кашта", "Kashta", "کشته"], {
    origin: ["Nurata", "из Нураты", "Nurota", "نوراتا"],
  }),
  spec(
    "ipak-gilam",
    "textile",
    "samarkand",
    ["Ipak Gilam", "Ипак Гилам", "Ipak Gilam", "فرش ابریشم"],
    {
      origin: ["Samarkand", "из Самарканда", "Samarqand", "سمرقند"],
    },
  ),
  spec(
    "chust-usta",
    "knives",
    "namangan",
    ["Chust Usta", "Чуст Уста", "Chust Usta", "استاد چوست"],
    {
      origin: ["Chust", "из Чуста", "Chust", "چوست"],
    },
  ),
  spec("shahrixon", "knives", "andijan", ["Shahrikhan", "Шахрихан", "Shahrixon", "شهرخان"], {
    origin: ["Shahrikhan", "из Шахрихана", "Shahrixon", "شهرخان"],
  }),
  spec("avto-detal", "auto", "andijan", ["Avto Detal", "Авто Деталь", "Avto Detal", "اتو دتال"]),
  spec("gildirak", "auto", "tashkent-city", ["G‘ildirak", "Гилдирак", "G‘ildirak", "غلدیرک"]),
  spec("bolajon", "kids", "tashkent-city", ["Bolajon", "Боладжон", "Bolajon", "بالاجان"]),
  spec("quvonch", "kids", "navoi", ["Quvonch", "Кувонч", "Quvonch", "قوانچ"]),
  spec("gozal", "beauty", "tashkent-city", ["Gozal", "Гузал", "Go‘zal", "گوزل"]),
  spec("atirgul", "beauty", "samarkand", ["Atirgul", "Атиргул", "Atirgul", "عطرگل"]),
  spec(
    "ipak-yoli",
    "online",
    "tashkent-city",
    ["Silk Road", "Шёлковый путь", "Ipak Yo‘li", "جادهٔ ابریشم"],
    {
      currency: "RUB",
    },
  ),
  spec("registon", "souvenirs", "samarkand", ["Registan", "Регистан", "Registon", "ریگستان"], {
    currency: "USD",
  }),
  spec("fix-master", "gadgetRepair", "tashkent-city", [
    "Fix Master",
    "Фикс Мастер",
    "Fix Master",
    "فیکس مستر",
  ]),
  spec("tezkor", "gadgetRepair", "samarkand", ["Tezkor", "Тезкор", "Tezkor", "تزکور"]),
  spec("avto-usta", "carService", "tashkent", ["Avto Usta", "Авто Уста", "Avto Usta", "اتو استاد"]),
  spec("motor-nukus", "carService", "karakalpakstan", [
    "Motor Nukus",
    "Мотор Нукус",
    "Motor Nukus",
    "موتور نوکوس",
  ]),
  spec("toza-uy", "cleaning", "tashkent-city", ["Toza Uy", "Тоза Уй", "Toza Uy", "توزا اوی"]),
  spec("oydin", "cleaning", "andijan", ["Oydin", "Ойдин", "Oydin", "اویدین"]),
  spec("bilim", "tutoring", "namangan", ["Bilim", "Билим", "Bilim", "بیلیم"]),
  spec("dasturchi", "tutoring", "tashkent-city", ["Dasturchi", "Дастурчи", "Dasturchi", "دستورچی"]),
  spec("malika", "salon", "tashkent-city", ["Malika", "Малика", "Malika", "ملیکه"]),
  spec("nafosat", "salon", "khorezm", ["Nafosat", "Нафосат", "Nafosat", "نفاست"]),
  spec("karvon", "transport", "surkhandarya", ["Karvon", "Карвон", "Karvon", "کاروان"]),
  spec("tez-yetkaz", "transport", "tashkent-city", [
    "Tez Yetkaz",
    "Тез Етказ",
    "Tez Yetkaz",
    "تز یتکز",
  ]),
  spec("oq-saroy", "weddingHall", "samarkand", ["Oq Saroy", "Ок Сарой", "Oq Saroy", "آق‌سرای"]),
  spec("bahor", "weddingHall", "syrdarya", ["Bahor", "Бахор", "Bahor", "بهار"]),
  spec("navruz-media", "studio", "tashkent-city", [
    "Navruz Media",
    "Навруз Медиа",
    "Navro‘z Media",
    "نوروز مدیا",
  ]),
  spec("usta-quruvchi", "construction", "jizzakh", [
    "Usta Quruvchi",
    "Уста Курувчи",
    "Usta Quruvchi",
    "استاد سازنده",
  ]),
  spec("mohir-usta", "construction", "navoi", [
    "Mohir Usta",
    "Мохир Уста",
    "Mohir Usta",
    "استاد ماهر",
  ]),
  spec("tabassum", "clinic", "tashkent-city", ["Tabassum", "Табассум", "Tabassum", "تبسم"]),
  spec("shifo", "clinic", "kashkadarya", ["Shifo", "Шифо", "Shifo", "شفا"]),
  spec("soglom-hayot", "clinic", "surkhandarya", [
    "Sog‘lom Hayot",
    "Соглом Хаёт",
    "Sog‘lom Hayot",
    "زندگی سالم",
  ]),
  spec(
    "yangi-dokon",
    "grocery",
    "syrdarya",
    ["Yangi Dokon", "Янги Дукон", "Yangi Do‘kon", "یانگی دکان"],
    { status: "pending" },
  ),
  spec(
    "mebel-lux",
    "home",
    "karakalpakstan",
    ["Mebel Lux", "Мебель Люкс", "Mebel Lux", "مبل لوکس"],
    { status: "pending" },
  ),
  spec(
    "arzon-telefon",
    "electronics",
    "tashkent-city",
    ["Arzon Telefon", "Арзон Телефон", "Arzon Telefon", "تلفن ارزان"],
    { status: "rejected" },
  ),
  spec(
    "super-sklad",
    "electronics",
    "namangan",
    ["Super Sklad", "Супер Склад", "Super Sklad", "سوپر انبار"],
    { status: "blocked" },
  ),
];
