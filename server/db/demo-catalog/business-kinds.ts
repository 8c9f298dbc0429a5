import { type Texts, texts } from "./texts";

export type HoursPattern =
  | "shop"
  | "bazaar"
  | "bakery"
  | "workshop"
  | "office"
  | "salon"
  | "clinic"
  | "events"
  | "always";

/**
 * A kind of business: its OKED activity, the leaf categories it sells in, how its name is
 * built around the brand and what it says about itself (`{brand}` and `{city}` are filled in).
 */
export interface BusinessKind {
  oked: string;
  categories: string[];
  name: Texts;
  description: Texts;
  hours: HoursPattern;
}

const kind = (
  oked: string,
  categories: string[],
  hours: HoursPattern,
  name: [string, string, string, string],
  description: [string, string, string, string],
): BusinessKind => ({
  oked,
  categories,
  hours,
  name: texts(...name),
  description: texts(...description),
});

export const businessKinds = {
  electronics: kind(
    "47.42",
    ["phones", "laptops", "home-appliances"],
    "shop",
    [
      "{brand} Electronics",
      "Магазин электроники «{brand}»",
      "«{brand}» elektronika do‘koni",
      "فروشگاه لوازم الکترونیکی {brand}",
    ],
    [
      "Smartphones, laptops and home appliances with an official warranty in {city}. Trade-in and instalments available.",
      "Смартфоны, ноутбуки и бытовая техника с официальной гарантией, город {city}. Принимаем старые устройства в зачёт, есть рассрочка.",
      "{city} shahrida rasmiy kafolatli smartfonlar, noutbuklar va maishiy texnika. Eski qurilmani almashtirish va muddatli to‘lov bor.",
      "گوشی هوشمند، لپ‌تاپ و لوازم خانگی برقی با گارانتی رسمی در {city}. تعویض دستگاه کهنه و خرید اقساطی.",
    ],
  ),
  home: kind(
    "47.59",
    ["furniture", "kitchenware", "garden"],
    "shop",
    [
      "{brand} Home",
      "Товары для дома «{brand}»",
      "«{brand}» uy-ro‘zg‘or do‘koni",
      "فروشگاه لوازم خانه {brand}",
    ],
    [
      "Furniture, kitchenware and garden goods for the house and the courtyard. Delivery and assembly in {city}.",
      "Мебель, посуда и товары для сада — для дома и двора. Доставка и сборка, город {city}.",
      "Uy va hovli uchun mebel, idish-tovoq va bog‘ anjomlari. {city} shahrida yetkazib berish va yig‘ib berish.",
      "مبلمان، ظروف و لوازم باغ برای خانه و حیاط. ارسال و مونتاژ در {city}.",
    ],
  ),
  clothing: kind(
    "47.71",
    ["womens-clothing", "mens-clothing", "national-dress"],
    "shop",
    [
      "{brand} Fashion",
      "Магазин одежды «{brand}»",
      "«{brand}» kiyim do‘koni",
      "فروشگاه پوشاک {brand}",
    ],
    [
      "Everyday and festive clothing, including atlas and adras from Margilan weavers. Fitting room and tailoring in {city}.",
      "Повседневная и праздничная одежда, в том числе атлас и адрас маргиланских ткачей. Примерочная и подгонка по фигуре, город {city}.",
      "Kundalik va bayramona kiyimlar, jumladan Marg‘ilon to‘quvchilarining atlas va adrasi. {city} shahrida kiyib ko‘rish va moslab tikish.",
      "پوشاک روزمره و جشن، از جمله اطلس و ادرس بافندگان مرغینان. اتاق پرو و اصلاح لباس در {city}.",
    ],
  ),
  grocery: kind(
    "47.29",
    ["dried-fruit", "spices", "sweets", "fruits-vegetables"],
    "bazaar",
    ["{brand} Bazaar", "Лавка «{brand}»", "«{brand}» savdo rastasi", "بازارچهٔ {brand}"],
    [
      "Dried apricots, raisins, nuts, spices and honey straight from the region’s farmers. Gift sets packed to order, shipping across Uzbekistan.",
      "Курага, изюм, орехи, специи и мёд прямо от фермеров области. Собираем подарочные наборы, отправляем по всему Узбекистану.",
      "Viloyat fermerlaridan to‘g‘ridan-to‘g‘ri turshak, mayiz, yong‘oq, ziravor va asal. Sovg‘a to‘plamlari, butun O‘zbekiston bo‘ylab jo‘natamiz.",
      "برگهٔ زردآلو، کشمش، آجیل، ادویه و عسل مستقیم از کشاورزان منطقه. بسته‌های هدیه و ارسال به سراسر ازبکستان.",
    ],
  ),
  bakery: kind(
    "10.71",
    ["bread", "sweets"],
    "bakery",
    ["{brand} Bakery", "Пекарня «{brand}»", "«{brand}» novvoyxonasi", "نانوایی {brand}"],
    [
      "Tandoor bread baked every morning by the old {city} recipe, plus patyr, samsa and national sweets.",
      "Тандырные лепёшки каждое утро по старому рецепту, город {city}; а ещё патыр, самса и национальные сладости.",
      "Har tongda eski {city} retsepti bo‘yicha yopilgan tandir non, patir, somsa va milliy shirinliklar.",
      "نان تنوری هر صبح به دستور قدیمی {city}، به‌علاوهٔ پتیر، سمبوسه و شیرینی‌های محلی.",
    ],
  ),
  ceramics: kind(
    "23.41",
    ["ceramics"],
    "workshop",
    [
      "{brand} Ceramics",
      "Керамическая мастерская «{brand}»",
      "«{brand}» kulolchilik ustaxonasi",
      "کارگاه سفال {brand}",
    ],
    [
      "A family workshop of potters: every piece is thrown, painted and glazed by hand and signed by the master. Visitors welcome.",
      "Семейная гончарная мастерская: каждое изделие вытачивается, расписывается и глазуруется вручную и подписывается мастером. Ждём гостей.",
      "Oilaviy kulolchilik ustaxonasi: har bir buyum qo‘lda yasaladi, naqshlanadi, sirlanadi va usta imzosini oladi. Mehmonlarni kutamiz.",
      "کارگاه خانوادگی سفالگری: هر قطعه با دست ساخته، نقاشی و لعاب داده می‌شود و امضای استاد را دارد. پذیرای بازدیدکنندگانیم.",
    ],
  ),
  textile: kind(
    "13.92",
    ["suzani", "carpets"],
    "workshop",
    [
      "{brand} Textile Workshop",
      "Текстильная мастерская «{brand}»",
      "«{brand}» to‘qimachilik ustaxonasi",
      "کارگاه نساجی {brand}",
    ],
    [
      "Hand-embroidered suzani, cushions and carpets made by craftswomen from {city} and nearby villages.",
      "Сюзане ручной вышивки, подушки и ковры от мастериц из города {city} и окрестных кишлаков.",
      "{city} va atrofdagi qishloqlar hunarmand ayollari tikkan so‘zanalar, yostiqlar va gilamlar.",
      "سوزنی‌های گلدوزی دستی، کوسن و فرش، کار زنان هنرمند {city} و روستاهای اطراف.",
    ],
  ),
  knives: kind(
    "25.71",
    ["knives"],
    "workshop",
    ["{brand} Knives", "Ножи «{brand}»", "«{brand}» pichoqlari", "چاقوسازی {brand}"],
    [
      "A smithy that forges pichoq knives by hand, with bone, horn and walnut handles. Sharpening for life.",
      "Кузница, где пчаки куют вручную, с рукоятями из кости, рога и ореха. Заточка — пожизненно.",
      "Pichoqlar qo‘lda toblanadigan temirchilik ustaxonasi, suyak, shox va yong‘oq dastali. Umrbod charxlab beramiz.",
      "آهنگری‌ای که پیچاق را با دست می‌سازد، با دستهٔ استخوانی، شاخی و گردویی. تیزکردن مادام‌العمر.",
    ],
  ),
  auto: kind(
    "45.32",
    ["car-parts", "tyres"],
    "shop",
    [
      "{brand} Auto Parts",
      "Автозапчасти «{brand}»",
      "«{brand}» avtoehtiyot qismlari",
      "قطعات خودرو {brand}",
    ],
    [
      "Original and compatible parts for Cobalt, Nexia, Damas, Spark, Gentra and Lacetti; tyres fitted at our partner service in {city}.",
      "Оригинальные и совместимые запчасти для Cobalt, Nexia, Damas, Spark, Gentra и Lacetti; шиномонтаж у партнёров, город {city}.",
      "Cobalt, Nexia, Damas, Spark, Gentra va Lacetti uchun original va mos ehtiyot qismlar; {city} shahrida hamkor servisda shina o‘rnatish.",
      "قطعات اصلی و سازگار برای Cobalt، Nexia، Damas، Spark، Gentra و Lacetti؛ لاستیک‌اندازی در تعمیرگاه همکار در {city}.",
    ],
  ),
  kids: kind(
    "47.65",
    ["toys", "kids-clothing"],
    "shop",
    [
      "{brand} Kids",
      "Детский магазин «{brand}»",
      "«{brand}» bolalar do‘koni",
      "فروشگاه کودک {brand}",
    ],
    [
      "Toys, bicycles and children’s clothing, checked for safety. Gift wrapping is free.",
      "Игрушки, велосипеды и детская одежда, проверенные на безопасность. Подарочная упаковка бесплатно.",
      "Xavfsizligi tekshirilgan o‘yinchoqlar, velosipedlar va bolalar kiyimi. Sovg‘a qadoqlash bepul.",
      "اسباب‌بازی، دوچرخه و پوشاک کودک با ایمنی بررسی‌شده. کادوپیچی رایگان.",
    ],
  ),
  beauty: kind(
    "47.75",
    ["cosmetics", "perfume"],
    "shop",
    [
      "{brand} Beauty",
      "Магазин косметики «{brand}»",
      "«{brand}» kosmetika do‘koni",
      "فروشگاه آرایشی {brand}",
    ],
    [
      "Natural Uzbek cosmetics — usma, rose water, silk soap — and oriental perfume.",
      "Натуральная узбекская косметика — усьма, розовая вода, шёлковое мыло — и восточная парфюмерия.",
      "Tabiiy o‘zbek kosmetikasi — o‘sma, atirgul suvi, ipak sovun — va sharqona atirlar.",
      "آرایشی‌های طبیعی ازبکی مثل وسمه، گلاب و صابون ابریشم، و عطرهای شرقی.",
    ],
  ),
  online: kind(
    "47.91",
    ["dried-fruit", "spices", "ceramics", "suzani"],
    "always",
    [
      "{brand} Online Store",
      "Интернет-магазин «{brand}»",
      "«{brand}» internet-do‘koni",
      "فروشگاه اینترنتی {brand}",
    ],
    [
      "Uzbek dried fruit, spices and crafts shipped to Russia, Kazakhstan and beyond. Prices include careful packing.",
      "Узбекские сухофрукты, специи и ремёсла с доставкой в Россию, Казахстан и дальше. Бережная упаковка входит в цену.",
      "O‘zbek quruq mevalari, ziravorlari va hunarmandchilik buyumlari Rossiya, Qozog‘iston va boshqa davlatlarga. Puxta qadoqlash narxga kiradi.",
      "خشکبار، ادویه و صنایع دستی ازبکستان با ارسال به روسیه، قزاقستان و فراتر. بسته‌بندی دقیق در قیمت است.",
    ],
  ),
  souvenirs: kind(
    "47.78",
    ["ceramics", "suzani", "knives", "carpets"],
    "shop",
    [
      "{brand} Souvenirs",
      "Сувенирная лавка «{brand}»",
      "«{brand}» suvenirlar do‘koni",
      "فروشگاه سوغات {brand}",
    ],
    [
      "Crafts from every corner of Uzbekistan a few steps from the old city of {city}; we ship purchases home for travellers.",
      "Ремёсла со всего Узбекистана в двух шагах от старого города, {city}; отправляем покупки туристов домой.",
      "{city} eski shahri yonida butun O‘zbekistondan hunarmandchilik buyumlari; sayyohlar xaridini uyiga jo‘natamiz.",
      "صنایع دستی از سراسر ازبکستان در چند قدمی شهر قدیم {city}؛ خرید گردشگران را به خانه‌شان می‌فرستیم.",
    ],
  ),
  gadgetRepair: kind(
    "95.12",
    ["phone-repair", "appliance-repair"],
    "office",
    [
      "{brand} Service Centre",
      "Сервисный центр «{brand}»",
      "«{brand}» servis markazi",
      "مرکز خدمات {brand}",
    ],
    [
      "Phones repaired while you wait and washing machines and fridges at your home in {city}. 90-day warranty on every repair.",
      "Ремонт телефонов при вас, стиральных машин и холодильников — на дому, город {city}. Гарантия 90 дней на каждый ремонт.",
      "{city} shahrida telefonlarni ko‘z oldingizda, kir yuvish mashinasi va muzlatgichlarni uyingizda ta’mirlaymiz. Har bir ta’mirga 90 kun kafolat.",
      "تعمیر گوشی در حضور شما و ماشین لباسشویی و یخچال در منزل در {city}. ۹۰ روز گارانتی برای هر تعمیر.",
    ],
  ),
  carService: kind(
    "45.20",
    ["car-repair"],
    "office",
    [
      "{brand} Car Service",
      "Автосервис «{brand}»",
      "«{brand}» avtoservisi",
      "تعمیرگاه خودرو {brand}",
    ],
    [
      "Diagnostics, servicing and methane equipment for Chevrolet and other cars, four lifts, no appointment needed.",
      "Диагностика, обслуживание и метановое оборудование для Chevrolet и других машин; четыре подъёмника, без записи.",
      "Chevrolet va boshqa mashinalar uchun diagnostika, texnik xizmat va metan uskunalari; to‘rtta ko‘targich, navbatsiz.",
      "عیب‌یابی، سرویس و تجهیزات گاز متان برای Chevrolet و دیگر خودروها؛ چهار جک، بدون نوبت قبلی.",
    ],
  ),
  cleaning: kind(
    "81.21",
    ["home-cleaning", "carpet-cleaning"],
    "office",
    [
      "{brand} Cleaning",
      "Клининговая компания «{brand}»",
      "«{brand}» tozalash xizmati",
      "خدمات نظافت {brand}",
    ],
    [
      "Apartment, office and carpet cleaning in {city} with our own equipment and safe detergents.",
      "Уборка квартир и офисов и стирка ковров, город {city}; своё оборудование и безопасная химия.",
      "{city} shahrida kvartira, ofis va gilamlarni o‘z jihozlarimiz va xavfsiz vositalar bilan tozalaymiz.",
      "نظافت آپارتمان، دفتر و فرش در {city} با تجهیزات خودمان و شوینده‌های بی‌خطر.",
    ],
  ),
  tutoring: kind(
    "85.59",
    ["language-courses", "it-courses", "school-tutoring"],
    "office",
    [
      "{brand} Learning Centre",
      "Учебный центр «{brand}»",
      "«{brand}» o‘quv markazi",
      "مرکز آموزشی {brand}",
    ],
    [
      "Languages, IT and school subjects in small groups; a free trial lesson for every new student.",
      "Языки, IT и школьные предметы в небольших группах; бесплатный пробный урок каждому новому ученику.",
      "Kichik guruhlarda chet tillari, IT va maktab fanlari; har bir yangi o‘quvchiga bepul sinov darsi.",
      "زبان، فناوری اطلاعات و دروس مدرسه در گروه‌های کوچک؛ یک جلسهٔ آزمایشی رایگان برای هر دانش‌آموز جدید.",
    ],
  ),
  salon: kind(
    "96.02",
    ["hairdressing", "manicure"],
    "salon",
    [
      "{brand} Beauty Salon",
      "Салон красоты «{brand}»",
      "«{brand}» go‘zallik saloni",
      "سالن زیبایی {brand}",
    ],
    [
      "Hair, nails and bridal looks by experienced stylists; book online or just come in.",
      "Волосы, ногти и свадебные образы от опытных мастеров; запись онлайн или без записи.",
      "Tajribali ustalardan soch, tirnoq va kelin obrazlari; onlayn yoziling yoki shunchaki keling.",
      "مو، ناخن و آرایش عروس توسط آرایشگران باتجربه؛ نوبت آنلاین یا مراجعهٔ حضوری.",
    ],
  ),
  transport: kind(
    "49.41",
    ["cargo", "moving", "courier"],
    "always",
    [
      "{brand} Logistics",
      "Транспортная компания «{brand}»",
      "«{brand}» transport kompaniyasi",
      "شرکت حمل‌ونقل {brand}",
    ],
    [
      "Trucks, vans and couriers around the clock from {city} to every region of Uzbekistan.",
      "Грузовики, фургоны и курьеры круглосуточно из города {city} во все области Узбекистана.",
      "{city} shahridan O‘zbekistonning barcha viloyatlariga kecha-kunduz yuk mashinalari, furgonlar va kuryerlar.",
      "کامیون، ون و پیک در تمام ساعات شبانه‌روز از {city} به همهٔ استان‌های ازبکستان.",
    ],
  ),
  weddingHall: kind(
    "56.21",
    ["wedding-halls", "catering", "musicians"],
    "events",
    [
      "{brand} Wedding Hall",
      "Банкетный зал «{brand}»",
      "«{brand}» to‘yxonasi",
      "تالار پذیرایی {brand}",
    ],
    [
      "A hall for up to 600 guests with our own kitchen, oshpaz and musicians: the whole to‘y in one place.",
      "Зал до 600 гостей со своей кухней, ошпазом и музыкантами: весь той в одном месте.",
      "600 mehmongacha zal, o‘z oshxonasi, oshpazi va sozandalari bilan: butun to‘y bir joyda.",
      "تالاری تا ۶۰۰ مهمان با آشپزخانه، آشپز و نوازندگان خودش: همهٔ عروسی در یک جا.",
    ],
  ),
  studio: kind(
    "74.20",
    ["photo-video", "musicians"],
    "events",
    [
      "{brand} Photo & Video",
      "Фото- и видеостудия «{brand}»",
      "«{brand}» foto-video studiyasi",
      "استودیو عکس و فیلم {brand}",
    ],
    [
      "Wedding films, love stories and studio portraits; our team travels anywhere in Uzbekistan.",
      "Свадебные фильмы, love story и студийные портреты; команда выезжает по всему Узбекистану.",
      "To‘y filmlari, love story va studiya portretlari; jamoamiz O‘zbekistonning istalgan joyiga boradi.",
      "فیلم عروسی، لاو استوری و پرتره در استودیو؛ تیم ما به هر جای ازبکستان سفر می‌کند.",
    ],
  ),
  construction: kind(
    "43.39",
    ["renovation", "plumbing", "electrical"],
    "office",
    [
      "{brand} Renovation",
      "Ремонтная бригада «{brand}»",
      "«{brand}» ta’mirlash brigadasi",
      "گروه بازسازی {brand}",
    ],
    [
      "Renovation, plumbing and electrics in {city} with a written estimate and a two-year warranty on the work.",
      "Ремонт, сантехника и электрика, город {city}; письменная смета и гарантия на работы два года.",
      "{city} shahrida ta’mirlash, santexnika va elektr ishlari; yozma smeta va ishlarga ikki yil kafolat.",
      "بازسازی، لوله‌کشی و برق‌کاری در {city} با برآورد کتبی و دو سال ضمانت کار.",
    ],
  ),
  clinic: kind(
    "86.90",
    ["dentistry", "diagnostics", "massage"],
    "clinic",
    ["{brand} Clinic", "Клиника «{brand}»", "«{brand}» klinikasi", "کلینیک {brand}"],
    [
      "Dentistry, diagnostics and massage under one roof, licensed by the Ministry of Health; doctors speak Uzbek, Russian and English.",
      "Стоматология, диагностика и массаж под одной крышей, лицензия Минздрава; врачи говорят по-узбекски, по-русски и по-английски.",
      "Stomatologiya, diagnostika va massaj bir joyda, Sog‘liqni saqlash vazirligi litsenziyasi; shifokorlar o‘zbek, rus va ingliz tillarida gaplashadi.",
      "دندان‌پزشکی، تشخیص و ماساژ زیر یک سقف با مجوز وزارت بهداشت؛ پزشکان به ازبکی، روسی و انگلیسی صحبت می‌کنند.",
    ],
  ),
} satisfies Record<string, BusinessKind>;

export type BusinessKindName = keyof typeof businessKinds;
