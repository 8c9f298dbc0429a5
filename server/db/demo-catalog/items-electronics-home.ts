import { type ItemTemplate, item, variant } from "./item-template";
import { quantity, units } from "./texts";

const storage = (gb: number, factor: number) => variant(quantity(gb, units.gb), factor);

export const electronicsAndHomeItems: Record<string, ItemTemplate[]> = {
  phones: [
    item(
      "galaxy-a35",
      [
        "Samsung Galaxy A35 smartphone",
        "Смартфон Samsung Galaxy A35",
        "Samsung Galaxy A35 smartfoni",
        "گوشی هوشمند Samsung Galaxy A35",
      ],
      [
        "A mid-range phone: 6.6-inch Super AMOLED screen, 50 MP camera and a 5000 mAh battery.",
        "Телефон среднего класса: экран Super AMOLED 6,6 дюйма, камера 50 Мп и аккумулятор 5000 мА·ч.",
        "O‘rta toifadagi telefon: 6,6 dyuymli Super AMOLED ekran, 50 Mp kamera va 5000 mA·soat batareya.",
        "گوشی میان‌رده با صفحه‌نمایش ۶٫۶ اینچی Super AMOLED، دوربین ۵۰ مگاپیکسل و باتری ۵۰۰۰ میلی‌آمپر ساعت.",
      ],
      [300, 340],
      [storage(128, 1), storage(256, 1.15)],
    ),
    item(
      "redmi-note-13",
      [
        "Xiaomi Redmi Note 13 smartphone",
        "Смартфон Xiaomi Redmi Note 13",
        "Xiaomi Redmi Note 13 smartfoni",
        "گوشی هوشمند Xiaomi Redmi Note 13",
      ],
      [
        "A phone with a 108 MP camera, 120 Hz AMOLED screen and 33 W fast charging.",
        "Телефон с камерой 108 Мп, AMOLED-экраном 120 Гц и быстрой зарядкой 33 Вт.",
        "108 Mp kamerali, 120 Gs AMOLED ekranli va 33 Vt tezkor quvvatlanadigan telefon.",
        "گوشی با دوربین ۱۰۸ مگاپیکسل، صفحه AMOLED با نرخ ۱۲۰ هرتز و شارژ سریع ۳۳ وات.",
      ],
      [190, 230],
      [storage(128, 1), storage(256, 1.18)],
    ),
    item(
      "iphone-15",
      ["Apple iPhone 15", "Apple iPhone 15", "Apple iPhone 15", "گوشی Apple iPhone 15"],
      [
        "The phone with Dynamic Island, a 48 MP main camera and USB-C; sealed box, nano-SIM and eSIM.",
        "Телефон с Dynamic Island, основной камерой 48 Мп и USB-C; запечатанная коробка, nano-SIM и eSIM.",
        "Dynamic Island, 48 Mp asosiy kamera va USB-C bilan telefon; yopiq quti, nano-SIM va eSIM.",
        "Dynamic Island، دوربین اصلی ۴۸ مگاپیکسل و USB-C؛ جعبه پلمب، nano-SIM و eSIM.",
      ],
      [800, 900],
      [storage(128, 1), storage(256, 1.14)],
    ),
    item(
      "fast-charger",
      [
        "Fast charger with USB-C cable, 33 W",
        "Быстрое зарядное устройство с кабелем USB-C, 33 Вт",
        "USB-C kabelli tezkor quvvatlagich, 33 Vt",
        "شارژر سریع با کابل USB-C، ۳۳ وات",
      ],
      [
        "Charges most phones to 50% in half an hour; protects against overheating.",
        "Заряжает большинство телефонов до 50% за полчаса, защищает от перегрева.",
        "Ko‘pchilik telefonlarni yarim soatda 50% gacha quvvatlaydi, qizib ketishdan himoyalaydi.",
        "بیشتر گوشی‌ها را در نیم ساعت تا ۵۰٪ شارژ می‌کند و از داغ شدن جلوگیری می‌کند.",
      ],
      [12, 18],
    ),
  ],
  laptops: [
    item(
      "ideapad-slim-3",
      [
        "Lenovo IdeaPad Slim 3 laptop, 15.6″",
        "Ноутбук Lenovo IdeaPad Slim 3, 15,6″",
        "Lenovo IdeaPad Slim 3 noutbuki, 15,6″",
        "لپ‌تاپ Lenovo IdeaPad Slim 3، ۱۵٫۶ اینچ",
      ],
      [
        "Ryzen 5 processor, Full HD IPS screen and 1.6 kg; Windows 11 with a Russian–Uzbek keyboard.",
        "Процессор Ryzen 5, IPS-экран Full HD, вес 1,6 кг; Windows 11 и клавиатура с кириллицей.",
        "Ryzen 5 protsessori, Full HD IPS ekran, og‘irligi 1,6 kg; Windows 11 va kirill harfli klaviatura.",
        "پردازنده Ryzen 5، صفحه IPS با کیفیت Full HD و وزن ۱٫۶ کیلوگرم؛ ویندوز ۱۱ نصب‌شده.",
      ],
      [480, 560],
      [
        variant(
          [
            "8 GB RAM, 512 GB SSD",
            "8 ГБ ОЗУ, SSD 512 ГБ",
            "8 GB RAM, 512 GB SSD",
            "رم ۸ گیگابایت، SSD ۵۱۲ گیگابایت",
          ],
          1,
        ),
        variant(
          [
            "16 GB RAM, 512 GB SSD",
            "16 ГБ ОЗУ, SSD 512 ГБ",
            "16 GB RAM, 512 GB SSD",
            "رم ۱۶ گیگابایت، SSD ۵۱۲ گیگابایت",
          ],
          1.2,
        ),
      ],
    ),
    item(
      "macbook-air-m2",
      [
        "Apple MacBook Air 13″ M2",
        "Apple MacBook Air 13″ M2",
        "Apple MacBook Air 13″ M2 noutbuki",
        "لپ‌تاپ Apple MacBook Air 13 اینچ M2",
      ],
      [
        "Silent fanless design, up to 18 hours on battery, Liquid Retina display.",
        "Бесшумный корпус без вентилятора, до 18 часов работы, дисплей Liquid Retina.",
        "Ventilyatorsiz jimjit korpus, 18 soatgacha ishlash, Liquid Retina displey.",
        "بدنه بی‌صدا بدون فن، تا ۱۸ ساعت کار با باتری، نمایشگر Liquid Retina.",
      ],
      [950, 1100],
      [storage(256, 1), storage(512, 1.2)],
    ),
    item(
      "hp-250",
      [
        "HP 250 G9 laptop for study and office",
        "Ноутбук HP 250 G9 для учёбы и офиса",
        "O‘qish va ofis uchun HP 250 G9 noutbuki",
        "لپ‌تاپ HP 250 G9 برای تحصیل و اداره",
      ],
      [
        "Core i3, 8 GB of memory and a 256 GB SSD: quick for documents, lessons and video calls.",
        "Core i3, 8 ГБ памяти и SSD 256 ГБ: быстро работает с документами, уроками и видеозвонками.",
        "Core i3, 8 GB xotira va 256 GB SSD: hujjatlar, darslar va videoqo‘ng‘iroqlar uchun tez ishlaydi.",
        "Core i3، حافظه ۸ گیگابایت و SSD ۲۵۶ گیگابایت: سریع برای اسناد، کلاس و تماس تصویری.",
      ],
      [380, 430],
    ),
  ],
  "home-appliances": [
    item(
      "artel-washer",
      [
        "Artel washing machine",
        "Стиральная машина Artel",
        "Artel kir yuvish mashinasi",
        "ماشین لباسشویی Artel",
      ],
      [
        "Front-loading, 15 programmes, energy class A++; made in Tashkent with a 2-year warranty.",
        "Фронтальная загрузка, 15 программ, класс A++; сделано в Ташкенте, гарантия 2 года.",
        "Old tomondan yuklash, 15 ta dastur, A++ klass; Toshkentda ishlab chiqarilgan, 2 yil kafolat.",
        "درب از جلو، ۱۵ برنامه شستشو، رده انرژی A++؛ ساخت تاشکند با دو سال گارانتی.",
      ],
      [230, 280],
      [variant(quantity(6, units.kg), 1), variant(quantity(8, units.kg), 1.25)],
    ),
    item(
      "artel-air-conditioner",
      [
        "Artel inverter air conditioner",
        "Инверторный кондиционер Artel",
        "Artel inverter konditsioneri",
        "کولر گازی اینورتر Artel",
      ],
      [
        "Cools in the Tashkent summer and heats in winter; quiet 24 dB night mode, installation on request.",
        "Охлаждает летом и греет зимой; тихий ночной режим 24 дБ, установка по запросу.",
        "Yozda sovutadi, qishda isitadi; 24 dB jimjit tungi rejim, o‘rnatib berish mumkin.",
        "در تابستان خنک و در زمستان گرم می‌کند؛ حالت شب بی‌صدا ۲۴ دسی‌بل، نصب در صورت درخواست.",
      ],
      [320, 380],
      [
        variant(["12,000 BTU", "12 000 BTU", "12 000 BTU", "۱۲٬۰۰۰ BTU"], 1),
        variant(["18,000 BTU", "18 000 BTU", "18 000 BTU", "۱۸٬۰۰۰ BTU"], 1.35),
      ],
    ),
    item(
      "gas-stove",
      [
        "Gas stove with oven, 4 burners",
        "Газовая плита с духовкой, 4 конфорки",
        "Duxovkali gaz plitasi, 4 konforka",
        "اجاق گاز فردار، ۴ شعله",
      ],
      [
        "Enamelled top, gas control on every burner and an oven big enough for a tray of samsa.",
        "Эмалированная поверхность, газ-контроль на каждой конфорке и духовка на целый противень самсы.",
        "Emal qoplamali, har bir konforkada gaz-nazorat, bir patnis somsa sig‘adigan duxovka.",
        "رویه لعابی، کنترل گاز روی هر شعله و فری که یک سینی سمبوسه در آن جا می‌شود.",
      ],
      [180, 240],
    ),
    item(
      "electric-kettle",
      [
        "Electric kettle, 1.7 L",
        "Электрочайник, 1,7 л",
        "Elektr choynak, 1,7 l",
        "کتری برقی، ۱٫۷ لیتر",
      ],
      [
        "Stainless steel, boils a full kettle for the whole family in four minutes.",
        "Нержавеющая сталь, закипает полный чайник на всю семью за четыре минуты.",
        "Zanglamas po‘lat, butun oilaga yetadigan choyni to‘rt daqiqada qaynatadi.",
        "فولاد ضدزنگ؛ یک کتری پر را برای همهٔ خانواده در چهار دقیقه جوش می‌آورد.",
      ],
      [15, 25],
    ),
  ],
  furniture: [
    item(
      "sofa-bed",
      ["Sofa bed", "Диван-кровать", "Divan-karavot", "مبل تخت‌خواب‌شو"],
      [
        "Folds out into a double bed and has a storage box; durable Turkish upholstery.",
        "Раскладывается в двуспальную кровать, есть ящик для белья; прочная турецкая обивка.",
        "Ikki kishilik karavotga aylanadi, choyshab uchun qutisi bor; pishiq turk matosi.",
        "به تخت دونفره باز می‌شود و جای ملافه دارد؛ رویه ترکیه‌ای بادوام.",
      ],
      [280, 420],
      [
        variant(["grey", "серый", "kulrang", "طوسی"], 1),
        variant(["beige", "бежевый", "bej", "کرم"], 1),
        variant(["emerald velvet", "изумрудный велюр", "zumrad velyur", "مخمل زمردی"], 1.1),
      ],
    ),
    item(
      "dining-set",
      [
        "Dining table with chairs",
        "Обеденный стол со стульями",
        "Stullari bilan ovqat stoli",
        "میز ناهارخوری با صندلی",
      ],
      [
        "Solid wood frame and a scratch-resistant top that seats the whole family.",
        "Каркас из массива и устойчивая к царапинам столешница: поместится вся семья.",
        "Yog‘och karkas va tirnalmaydigan stol usti: butun oila sig‘adi.",
        "بدنه چوب ماسیو و رویه ضدخش که همهٔ خانواده دور آن جا می‌شوند.",
      ],
      [220, 300],
      [
        variant(["4 chairs", "4 стула", "4 ta stul", "۴ صندلی"], 1),
        variant(["6 chairs", "6 стульев", "6 ta stul", "۶ صندلی"], 1.35),
      ],
    ),
    item(
      "wardrobe",
      ["Wardrobe with mirror", "Шкаф с зеркалом", "Oynali shkaf", "کمد لباس آینه‌دار"],
      [
        "Laminated chipboard from a Tashkent workshop; shelves and a hanging rail inside.",
        "ЛДСП ташкентского производства, внутри полки и штанга для вешалок.",
        "Toshkentda ishlab chiqarilgan LDSP, ichida javonlar va ilgich uchun tayoq.",
        "ساخت کارگاهی در تاشکند از نئوپان روکش‌دار، با طبقه و میلهٔ رخت‌آویز.",
      ],
      [150, 260],
      [
        variant(["2 doors", "2 двери", "2 eshikli", "دو درب"], 1),
        variant(["3 doors", "3 двери", "3 eshikli", "سه درب"], 1.4),
      ],
    ),
    item(
      "xontaxta",
      [
        "Carved low table (khontakhta)",
        "Резной столик-хонтахта",
        "O‘ymakor xontaxta",
        "میز کوتاه کنده‌کاری (خان‌تخته)",
      ],
      [
        "Walnut low table for the family dastarkhan, 100 × 60 cm, carved by hand.",
        "Низкий стол из ореха для семейного дастархана, 100 × 60 см, ручная резьба.",
        "Oilaviy dasturxon uchun yong‘oq yog‘ochidan past stol, 100 × 60 sm, qo‘lda o‘yilgan.",
        "میز کوتاه گردویی برای سفرهٔ خانوادگی، ۱۰۰ × ۶۰ سانتی‌متر، کنده‌کاری دستی.",
      ],
      [60, 120],
    ),
  ],
  kitchenware: [
    item(
      "kazan",
      ["Cast-iron kazan", "Чугунный казан", "Cho‘yan qozon", "دیگ چدنی (قزان)"],
      [
        "Thick-walled cast iron for plov over fire or gas; comes with a lid.",
        "Толстостенный чугун для плова на огне или газу, с крышкой.",
        "Olovda yoki gazda osh damlash uchun qalin devorli cho‘yan, qopqog‘i bilan.",
        "چدن دیواره‌ضخیم برای پختن پلو روی آتش یا گاز، همراه با درپوش.",
      ],
      [25, 40],
      [
        variant(quantity(8, units.l), 1),
        variant(quantity(12, units.l), 1.3),
        variant(quantity(22, units.l), 2),
      ],
    ),
    item(
      "paxta-tea-set",
      [
        "Paxta tea set with piyola cups",
        "Чайный сервиз «Пахта» с пиалами",
        "«Paxta» choy servizi piyolalar bilan",
        "سرویس چای «پخته» با پیاله",
      ],
      [
        "The classic blue cotton-boll pattern on porcelain: teapot, piyolas and a sugar bowl.",
        "Классический узор «хлопок» на фарфоре: чайник, пиалы и сахарница.",
        "Chinnida klassik «paxta» naqshi: choynak, piyolalar va qanddon.",
        "نقش کلاسیک غوزهٔ پنبه روی چینی: قوری، پیاله‌ها و قندان.",
      ],
      [18, 35],
      [
        variant(["for 6", "на 6 персон", "6 kishilik", "برای ۶ نفر"], 1),
        variant(["for 12", "на 12 персон", "12 kishilik", "برای ۱۲ نفر"], 1.8),
      ],
    ),
    item(
      "frying-pan",
      [
        "Non-stick frying pan",
        "Сковорода с антипригарным покрытием",
        "Yopishmaydigan qoplamali tova",
        "ماهیتابه نچسب",
      ],
      [
        "Granite coating, works on gas, electric and induction hobs.",
        "Гранитное покрытие, подходит для газовых, электрических и индукционных плит.",
        "Granit qoplama, gaz, elektr va induksion plitalarga mos.",
        "پوشش گرانیتی، مناسب اجاق گاز، برقی و القایی.",
      ],
      [10, 20],
      [variant(quantity(24, units.cm), 1), variant(quantity(28, units.cm), 1.2)],
    ),
  ],
  garden: [
    item(
      "fruit-sapling",
      [
        "Fruit tree sapling",
        "Саженец плодового дерева",
        "Mevali daraxt ko‘chati",
        "نهال درخت میوه",
      ],
      [
        "Two-year-old grafted sapling from a local nursery, ready for spring planting.",
        "Двухлетний привитый саженец из местного питомника, готов к весенней посадке.",
        "Mahalliy ko‘chatxonadan ikki yillik payvandlangan ko‘chat, bahorgi ekishga tayyor.",
        "نهال پیوندی دوساله از نهالستان محلی، آمادهٔ کاشت بهاره.",
      ],
      [3, 6],
      [
        variant(["apricot", "абрикос", "o‘rik", "زردآلو"], 1),
        variant(["cherry", "черешня", "gilos", "گیلاس"], 1.1),
        variant(["pomegranate", "гранат", "anor", "انار"], 1.2),
      ],
    ),
    item(
      "tapchan",
      ["Courtyard tapchan", "Топчан для двора", "Hovli uchun so‘ri", "تخت حیاط (تاپچان)"],
      [
        "Wooden platform with a carved railing, for tea in the shade of the vines.",
        "Деревянный помост с резными перилами — для чаепития в тени виноградника.",
        "O‘ymakor panjarali yog‘och so‘ri — tok soyasida choy ichish uchun.",
        "سکوی چوبی با نردهٔ کنده‌کاری برای چای نوشیدن در سایهٔ داربست انگور.",
      ],
      [180, 280],
      [
        variant(["2 × 2 m", "2 × 2 м", "2 × 2 m", "۲ × ۲ متر"], 1),
        variant(["2 × 2.5 m", "2 × 2,5 м", "2 × 2,5 m", "۲ × ۲٫۵ متر"], 1.2),
      ],
    ),
    item(
      "drip-irrigation",
      [
        "Drip irrigation kit",
        "Комплект капельного полива",
        "Tomchilatib sug‘orish to‘plami",
        "کیت آبیاری قطره‌ای",
      ],
      [
        "Saves water on a household plot: hoses, drippers and a filter for 100 plants.",
        "Экономит воду на приусадебном участке: шланги, капельницы и фильтр на 100 растений.",
        "Tomorqada suvni tejaydi: 100 ta o‘simlik uchun shlang, tomizgich va filtr.",
        "آب را در باغچه صرفه‌جویی می‌کند: شلنگ، قطره‌چکان و فیلتر برای ۱۰۰ بوته.",
      ],
      [25, 45],
    ),
    item(
      "garden-hose",
      ["Garden hose", "Садовый шланг", "Bog‘ shlangi", "شلنگ باغبانی"],
      [
        "Reinforced three-layer hose that does not crack in summer heat.",
        "Армированный трёхслойный шланг, не трескается на летней жаре.",
        "Yoz jaziramasida yorilmaydigan mustahkamlangan uch qavatli shlang.",
        "شلنگ سه‌لایهٔ مسلح که در گرمای تابستان ترک نمی‌خورد.",
      ],
      [8, 15],
      [variant(quantity(20, units.m), 1), variant(quantity(30, units.m), 1.4)],
    ),
  ],
};
