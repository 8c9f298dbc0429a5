import type { LocalizedText } from "./schema";

export const defaultImageId = "00000000-0000-0000-0000-000000000000";

/** A neutral avatar silhouette: shown wherever an entity has no image of its own. */
export const defaultImageSvg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="64" height="64"><rect width="64" height="64" fill="#e2e8f0"/><circle cx="32" cy="25" r="11" fill="#94a3b8"/><path d="M12 56c2-11 10-17 20-17s18 6 20 17z" fill="#94a3b8"/></svg>`;

export const demoPassword = "demo12345";

/** Ids are ordered as the contract lists the codes; rates are units per one US dollar. */
export const currencies: Array<{ id: number; code: string; rate: number; names: LocalizedText }> = [
  {
    id: 1,
    code: "UZS",
    rate: 12_650,
    names: { en: "Uzbekistani som", ru: "Узбекский сум", uz: "O‘zbek so‘mi", fa: "سوم ازبکستان" },
  },
  {
    id: 2,
    code: "RUB",
    rate: 81.5,
    names: { en: "Russian ruble", ru: "Российский рубль", uz: "Rossiya rubli", fa: "روبل روسیه" },
  },
  {
    id: 3,
    code: "USD",
    rate: 1,
    names: { en: "US dollar", ru: "Доллар США", uz: "AQSH dollari", fa: "دلار آمریکا" },
  },
  {
    id: 4,
    code: "IRR",
    rate: 1_050_000,
    names: { en: "Iranian rial", ru: "Иранский риал", uz: "Eron riali", fa: "ریال ایران" },
  },
];

export const okeds: Array<{ code: string; names: LocalizedText }> = [
  {
    code: "10.71",
    names: {
      en: "Manufacture of bread and fresh pastry goods",
      ru: "Производство хлеба и свежих хлебобулочных изделий",
      uz: "Non va yangi qandolat mahsulotlari ishlab chiqarish",
      fa: "تولید نان و فرآورده‌های تازهٔ نانوایی",
    },
  },
  {
    code: "47.11",
    names: {
      en: "Retail sale in non-specialised stores with food predominating",
      ru: "Розничная торговля в неспециализированных магазинах преимущественно пищевыми продуктами",
      uz: "Asosan oziq-ovqat mahsulotlari bilan ixtisoslashmagan do‘konlarda chakana savdo",
      fa: "خرده‌فروشی در فروشگاه‌های غیرتخصصی با غلبهٔ مواد غذایی",
    },
  },
  {
    code: "47.19",
    names: {
      en: "Other retail sale in non-specialised stores",
      ru: "Прочая розничная торговля в неспециализированных магазинах",
      uz: "Ixtisoslashmagan do‘konlarda boshqa chakana savdo",
      fa: "سایر خرده‌فروشی‌ها در فروشگاه‌های غیرتخصصی",
    },
  },
  {
    code: "47.71",
    names: {
      en: "Retail sale of clothing in specialised stores",
      ru: "Розничная торговля одеждой в специализированных магазинах",
      uz: "Ixtisoslashgan do‘konlarda kiyim-kechak chakana savdosi",
      fa: "خرده‌فروشی پوشاک در فروشگاه‌های تخصصی",
    },
  },
  {
    code: "47.91",
    names: {
      en: "Retail sale via mail order houses or via Internet",
      ru: "Розничная торговля по почте или через Интернет",
      uz: "Pochta yoki Internet orqali chakana savdo",
      fa: "خرده‌فروشی از طریق پست یا اینترنت",
    },
  },
  {
    code: "49.32",
    names: {
      en: "Taxi operation",
      ru: "Деятельность такси",
      uz: "Taksi faoliyati",
      fa: "خدمات تاکسی",
    },
  },
  {
    code: "55.10",
    names: {
      en: "Hotels and similar accommodation",
      ru: "Деятельность гостиниц и аналогичных мест для проживания",
      uz: "Mehmonxonalar va shunga o‘xshash joylashtirish joylari faoliyati",
      fa: "هتل‌ها و اقامتگاه‌های مشابه",
    },
  },
  {
    code: "56.10",
    names: {
      en: "Restaurants and mobile food service activities",
      ru: "Деятельность ресторанов и услуги по доставке продуктов питания",
      uz: "Restoranlar faoliyati va ovqat yetkazib berish xizmatlari",
      fa: "رستوران‌ها و خدمات غذای سیار",
    },
  },
  {
    code: "62.01",
    names: {
      en: "Computer programming activities",
      ru: "Разработка компьютерного программного обеспечения",
      uz: "Kompyuter dasturlarini ishlab chiqish",
      fa: "برنامه‌نویسی رایانه‌ای",
    },
  },
  {
    code: "85.59",
    names: {
      en: "Other education n.e.c.",
      ru: "Прочие виды образования, не включённые в другие группировки",
      uz: "Boshqa guruhlarga kiritilmagan ta’limning boshqa turlari",
      fa: "سایر آموزش‌ها که در جای دیگر طبقه‌بندی نشده‌اند",
    },
  },
  {
    code: "96.02",
    names: {
      en: "Hairdressing and other beauty treatment",
      ru: "Предоставление услуг парикмахерскими и салонами красоты",
      uz: "Sartaroshxonalar va go‘zallik salonlari xizmatlari",
      fa: "آرایشگاه‌ها و سالن‌های زیبایی",
    },
  },
  {
    code: "13.92",
    names: {
      en: "Manufacture of made-up textile articles, except apparel",
      ru: "Производство готовых текстильных изделий, кроме одежды",
      uz: "Kiyimdan tashqari tayyor to‘qimachilik buyumlari ishlab chiqarish",
      fa: "تولید منسوجات آماده به‌جز پوشاک",
    },
  },
  {
    code: "23.41",
    names: {
      en: "Manufacture of ceramic household and ornamental articles",
      ru: "Производство хозяйственных и декоративных керамических изделий",
      uz: "Xo‘jalik va bezak uchun sopol buyumlar ishlab chiqarish",
      fa: "تولید ظروف و اشیای تزئینی سفالی",
    },
  },
  {
    code: "25.71",
    names: {
      en: "Manufacture of cutlery",
      ru: "Производство ножевых изделий и столовых приборов",
      uz: "Pichoqchilik buyumlari va oshxona asboblari ishlab chiqarish",
      fa: "تولید چاقو و کارد و چنگال",
    },
  },
  {
    code: "43.39",
    names: {
      en: "Other building completion and finishing",
      ru: "Прочие отделочные и завершающие работы",
      uz: "Boshqa pardozlash va yakunlovchi qurilish ishlari",
      fa: "سایر کارهای تکمیلی و نازک‌کاری ساختمان",
    },
  },
  {
    code: "45.20",
    names: {
      en: "Maintenance and repair of motor vehicles",
      ru: "Техническое обслуживание и ремонт автотранспортных средств",
      uz: "Avtotransport vositalariga texnik xizmat ko‘rsatish va ta’mirlash",
      fa: "نگهداری و تعمیر وسایل نقلیهٔ موتوری",
    },
  },
  {
    code: "45.32",
    names: {
      en: "Retail trade of motor vehicle parts and accessories",
      ru: "Розничная торговля автомобильными деталями, узлами и принадлежностями",
      uz: "Avtomobil ehtiyot qismlari va aksessuarlari chakana savdosi",
      fa: "خرده‌فروشی قطعات و لوازم جانبی خودرو",
    },
  },
  {
    code: "47.29",
    names: {
      en: "Other retail sale of food in specialised stores",
      ru: "Прочая розничная торговля пищевыми продуктами в специализированных магазинах",
      uz: "Ixtisoslashgan do‘konlarda oziq-ovqat mahsulotlarining boshqa chakana savdosi",
      fa: "سایر خرده‌فروشی مواد غذایی در فروشگاه‌های تخصصی",
    },
  },
  {
    code: "47.42",
    names: {
      en: "Retail sale of telecommunications equipment in specialised stores",
      ru: "Розничная торговля телекоммуникационным оборудованием в специализированных магазинах",
      uz: "Ixtisoslashgan do‘konlarda telekommunikatsiya uskunalari chakana savdosi",
      fa: "خرده‌فروشی تجهیزات مخابراتی در فروشگاه‌های تخصصی",
    },
  },
  {
    code: "47.59",
    names: {
      en: "Retail sale of furniture, lighting equipment and other household articles",
      ru: "Розничная торговля мебелью, осветительными приборами и прочими бытовыми изделиями",
      uz: "Mebel, yoritish asboblari va boshqa uy-ro‘zg‘or buyumlari chakana savdosi",
      fa: "خرده‌فروشی مبلمان، روشنایی و سایر لوازم خانگی",
    },
  },
  {
    code: "47.65",
    names: {
      en: "Retail sale of games and toys in specialised stores",
      ru: "Розничная торговля играми и игрушками в специализированных магазинах",
      uz: "Ixtisoslashgan do‘konlarda o‘yin va o‘yinchoqlar chakana savdosi",
      fa: "خرده‌فروشی بازی و اسباب‌بازی در فروشگاه‌های تخصصی",
    },
  },
  {
    code: "47.75",
    names: {
      en: "Retail sale of cosmetic and toilet articles in specialised stores",
      ru: "Розничная торговля косметическими и парфюмерными товарами в специализированных магазинах",
      uz: "Ixtisoslashgan do‘konlarda kosmetika va atir-upa mahsulotlari chakana savdosi",
      fa: "خرده‌فروشی لوازم آرایشی و بهداشتی در فروشگاه‌های تخصصی",
    },
  },
  {
    code: "47.78",
    names: {
      en: "Other retail sale of new goods in specialised stores",
      ru: "Прочая розничная торговля новыми товарами в специализированных магазинах",
      uz: "Ixtisoslashgan do‘konlarda yangi tovarlarning boshqa chakana savdosi",
      fa: "سایر خرده‌فروشی کالاهای نو در فروشگاه‌های تخصصی",
    },
  },
  {
    code: "49.41",
    names: {
      en: "Freight transport by road",
      ru: "Деятельность автомобильного грузового транспорта",
      uz: "Avtomobil yuk transporti faoliyati",
      fa: "حمل‌ونقل جاده‌ای بار",
    },
  },
  {
    code: "56.21",
    names: {
      en: "Event catering activities",
      ru: "Обслуживание праздничных мероприятий",
      uz: "Bayram tadbirlariga ovqat tayyorlash va xizmat ko‘rsatish",
      fa: "پذیرایی مراسم و جشن‌ها",
    },
  },
  {
    code: "74.20",
    names: {
      en: "Photographic activities",
      ru: "Деятельность в области фотографии",
      uz: "Fotografiya sohasidagi faoliyat",
      fa: "فعالیت‌های عکاسی",
    },
  },
  {
    code: "81.21",
    names: {
      en: "General cleaning of buildings",
      ru: "Общая уборка зданий",
      uz: "Binolarni umumiy tozalash",
      fa: "نظافت عمومی ساختمان‌ها",
    },
  },
  {
    code: "86.90",
    names: {
      en: "Other human health activities",
      ru: "Прочая деятельность в области здравоохранения",
      uz: "Sog‘liqni saqlash sohasidagi boshqa faoliyat",
      fa: "سایر فعالیت‌های بهداشت و درمان",
    },
  },
  {
    code: "95.12",
    names: {
      en: "Repair of communication equipment",
      ru: "Ремонт коммуникационного оборудования",
      uz: "Aloqa uskunalarini ta’mirlash",
      fa: "تعمیر تجهیزات ارتباطی",
    },
  },
];

export const demoUsers = [
  {
    id: "00000000-0000-4000-8000-000000000001",
    email: "admin@demo.uz",
    phone: "998901000001",
    first_name: "Admin",
    last_name: "Demo",
    role: "admin" as const,
  },
  {
    id: "00000000-0000-4000-8000-000000000002",
    email: "user@demo.uz",
    phone: "998901000002",
    first_name: "Aziza",
    last_name: "Karimova",
    role: "user" as const,
  },
  {
    id: "00000000-0000-4000-8000-000000000003",
    email: "business@demo.uz",
    phone: "998901000003",
    first_name: "Bekzod",
    last_name: "Rahimov",
    role: "business" as const,
  },
];

export const demoBusiness = {
  id: "00000000-0000-4000-8000-0000000000b1",
  ownerEmail: "business@demo.uz",
  okedCode: "47.11",
  taxId: "301234567",
  phone: "998901000003",
  email: "business@demo.uz",
  region: "Toshkent",
  regionCode: "tashkent-city",
  address: "Toshkent sh., Chilonzor tumani, Bunyodkor ko‘chasi 1",
  // Beside Chorsu bazaar, whose name it carries.
  latitude: 41.326944,
  longitude: 69.233611,
  workingHours: [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, opens: "06:00", closes: "19:00" })),
  links: [
    { kind: "telegram" as const, url: "https://t.me/chorsu_fresh" },
    { kind: "instagram" as const, url: "https://instagram.com/chorsu.fresh" },
  ],
  names: {
    en: "Chorsu Fresh Market",
    ru: "Свежий рынок Чорсу",
    uz: "Chorsu Fresh bozori",
    fa: "بازار تازهٔ چارسو",
  },
  descriptions: {
    en: "Fresh fruit, vegetables, bread and spices from the farmers of the Tashkent region.",
    ru: "Свежие фрукты, овощи, хлеб и специи от фермеров Ташкентской области.",
    uz: "Toshkent viloyati fermerlaridan yangi meva, sabzavot, non va ziravorlar.",
    fa: "میوه، سبزی، نان و ادویهٔ تازه از کشاورزان ولایت تاشکند.",
  },
};
