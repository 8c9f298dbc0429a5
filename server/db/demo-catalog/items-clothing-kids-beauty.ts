import { type ItemTemplate, item, variant } from "./item-template";
import { persianNumber, quantity, units } from "./texts";

const size = (n: number, factor = 1) =>
  variant([`size ${n}`, `размер ${n}`, `${n}-o‘lcham`, `سایز ${persianNumber(n)}`], factor);
// Russian counts years as 2–4 «года», 5–20 «лет»; a range takes the form of its last number.
const russianYears = (n: number) =>
  n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 12 || n % 100 > 14) ? "года" : "лет";
const ages = (from: number, to: number, factor: number) =>
  variant(
    [
      `${from}–${to} years`,
      `${from}–${to} ${russianYears(to)}`,
      `${from}–${to} yosh`,
      `${persianNumber(from)} تا ${persianNumber(to)} سال`,
    ],
    factor,
  );
const colour = (en: string, ru: string, uz: string, fa: string) => variant([en, ru, uz, fa], 1);

export const clothingKidsBeautyItems: Record<string, ItemTemplate[]> = {
  "womens-clothing": [
    item(
      "cotton-summer-dress",
      [
        "Cotton summer dress",
        "Летнее хлопковое платье",
        "Yozgi paxta ko‘ylak",
        "پیراهن تابستانی نخی",
      ],
      [
        "Light Uzbek cotton that breathes in the heat, with a modest midi length.",
        "Лёгкий узбекский хлопок, в котором не жарко, длина миди.",
        "Issiqda havo o‘tkazadigan yengil o‘zbek paxtasi, midi uzunlikda.",
        "پارچهٔ نخی سبک ازبکی که در گرما نفس می‌کشد، با قد میدی.",
      ],
      [20, 40],
      [colour("white", "белое", "oq", "سفید"), colour("blue", "синее", "ko‘k", "آبی")],
    ),
    item(
      "knitted-cardigan",
      ["Knitted cardigan", "Вязаный кардиган", "To‘qilgan kardigan", "ژاکت بافتنی"],
      [
        "Soft wool blend knitted in Tashkent, warm enough for autumn evenings.",
        "Мягкая полушерсть ташкентской вязки, тёплый для осенних вечеров.",
        "Toshkentda to‘qilgan yumshoq yarim jun, kuzgi oqshomlar uchun issiq.",
        "مخلوط پشم نرم بافت تاشکند، برای شب‌های پاییزی گرم است.",
      ],
      [18, 30],
    ),
    item(
      "womens-coat",
      [
        "Women’s winter coat",
        "Женское зимнее пальто",
        "Ayollar qishki paltosi",
        "پالتو زمستانی زنانه",
      ],
      [
        "Wool coat with a quilted lining, cut long against the winter wind.",
        "Шерстяное пальто на стёганой подкладке, удлинённое — от зимнего ветра.",
        "Qavima astarli jun palto, qishki shamoldan saqlaydigan uzun bichim.",
        "پالتو پشمی با آستر لایه‌دار، بلند برای باد زمستان.",
      ],
      [60, 120],
      [size(44), size(46), size(48)],
    ),
  ],
  "mens-clothing": [
    item(
      "mens-suit",
      [
        "Men’s classic suit",
        "Мужской классический костюм",
        "Erkaklar klassik kostyumi",
        "کت‌وشلوار کلاسیک مردانه",
      ],
      [
        "Jacket and trousers in fine wool, tailored for weddings and the office.",
        "Пиджак и брюки из тонкой шерсти — на свадьбу и в офис.",
        "Nozik jundan kurtka va shim — to‘yga ham, ofisga ham.",
        "کت و شلوار از پشم لطیف، مناسب عروسی و اداره.",
      ],
      [90, 160],
      [size(48), size(50), size(52)],
    ),
    item(
      "cotton-shirt",
      [
        "Men’s cotton shirt",
        "Мужская хлопковая рубашка",
        "Erkaklar paxta ko‘ylagi",
        "پیراهن نخی مردانه",
      ],
      [
        "Made from Uzbek cotton, easy to iron and keeps its colour after many washes.",
        "Из узбекского хлопка, легко гладится и не теряет цвет после стирок.",
        "O‘zbek paxtasidan, oson dazmollanadi va yuvilganda rangini yo‘qotmaydi.",
        "از پنبهٔ ازبکی، راحت اتو می‌شود و پس از شستشو رنگ نمی‌دهد.",
      ],
      [12, 22],
      [
        colour("white", "белая", "oq", "سفید"),
        colour("light blue", "голубая", "havorang", "آبی روشن"),
      ],
    ),
    item(
      "leather-shoes",
      ["Men’s leather shoes", "Мужские кожаные туфли", "Erkaklar charm tuflisi", "کفش چرم مردانه"],
      [
        "Genuine leather upper and a non-slip sole, stitched in a Namangan workshop.",
        "Верх из натуральной кожи и нескользящая подошва, пошиты в Намангане.",
        "Tabiiy charm va sirpanmaydigan taglik, Namanganda tikilgan.",
        "رویهٔ چرم طبیعی و زیره ضدلغزش، دوخت کارگاهی در نمنگان.",
      ],
      [40, 70],
      [size(41), size(42), size(43)],
    ),
  ],
  "national-dress": [
    item(
      "khan-atlas",
      [
        "Margilan khan-atlas silk",
        "Маргиланский шёлк хан-атлас",
        "Marg‘ilon xonatlasi",
        "پارچه ابریشمی خان‌اطلس مرغینان",
      ],
      [
        "Hand-dyed ikat silk woven in Margilan; the bright pattern is the real abrbandi technique.",
        "Шёлк-икат ручного крашения из Маргилана, яркий узор в технике абрбанди.",
        "Marg‘ilonda to‘qilgan qo‘lda bo‘yalgan ipak, yorqin naqsh abrbandi usulida.",
        "ابریشم ایکات رنگ‌شده با دست، بافت مرغینان؛ نقش روشن به شیوهٔ ابربندی.",
      ],
      [8, 14],
      [variant(quantity(1, units.m), 1), variant(quantity(4, units.m), 3.8)],
    ),
    item(
      "chapan",
      ["Quilted chapan robe", "Стёганый чапан", "Qavima to‘n (chopon)", "چپن لایه‌دوزی"],
      [
        "Cotton chapan with a silk lining, the robe given to honoured guests at a to‘y.",
        "Хлопковый чапан на шёлковой подкладке — его дарят почётным гостям на тое.",
        "Ipak astarli paxta to‘n — to‘yda hurmatli mehmonlarga kiydiriladi.",
        "چپن نخی با آستر ابریشمی؛ ردایی که در جشن به مهمانان محترم هدیه می‌دهند.",
      ],
      [60, 150],
    ),
    item(
      "doppi",
      ["Embroidered doppi skullcap", "Вышитая тюбетейка", "Kashtali do‘ppi", "عرقچین گلدوزی‌شده"],
      [
        "Black doppi with the white qalampir pattern, stitched by hand.",
        "Чёрная тюбетейка с белым узором «калампир», вышита вручную.",
        "Oq qalampir naqshli qora do‘ppi, qo‘lda tikilgan.",
        "عرقچین مشکی با نقش سفید «قلمپیر»، دوخت دستی.",
      ],
      [6, 15],
      [
        variant(["Chust style", "чустская", "Chust do‘ppisi", "سبک چوست"], 1),
        variant(["Margilan style", "маргиланская", "Marg‘ilon do‘ppisi", "سبک مرغینان"], 1.2),
      ],
    ),
    item(
      "atlas-dress",
      ["Atlas silk dress", "Платье из атласа", "Atlas ko‘ylak", "پیراهن اطلس"],
      [
        "A festive dress sewn from Margilan atlas, for Navruz and family celebrations.",
        "Нарядное платье из маргиланского атласа — на Навруз и семейные праздники.",
        "Marg‘ilon atlasidan tikilgan bayramona ko‘ylak — Navro‘z va oilaviy bayramlar uchun.",
        "پیراهن جشن از اطلس مرغینان، برای نوروز و جشن‌های خانوادگی.",
      ],
      [35, 70],
      [size(44), size(46), size(48)],
    ),
  ],
  toys: [
    item(
      "wooden-blocks",
      ["Wooden building blocks", "Деревянные кубики", "Yog‘och kubiklar", "مکعب‌های چوبی"],
      [
        "Fifty painted blocks with rounded edges and water-based paint.",
        "Пятьдесят раскрашенных кубиков со скруглёнными краями, краска на водной основе.",
        "Qirralari yumaloqlangan ellikta bo‘yalgan kubik, suv asosidagi bo‘yoq.",
        "پنجاه مکعب رنگی با لبه‌های گرد و رنگ پایهٔ آب.",
      ],
      [10, 20],
    ),
    item(
      "plush-camel",
      ["Plush camel", "Плюшевый верблюд", "Yumshoq tuya o‘yinchog‘i", "شتر عروسکی"],
      [
        "A soft two-humped camel with an embroidered saddle, washable at 30 °C.",
        "Мягкий двугорбый верблюд с вышитым седлом, можно стирать при 30 °C.",
        "Kashtali egarli yumshoq ikki o‘rkachli tuya, 30 °C da yuvish mumkin.",
        "شتر دوکوهانه نرم با زین گلدوزی‌شده، قابل شستشو در ۳۰ درجه.",
      ],
      [8, 14],
      [
        variant(["30 cm", "30 см", "30 sm", "۳۰ سانتی‌متر"], 1),
        variant(["50 cm", "50 см", "50 sm", "۵۰ سانتی‌متر"], 1.6),
      ],
    ),
    item(
      "kids-bicycle",
      ["Kids’ bicycle", "Детский велосипед", "Bolalar velosipedi", "دوچرخه کودک"],
      [
        "Steel frame, training wheels and a bell; assembled and checked before delivery.",
        "Стальная рама, страховочные колёса и звонок; собираем и проверяем перед доставкой.",
        "Po‘lat rama, yordamchi g‘ildiraklar va qo‘ng‘iroq; yetkazishdan oldin yig‘ib tekshiramiz.",
        "بدنهٔ فولادی، چرخ کمکی و زنگ؛ پیش از ارسال مونتاژ و بررسی می‌شود.",
      ],
      [70, 110],
      [
        variant(["16″ wheels", "колёса 16″", "16″ g‘ildirak", "چرخ ۱۶ اینچ"], 1),
        variant(["20″ wheels", "колёса 20″", "20″ g‘ildirak", "چرخ ۲۰ اینچ"], 1.2),
      ],
    ),
    item(
      "construction-set",
      [
        "Construction set, 500 pieces",
        "Конструктор, 500 деталей",
        "Konstruktor, 500 detal",
        "لگو ساختنی، ۵۰۰ قطعه",
      ],
      [
        "Compatible with the popular bricks; builds a city bus, a house and a crane.",
        "Совместим с популярными кубиками; можно собрать автобус, дом и кран.",
        "Mashhur g‘ishtchalarga mos; avtobus, uy va kran yig‘ish mumkin.",
        "سازگار با آجرک‌های رایج؛ می‌توان اتوبوس، خانه و جرثقیل ساخت.",
      ],
      [20, 35],
    ),
  ],
  "kids-clothing": [
    item(
      "winter-overalls",
      [
        "Kids’ winter overalls",
        "Детский зимний комбинезон",
        "Bolalar qishki kombinezoni",
        "سرهمی زمستانی کودک",
      ],
      [
        "Windproof, with a hood and reflective stripes for dark winter mornings.",
        "Не продувается, с капюшоном и светоотражающими полосами для тёмных зимних утр.",
        "Shamol o‘tkazmaydi, kapyushonli va qorong‘i qish tonglari uchun nur qaytaruvchi chiziqli.",
        "ضدباد، کلاه‌دار و با نوار شب‌نما برای صبح‌های تاریک زمستان.",
      ],
      [30, 45],
      [ages(1, 2, 1), ages(3, 4, 1.1)],
    ),
    item(
      "school-uniform",
      ["School uniform", "Школьная форма", "Maktab formasi", "لباس فرم مدرسه"],
      [
        "Jacket, trousers or skirt and a waistcoat in the dark blue most schools ask for.",
        "Пиджак, брюки или юбка и жилет тёмно-синего цвета, как требуют большинство школ.",
        "Ko‘pchilik maktablar talab qiladigan to‘q ko‘k rangdagi pidjak, shim yoki yubka va jilet.",
        "کت، شلوار یا دامن و جلیقه به رنگ سرمه‌ای که بیشتر مدرسه‌ها می‌خواهند.",
      ],
      [25, 40],
      [ages(7, 9, 1), ages(10, 12, 1.15)],
    ),
    item(
      "kids-atlas-dress",
      [
        "Girls’ atlas dress",
        "Платье из атласа для девочки",
        "Qizlar uchun atlas ko‘ylak",
        "پیراهن اطلس دخترانه",
      ],
      [
        "A small copy of the festive atlas dress, with a soft cotton lining.",
        "Маленькая копия нарядного атласного платья, на мягкой хлопковой подкладке.",
        "Bayramona atlas ko‘ylakning kichik nusxasi, yumshoq paxta astarli.",
        "نسخهٔ کوچک پیراهن جشن اطلس، با آستر نخی نرم.",
      ],
      [15, 25],
      [ages(3, 5, 1), ages(6, 8, 1.15)],
    ),
  ],
  cosmetics: [
    item(
      "usma-oil",
      [
        "Usma oil for brows and lashes",
        "Масло усьмы для бровей и ресниц",
        "Qosh va kiprik uchun o‘sma moyi",
        "روغن وسمه برای ابرو و مژه",
      ],
      [
        "Pressed from usma grown in Fergana valley gardens; the old way to thicker brows.",
        "Из усьмы, выращенной в садах Ферганской долины, — старинное средство для густых бровей.",
        "Farg‘ona vodiysi bog‘larida o‘sgan o‘smadan — qalin qosh uchun qadimiy vosita.",
        "از وسمهٔ باغ‌های درهٔ فرغانه؛ روش قدیمی برای پرپشت شدن ابرو.",
      ],
      [3, 6],
      [variant(quantity(30, units.ml), 1), variant(quantity(50, units.ml), 1.5)],
    ),
    item(
      "rose-water",
      ["Rose water toner", "Тоник из розовой воды", "Atirgul suvi toniki", "تونر گلاب"],
      [
        "Steam-distilled from rose petals; refreshes the skin without alcohol.",
        "Паровая дистилляция лепестков роз, освежает кожу без спирта.",
        "Atirgul yaproqlaridan bug‘da haydalgan, terini spirtsiz tetiklashtiradi.",
        "تقطیر بخار گلبرگ‌های رز؛ بدون الکل پوست را شاداب می‌کند.",
      ],
      [4, 8],
      [variant(quantity(200, units.ml), 1)],
    ),
    item(
      "silk-soap",
      [
        "Handmade soap with silk proteins",
        "Мыло ручной работы с протеинами шёлка",
        "Ipak oqsilli qo‘lda tayyorlangan sovun",
        "صابون دست‌ساز با پروتئین ابریشم",
      ],
      [
        "Cold-process soap with cocoon silk from Margilan and apricot kernel oil.",
        "Мыло холодного способа с шёлком коконов из Маргилана и маслом абрикосовых косточек.",
        "Marg‘ilon pillasi ipagi va o‘rik danagi moyi qo‘shilgan sovuq usuldagi sovun.",
        "صابون فرآوری سرد با ابریشم پیلهٔ مرغینان و روغن هستهٔ زردآلو.",
      ],
      [2, 4],
      [variant(quantity(100, units.g), 1), variant(quantity(3, units.pieces), 2.7)],
    ),
    item(
      "apricot-hand-cream",
      [
        "Hand cream with apricot kernel oil",
        "Крем для рук с маслом абрикосовой косточки",
        "O‘rik danagi moyli qo‘l kremi",
        "کرم دست با روغن هستهٔ زردآلو",
      ],
      [
        "Absorbs quickly and protects hands from dry steppe wind and winter frost.",
        "Быстро впитывается и защищает руки от сухого ветра и мороза.",
        "Tez singadi, qo‘llarni quruq shamol va sovuqdan asraydi.",
        "سریع جذب می‌شود و دست‌ها را از باد خشک و سرمای زمستان محافظت می‌کند.",
      ],
      [3, 6],
    ),
  ],
  perfume: [
    item(
      "oriental-edp",
      [
        "Oriental eau de parfum",
        "Восточная парфюмерная вода",
        "Sharqona atir suvi",
        "ادو پرفیوم شرقی",
      ],
      [
        "Amber, rose and saffron notes that last through a long wedding evening.",
        "Ноты амбры, розы и шафрана держатся весь долгий свадебный вечер.",
        "Ambar, atirgul va za’faron notalari uzun to‘y oqshomi davomida saqlanadi.",
        "رایحهٔ عنبر، گل سرخ و زعفران که تا پایان یک شب عروسی طولانی می‌ماند.",
      ],
      [25, 45],
      [variant(quantity(50, units.ml), 1), variant(quantity(100, units.ml), 1.6)],
    ),
    item(
      "attar-roll-on",
      [
        "Rose attar oil, roll-on",
        "Масляные духи-ролик «Роза»",
        "«Atirgul» moyli atiri, rolik",
        "عطر روغنی گل سرخ، رول‌آن",
      ],
      [
        "Alcohol-free perfume oil in a 12 ml roller, the way attar has been worn for centuries.",
        "Масляные духи без спирта во флаконе-ролике 12 мл — как носят аттар веками.",
        "Spirtsiz moyli atir 12 ml rolikli shishada — asrlar davomida qanday surtilgan bo‘lsa, shunday.",
        "عطر روغنی بدون الکل در شیشهٔ رول‌آن ۱۲ میلی‌لیتری، همان‌طور که قرن‌ها عطر زده‌اند.",
      ],
      [8, 15],
    ),
    item(
      "musk-oud",
      ["Musk and oud perfume", "Духи «Мускус и уд»", "«Mushk va ud» atiri", "عطر مشک و عود"],
      [
        "A warm, deep scent for cold evenings; comes in a gift box.",
        "Тёплый глубокий аромат для прохладных вечеров, в подарочной коробке.",
        "Salqin oqshomlar uchun iliq va chuqur hid, sovg‘a qutisida.",
        "رایحه‌ای گرم و عمیق برای شب‌های سرد، در جعبهٔ کادویی.",
      ],
      [30, 60],
    ),
  ],
};
