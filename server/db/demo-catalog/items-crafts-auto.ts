import { type ItemTemplate, item, variant } from "./item-template";
import { quantity, units } from "./texts";

const cm = (n: number, factor: number) => variant(quantity(n, units.cm), factor);
const metres = (en: string, ru: string, fa: string, factor: number) =>
  variant([`${en} m`, `${ru} м`, `${ru} m`, `${fa} متر`], factor);
const rim = (n: number, factor: number) => variant([`R${n}`, `R${n}`, `R${n}`, `R${n}`], factor);

/** Craft titles say `{origin}`: "Rishtan", "из Риштана", or "handmade" for shops of many places. */
export const craftAndAutoItems: Record<string, ItemTemplate[]> = {
  ceramics: [
    item(
      "ceramic-plate",
      [
        "{origin} ceramic plate",
        "Керамическая тарелка {origin}",
        "{origin} sopol likopchasi",
        "بشقاب سفالی {origin}",
      ],
      [
        "Hand-painted in blue and turquoise ishkor glaze; safe for food and for the wall.",
        "Ручная роспись глазурью ишкор в синих и бирюзовых тонах; для еды и для стены.",
        "Ko‘k va feruza rangli ishqor sirli qo‘lda naqshlangan; ovqat uchun ham, devor uchun ham.",
        "نقاشی دستی با لعاب اشقار آبی و فیروزه‌ای؛ مناسب غذا و دیوار.",
      ],
      [12, 20],
      [cm(20, 0.7), cm(28, 1), cm(36, 1.6)],
    ),
    item(
      "ceramic-lagan",
      [
        "{origin} ceramic lagan dish",
        "Керамический ляган {origin}",
        "{origin} sopol lagani",
        "لگن سفالی {origin}",
      ],
      [
        "The big round dish plov is served on at a to‘y, with a pomegranate pattern.",
        "Большое круглое блюдо, на котором подают плов на тое, с узором из гранатов.",
        "To‘yda osh tortiladigan katta dumaloq lagan, anor naqshli.",
        "دیس گرد بزرگی که پلو را در عروسی در آن می‌کشند، با نقش انار.",
      ],
      [35, 60],
      [cm(40, 1), cm(50, 1.5)],
    ),
    item(
      "ceramic-teapot",
      [
        "{origin} ceramic teapot",
        "Керамический чайник {origin}",
        "{origin} sopol choynagi",
        "قوری سفالی {origin}",
      ],
      [
        "Holds tea warm for a long conversation; the spout does not drip.",
        "Долго держит чай тёплым для долгой беседы, носик не капает.",
        "Uzoq suhbat uchun choyni iliq saqlaydi, jo‘mragidan tomchi tushmaydi.",
        "چای را برای گفت‌وگوی طولانی گرم نگه می‌دارد و لوله‌اش چکه نمی‌کند.",
      ],
      [15, 25],
    ),
    item(
      "piyola-set",
      [
        "{origin} piyola bowls, set of 6",
        "Набор пиал {origin}, 6 шт.",
        "{origin} piyolalari, 6 dona",
        "پیاله‌های سفالی {origin}، ۶ عدد",
      ],
      [
        "Six tea bowls, each painted by hand, so no two are quite alike.",
        "Шесть пиал, каждая расписана вручную, поэтому двух одинаковых нет.",
        "Oltita piyola, har biri qo‘lda naqshlangan, shuning uchun ikkitasi bir xil emas.",
        "شش پیاله که هرکدام با دست نقاشی شده، پس هیچ دوتایی کاملاً یکسان نیستند.",
      ],
      [15, 25],
    ),
    item(
      "ceramic-kuza",
      [
        "{origin} ceramic jug (ko‘za)",
        "Керамический кувшин {origin}",
        "{origin} sopol ko‘zasi",
        "کوزهٔ سفالی {origin}",
      ],
      [
        "A tall water jug thrown on the wheel and fired in a wood kiln.",
        "Высокий кувшин для воды, выточен на гончарном круге и обожжён в дровяной печи.",
        "Charxda yasalgan va o‘tin xumdonida pishirilgan baland suv ko‘zasi.",
        "کوزهٔ بلند آب، ساخته‌شده روی چرخ سفالگری و پخته در کورهٔ هیزمی.",
      ],
      [20, 45],
    ),
  ],
  suzani: [
    item(
      "suzani-wall",
      [
        "{origin} suzani wall hanging",
        "Настенное сюзане {origin}",
        "{origin} devor so‘zanasi",
        "سوزنی دیواری {origin}",
      ],
      [
        "Silk thread on cotton, embroidered by hand over several months with sun and pomegranate motifs.",
        "Шёлк по хлопку, вышито вручную за несколько месяцев, мотивы солнца и граната.",
        "Paxta matoga ipak bilan bir necha oy davomida qo‘lda tikilgan, quyosh va anor naqshlari.",
        "ابریشم روی پارچهٔ نخی، چند ماه گلدوزی دستی با نقش خورشید و انار.",
      ],
      [120, 250],
      [metres("1.5 × 2", "1,5 × 2", "۱٫۵ × ۲", 1), metres("2 × 2.5", "2 × 2,5", "۲ × ۲٫۵", 1.6)],
    ),
    item(
      "suzani-cushion",
      [
        "{origin} suzani cushion cover",
        "Наволочка-сюзане {origin}",
        "{origin} so‘zana yostiq jildi",
        "روکش کوسن سوزنی {origin}",
      ],
      [
        "Embroidered front, plain cotton back and a hidden zip; 45 × 45 cm.",
        "Вышитый перед, хлопковая изнанка и потайная молния; 45 × 45 см.",
        "Old tomoni kashtali, orqasi paxta, yashirin zamokli; 45 × 45 sm.",
        "رویهٔ گلدوزی، پشت نخی ساده و زیپ مخفی؛ ۴۵ × ۴۵ سانتی‌متر.",
      ],
      [15, 30],
    ),
    item(
      "table-runner",
      [
        "{origin} embroidered table runner",
        "Вышитая дорожка на стол {origin}",
        "{origin} kashtali stol yo‘lakchasi",
        "رومیزی باریک گلدوزی‌شده {origin}",
      ],
      [
        "A long narrow cloth for the dastarkhan, embroidered in chain stitch.",
        "Длинная узкая дорожка для дастархана, вышитая тамбурным швом.",
        "Dasturxon uchun uzun ensiz mato, zanjirsimon chok bilan tikilgan.",
        "پارچهٔ بلند و باریک برای سفره، گلدوزی با دوخت زنجیره‌ای.",
      ],
      [20, 35],
    ),
  ],
  knives: [
    item(
      "pichoq",
      ["{origin} pichoq knife", "Нож-пчак {origin}", "{origin} pichog‘i", "چاقوی پیچاق {origin}"],
      [
        "Hand-forged carbon steel with the master’s stamp, for meat, bread and plov.",
        "Кованая углеродистая сталь с клеймом мастера — для мяса, хлеба и плова.",
        "Usta tamg‘asi bosilgan qo‘lda toblangan uglerodli po‘lat — go‘sht, non va osh uchun.",
        "فولاد کربنی آهنگری‌شده با مهر استادکار، برای گوشت، نان و پلو.",
      ],
      [18, 35],
      [
        variant(["bone handle", "рукоять из кости", "suyak dastali", "دستهٔ استخوانی"], 1),
        variant(["horn handle", "рукоять из рога", "shox dastali", "دستهٔ شاخی"], 1.2),
        variant(["walnut handle", "рукоять из ореха", "yong‘oq dastali", "دستهٔ گردویی"], 0.9),
      ],
    ),
    item(
      "kitchen-knife-set",
      [
        "{origin} kitchen knife set, 3 pieces",
        "Набор кухонных ножей {origin}, 3 шт.",
        "{origin} oshxona pichoqlari to‘plami, 3 dona",
        "سرویس چاقوی آشپزخانه {origin}، ۳ عدد",
      ],
      [
        "A large pichoq, a vegetable knife and a bread knife in a wooden block.",
        "Большой пчак, нож для овощей и хлебный нож в деревянной подставке.",
        "Katta pichoq, sabzavot va non pichoqlari yog‘och tagliklarda.",
        "یک پیچاق بزرگ، چاقوی سبزی و چاقوی نان در پایهٔ چوبی.",
      ],
      [35, 55],
    ),
    item(
      "engraved-pichoq",
      [
        "{origin} pichoq with engraved sheath",
        "Пчак {origin} в гравированных ножнах",
        "{origin} pichog‘i, o‘ymakor qinli",
        "پیچاق {origin} با غلاف قلم‌زنی‌شده",
      ],
      [
        "A gift knife: engraved blade, leather sheath with brass fittings.",
        "Подарочный нож: гравировка на клинке, кожаные ножны с латунью.",
        "Sovg‘abop pichoq: tig‘ida o‘yma naqsh, jez bezakli charm qin.",
        "چاقوی هدیه: تیغهٔ قلم‌زنی‌شده و غلاف چرمی با یراق برنجی.",
      ],
      [30, 50],
    ),
  ],
  carpets: [
    item(
      "silk-carpet",
      [
        "Hand-knotted silk carpet",
        "Шёлковый ковёр ручной работы",
        "Qo‘lda to‘qilgan ipak gilam",
        "فرش ابریشمی دست‌باف",
      ],
      [
        "Natural dyes and about a million knots per square metre; comes with a certificate.",
        "Натуральные красители и около миллиона узлов на квадратный метр, с сертификатом.",
        "Tabiiy bo‘yoqlar va har kvadrat metrda milliondek tugun, sertifikati bilan.",
        "رنگ‌های طبیعی و حدود یک میلیون گره در هر متر مربع، همراه با شناسنامه.",
      ],
      [350, 600],
      [metres("1 × 1.5", "1 × 1,5", "۱ × ۱٫۵", 1), metres("2 × 3", "2 × 3", "۲ × ۳", 3.5)],
    ),
    item(
      "wool-carpet",
      ["Wool carpet", "Шерстяной ковёр", "Jun gilam", "فرش پشمی"],
      [
        "Thick wool pile in deep reds, woven on a family loom.",
        "Плотный шерстяной ворс глубоких красных тонов, соткан на семейном станке.",
        "Quyuq qizil tusdagi qalin jun tuk, oilaviy dastgohda to‘qilgan.",
        "پرز پشمی ضخیم به رنگ‌های سرخ عمیق، بافته‌شده روی دار خانوادگی.",
      ],
      [150, 280],
      [metres("2 × 3", "2 × 3", "۲ × ۳", 1), metres("3 × 4", "3 × 4", "۳ × ۴", 1.8)],
    ),
    item(
      "palas-kilim",
      ["Flat-woven palas (kilim)", "Безворсовый палас", "Tuksiz palos", "گلیم (پلاس)"],
      [
        "Light and reversible, for the tapchan or the floor of a summer house.",
        "Лёгкий и двусторонний — на топчан или на пол летнего дома.",
        "Yengil va ikki tomonlama — so‘riga yoki yozgi uyning poliga.",
        "سبک و دورو، برای تخت حیاط یا کف خانهٔ تابستانی.",
      ],
      [60, 120],
    ),
  ],
  "car-parts": [
    item(
      "cobalt-brake-pads",
      [
        "Brake pads for Chevrolet Cobalt",
        "Тормозные колодки для Chevrolet Cobalt",
        "Chevrolet Cobalt uchun tormoz kolodkalari",
        "لنت ترمز Chevrolet Cobalt",
      ],
      [
        "Front axle set, quiet and low-dust; fitting at a partner service.",
        "Комплект на переднюю ось, тихие и малопыльные; установка у партнёров.",
        "Old o‘q uchun to‘plam, shovqinsiz va kam changli; hamkor servisda o‘rnatiladi.",
        "مجموعهٔ محور جلو، بی‌صدا و کم‌گرد؛ نصب در تعمیرگاه همکار.",
      ],
      [15, 25],
    ),
    item(
      "nexia-oil-filter",
      [
        "Oil filter for Chevrolet Nexia",
        "Масляный фильтр для Chevrolet Nexia",
        "Chevrolet Nexia uchun moy filtri",
        "فیلتر روغن Chevrolet Nexia",
      ],
      [
        "Original-spec filter for Nexia 2 and 3; change it with every oil change.",
        "Фильтр по оригинальной спецификации для Nexia 2 и 3; меняйте при каждой замене масла.",
        "Nexia 2 va 3 uchun original talabdagi filtr; har moy almashtirishda almashtiring.",
        "فیلتر با مشخصات اصلی برای Nexia 2 و 3؛ با هر تعویض روغن عوض کنید.",
      ],
      [4, 7],
    ),
    item(
      "timing-belt-kit",
      [
        "Timing belt kit for Lacetti and Gentra",
        "Комплект ГРМ для Lacetti и Gentra",
        "Lacetti va Gentra uchun GRM to‘plami",
        "کیت تسمه تایم Lacetti و Gentra",
      ],
      [
        "Belt, tensioner and idler roller; replace every 60,000 km.",
        "Ремень, натяжной и обводной ролики; замена каждые 60 000 км.",
        "Tasma, taranglovchi va aylanma roliklar; har 60 000 km da almashtiriladi.",
        "تسمه، بلبرینگ سفت‌کن و هرزگرد؛ تعویض هر ۶۰٬۰۰۰ کیلومتر.",
      ],
      [40, 70],
    ),
    item(
      "car-battery",
      [
        "Car battery, 60 Ah",
        "Аккумулятор автомобильный, 60 А·ч",
        "Avtomobil akkumulyatori, 60 A·soat",
        "باتری خودرو، ۶۰ آمپر ساعت",
      ],
      [
        "Starts reliably in winter frost; we take your old battery in exchange.",
        "Уверенно заводит в мороз; старый аккумулятор примем в зачёт.",
        "Qishki sovuqda ishonchli o‘t oldiradi; eski akkumulyatorni almashtirib olamiz.",
        "در یخبندان زمستان مطمئن روشن می‌کند؛ باتری کهنه را تعویض می‌گیریم.",
      ],
      [70, 95],
    ),
    item(
      "engine-oil",
      [
        "Engine oil 5W-30, 4 L",
        "Моторное масло 5W-30, 4 л",
        "Motor moyi 5W-30, 4 l",
        "روغن موتور 5W-30، ۴ لیتر",
      ],
      [
        "Fully synthetic oil that suits Spark, Cobalt and Nexia engines.",
        "Полностью синтетическое масло, подходит для двигателей Spark, Cobalt и Nexia.",
        "To‘liq sintetik moy, Spark, Cobalt va Nexia dvigatellariga mos.",
        "روغن تمام‌سنتتیک مناسب موتورهای Spark، Cobalt و Nexia.",
      ],
      [25, 40],
    ),
  ],
  tyres: [
    item(
      "summer-tyre",
      ["Summer tyre", "Летняя шина", "Yozgi shina", "لاستیک تابستانی"],
      [
        "Quiet tread for hot asphalt, made at the Angren tyre plant.",
        "Тихий протектор для горячего асфальта, произведена в Ангрене.",
        "Issiq asfalt uchun shovqinsiz protektor, Angrenda ishlab chiqarilgan.",
        "آج کم‌صدا برای آسفالت داغ، ساخت کارخانهٔ لاستیک آنگرن.",
      ],
      [40, 55],
      [rim(14, 1), rim(15, 1.15), rim(16, 1.3)],
    ),
    item(
      "winter-tyre",
      ["Winter tyre", "Зимняя шина", "Qishki shina", "لاستیک زمستانی"],
      [
        "Soft compound and deep sipes for icy mountain passes like Kamchik.",
        "Мягкий состав и глубокие ламели для обледенелых перевалов вроде Камчика.",
        "Qamchiq kabi muzli dovonlar uchun yumshoq tarkib va chuqur lamellar.",
        "آمیزهٔ نرم و شیارهای عمیق برای گردنه‌های یخ‌زده مانند قمچیق.",
      ],
      [50, 70],
      [rim(14, 1), rim(15, 1.15)],
    ),
    item(
      "alloy-wheel",
      ["Alloy wheel", "Литой диск", "Quyma disk", "رینگ آلومینیومی"],
      [
        "Lightweight cast rim with a five-spoke design; balanced before sale.",
        "Лёгкий литой диск с пятью спицами, балансируется перед продажей.",
        "Besh parrakli yengil quyma disk, sotishdan oldin muvozanatlanadi.",
        "رینگ ریخته‌گری سبک پنج‌پره، پیش از فروش بالانس می‌شود.",
      ],
      [60, 90],
      [rim(15, 1), rim(16, 1.2)],
    ),
  ],
};
