import { type ItemTemplate, item, variant } from "./item-template";
import { persianNumber, quantity, units } from "./texts";

const guests = (n: number, factor: number) => variant(quantity(n, units.guests), factor);
const sessions = (n: number, factor: number) =>
  variant([`${n} sessions`, `${n} сеансов`, `${n} seans`, `${persianNumber(n)} جلسه`], factor);

/** Transport, the to‘y, building work and health: services booked for bigger occasions. */
export const occasionServiceItems: Record<string, ItemTemplate[]> = {
  cargo: [
    item(
      "city-truck",
      [
        "Cargo by Isuzu truck in the city",
        "Грузоперевозка на Isuzu по городу",
        "Shahar ichida Isuzu bilan yuk tashish",
        "باربری با کامیون Isuzu درون شهر",
      ],
      [
        "Up to 5 tonnes with a driver, per trip; loaders on request.",
        "До 5 тонн с водителем, цена за рейс; грузчики по запросу.",
        "Haydovchi bilan 5 tonnagacha, narx bir qatnov uchun; yukchilar so‘rov bo‘yicha.",
        "تا ۵ تن با راننده، قیمت هر سرویس؛ کارگر در صورت درخواست.",
      ],
      [25, 45],
    ),
    item(
      "intercity-freight",
      [
        "Intercity freight",
        "Междугородние грузоперевозки",
        "Shaharlararo yuk tashish",
        "باربری بین‌شهری",
      ],
      [
        "Tashkent, Samarkand, Bukhara, the valley and Khorezm; cargo insured on the way.",
        "Ташкент, Самарканд, Бухара, долина и Хорезм; груз застрахован в пути.",
        "Toshkent, Samarqand, Buxoro, vodiy va Xorazm; yuk yo‘lda sug‘urtalangan.",
        "تاشکند، سمرقند، بخارا، دره و خوارزم؛ بار در مسیر بیمه است.",
      ],
      [150, 400],
    ),
    item(
      "damas-hourly",
      [
        "Damas van with driver, per hour",
        "Дамас с водителем, почасово",
        "Haydovchi bilan Damas, soatbay",
        "ون Damas با راننده، ساعتی",
      ],
      [
        "The small van that fits down every mahalla street; minimum two hours.",
        "Маленький фургон, который проедет по любой махаллинской улице; минимум два часа.",
        "Har qanday mahalla ko‘chasidan o‘tadigan kichik furgon; kamida ikki soat.",
        "ون کوچکی که از هر کوچهٔ محله رد می‌شود؛ حداقل دو ساعت.",
      ],
      [5, 8],
    ),
  ],
  moving: [
    item(
      "apartment-move",
      [
        "Apartment move with loaders",
        "Квартирный переезд с грузчиками",
        "Yukchilar bilan kvartira ko‘chirish",
        "اسباب‌کشی آپارتمان با کارگر",
      ],
      [
        "Packing, careful carrying, transport and unloading at the new home.",
        "Упаковка, бережный вынос, перевозка и разгрузка в новом доме.",
        "Qadoqlash, ehtiyotkorlik bilan olib chiqish, tashish va yangi uyda tushirish.",
        "بسته‌بندی، حمل با دقت، جابه‌جایی و تخلیه در خانهٔ جدید.",
      ],
      [60, 120],
      [
        variant(["1–2 rooms", "1–2 комнаты", "1–2 xonali", "۱ تا ۲ خوابه"], 1),
        variant(["3–4 rooms", "3–4 комнаты", "3–4 xonali", "۳ تا ۴ خوابه"], 1.7),
      ],
    ),
    item(
      "furniture-assembly",
      [
        "Furniture assembly and disassembly",
        "Сборка и разборка мебели",
        "Mebelni yig‘ish va qismlarga ajratish",
        "مونتاژ و دمونتاژ مبلمان",
      ],
      [
        "Wardrobes, beds and kitchens taken apart and put back together, with our own tools.",
        "Разберём и соберём шкафы, кровати и кухни своим инструментом.",
        "Shkaf, karavot va oshxonalarni o‘z asboblarimiz bilan ajratib, qayta yig‘amiz.",
        "کمد، تخت و کابینت را با ابزار خودمان باز و دوباره سوار می‌کنیم.",
      ],
      [15, 30],
    ),
  ],
  courier: [
    item(
      "same-day-courier",
      [
        "Same-day courier in the city",
        "Курьер по городу в тот же день",
        "Shahar bo‘ylab shu kuni yetkazuvchi kuryer",
        "پیک درون‌شهری همان روز",
      ],
      [
        "Documents and parcels up to 10 kg, delivered within three hours.",
        "Документы и посылки до 10 кг, доставка в течение трёх часов.",
        "10 kg gacha hujjat va posilkalar, uch soat ichida yetkaziladi.",
        "اسناد و بسته تا ۱۰ کیلوگرم، تحویل ظرف سه ساعت.",
      ],
      [2, 4],
    ),
    item(
      "parcel-between-regions",
      [
        "Parcel delivery between regions",
        "Доставка посылок между областями",
        "Viloyatlararo posilka yetkazish",
        "ارسال بسته بین استان‌ها",
      ],
      [
        "Next-day delivery to every regional centre, with tracking by SMS.",
        "Доставка на следующий день в любой областной центр, отслеживание по SMS.",
        "Har bir viloyat markaziga ertasi kuni yetkazish, SMS orqali kuzatish.",
        "تحویل روز بعد به مرکز همهٔ استان‌ها، با پیگیری پیامکی.",
      ],
      [4, 8],
    ),
    item(
      "grocery-delivery",
      [
        "Grocery delivery from the bazaar",
        "Доставка продуктов с базара",
        "Bozordan oziq-ovqat yetkazish",
        "ارسال خرید از بازار",
      ],
      [
        "Send us your list; we shop at the bazaar and bring it within two hours.",
        "Пришлите список — купим на базаре и привезём за два часа.",
        "Ro‘yxatni yuboring — bozordan olib, ikki soatda yetkazamiz.",
        "فهرستتان را بفرستید؛ از بازار می‌خریم و ظرف دو ساعت می‌آوریم.",
      ],
      [1.5, 3],
    ),
  ],
  "wedding-halls": [
    item(
      "hall-rental",
      [
        "Wedding hall rental",
        "Аренда банкетного зала для свадьбы",
        "To‘y uchun zal ijarasi",
        "اجارهٔ تالار عروسی",
      ],
      [
        "Evening rental with sound, light, stage and parking; the date is held with a deposit.",
        "Вечерняя аренда со звуком, светом, сценой и парковкой; дата бронируется задатком.",
        "Ovoz, yorug‘lik, sahna va avtoturargoh bilan kechki ijara; sana zaklad bilan band qilinadi.",
        "اجارهٔ شبانه با صدا، نور، سن و پارکینگ؛ تاریخ با بیعانه رزرو می‌شود.",
      ],
      [2500, 4000],
      [guests(200, 1), guests(400, 1.8)],
    ),
    item(
      "banquet-menu",
      [
        "Banquet menu, per guest",
        "Банкетное меню на одного гостя",
        "Bir mehmon uchun banket menyusi",
        "منوی ضیافت، برای هر مهمان",
      ],
      [
        "Cold starters, shurpa, plov or kabob, fruit and the wedding cake.",
        "Холодные закуски, шурпа, плов или кабоб, фрукты и свадебный торт.",
        "Sovuq gazaklar, sho‘rva, osh yoki kabob, mevalar va to‘y torti.",
        "پیش‌غذای سرد، شوربا، پلو یا کباب، میوه و کیک عروسی.",
      ],
      [12, 25],
    ),
    item(
      "hall-decoration",
      [
        "Hall decoration with flowers",
        "Оформление зала цветами",
        "Zalni gullar bilan bezash",
        "تزئین تالار با گل",
      ],
      [
        "Stage, arch and table flowers in the couple’s colours.",
        "Сцена, арка и цветы на столах в цветах пары.",
        "Sahna, ravoq va stollardagi gullar kelin-kuyov tanlagan ranglarda.",
        "سن، طاق و گل‌های میز به رنگ‌های انتخابی عروس و داماد.",
      ],
      [300, 700],
    ),
  ],
  "photo-video": [
    item(
      "wedding-film",
      [
        "Wedding photo and video, full day",
        "Свадебная фото- и видеосъёмка, весь день",
        "To‘y foto va video suratga olish, to‘liq kun",
        "عکاسی و فیلم‌برداری عروسی، تمام روز",
      ],
      [
        "From the kelin salom in the morning to the last dance, with a short film in a week.",
        "От келин салом утром до последнего танца; короткий фильм через неделю.",
        "Ertalabki kelin salomdan so‘nggi raqsgacha, bir haftada qisqa film.",
        "از «کلین سلام» صبح تا آخرین رقص، با فیلم کوتاه ظرف یک هفته.",
      ],
      [500, 1200],
    ),
    item(
      "love-story",
      [
        "Love story photo session",
        "Фотосессия love story",
        "Love story fotosessiyasi",
        "عکاسی لاو استوری",
      ],
      [
        "Two hours at Registan, the old city or a blossoming garden; 60 retouched photos.",
        "Два часа на Регистане, в старом городе или в цветущем саду; 60 обработанных фото.",
        "Registonda, eski shaharda yoki gullagan bog‘da ikki soat; 60 ta ishlangan surat.",
        "دو ساعت در ریگستان، شهر قدیم یا باغ پرشکوفه؛ ۶۰ عکس روتوش‌شده.",
      ],
      [80, 150],
    ),
    item(
      "drone-filming",
      ["Drone filming", "Съёмка с дрона", "Dron bilan suratga olish", "فیلم‌برداری با پهپاد"],
      [
        "Aerial shots of the to‘y procession and the venue, licensed pilot.",
        "Кадры с высоты: свадебный кортеж и площадка, пилот с допуском.",
        "To‘y korteji va maydonni yuqoridan suratga olish, ruxsatnomali uchuvchi.",
        "نماهای هوایی از کاروان عروسی و محل مراسم، با خلبان مجاز.",
      ],
      [60, 120],
    ),
  ],
  catering: [
    item(
      "nahorgi-osh",
      [
        "Morning wedding plov (nahorgi osh)",
        "Утренний свадебный плов (нахорги ош)",
        "Nahorgi osh",
        "پلوی صبح عروسی (نهارگی آش)",
      ],
      [
        "Our oshpaz cooks in the kazan at dawn and serves with non, salad and tea.",
        "Наш ошпаз готовит в казане на рассвете и подаёт с лепёшками, салатом и чаем.",
        "Oshpazimiz tong saharda qozonda damlaydi, non, salat va choy bilan tortadi.",
        "آشپز ما سحرگاه در دیگ می‌پزد و با نان، سالاد و چای سرو می‌کند.",
      ],
      [400, 700],
      [guests(100, 1), guests(300, 2.7)],
    ),
    item(
      "kazan-kebab",
      [
        "Kazan kebab and samsa for a party",
        "Казан-кабоб и самса для праздника",
        "Bayram uchun qozon kabob va somsa",
        "کباب قزانی و سمبوسه برای مهمانی",
      ],
      [
        "Lamb with potatoes from the kazan and tandoor samsa, for 30 guests.",
        "Баранина с картофелем из казана и тандырная самса на 30 гостей.",
        "30 mehmon uchun qozonda kartoshkali qo‘y go‘shti va tandir somsa.",
        "گوشت گوسفند با سیب‌زمینی از دیگ و سمبوسهٔ تنوری برای ۳۰ مهمان.",
      ],
      [150, 300],
    ),
    item(
      "dastarkhan-set",
      ["Dastarkhan table set", "Накрытие дастархана", "Dasturxon tuzash", "چیدمان سفره"],
      [
        "Sweets, dried fruit, nuts, non and fruit laid out on one table for ten.",
        "Сладости, сухофрукты, орехи, лепёшки и фрукты на один стол на десятерых.",
        "O‘n kishilik bir stolga shirinlik, quruq meva, yong‘oq, non va mevalar.",
        "شیرینی، خشکبار، آجیل، نان و میوه روی یک میز برای ده نفر.",
      ],
      [30, 60],
    ),
  ],
  musicians: [
    item(
      "host-dj",
      [
        "Wedding host and DJ",
        "Ведущий и диджей на свадьбу",
        "To‘y boshlovchisi va DJ",
        "مجری و دی‌جی عروسی",
      ],
      [
        "Hosts in Uzbek and Russian, with games, sound system and the first dance.",
        "Ведение на узбекском и русском, конкурсы, звук и первый танец.",
        "O‘zbek va rus tillarida boshlovchilik, o‘yinlar, ovoz tizimi va birinchi raqs.",
        "اجرا به ازبکی و روسی، با مسابقه، سیستم صوتی و رقص اول.",
      ],
      [200, 500],
    ),
    item(
      "karnay-surnay",
      [
        "Karnay and surnay players",
        "Карнай-сурнай",
        "Karnay-surnaychilar",
        "نوازندگان کرنای و سورنای",
      ],
      [
        "The brass horns and drums that announce a to‘y to the whole mahalla.",
        "Трубы и барабаны, которые объявляют о тое всей махалле.",
        "To‘yni butun mahallaga e’lon qiladigan karnay, surnay va nog‘oralar.",
        "شیپورها و طبل‌هایی که عروسی را به همهٔ محله اعلام می‌کنند.",
      ],
      [100, 200],
    ),
    item(
      "lazgi-dancers",
      [
        "Lazgi dance group",
        "Танцевальный ансамбль «Лазги»",
        "«Lazgi» raqs ansambli",
        "گروه رقص لزگی",
      ],
      [
        "Khorezm’s fiery lazgi in costume, three dances and a dance with the guests.",
        "Огненный хорезмский лазги в костюмах: три танца и танец с гостями.",
        "Liboslarda olovli Xorazm lazgisi: uchta raqs va mehmonlar bilan raqs.",
        "لزگی آتشین خوارزم با لباس محلی: سه رقص و یک رقص با مهمانان.",
      ],
      [150, 300],
    ),
  ],
  renovation: [
    item(
      "turnkey-renovation",
      [
        "Turnkey apartment renovation, per m²",
        "Ремонт квартиры под ключ, за м²",
        "Kvartirani kalit topshirish sharti bilan ta’mirlash, 1 m²",
        "بازسازی کامل آپارتمان، هر متر مربع",
      ],
      [
        "Design, materials, plumbing, electrics and finishing with one contract and a timeline.",
        "Дизайн, материалы, сантехника, электрика и отделка по одному договору со сроками.",
        "Dizayn, materiallar, santexnika, elektr va pardozlash bitta shartnoma va muddat bilan.",
        "طراحی، مصالح، لوله‌کشی، برق و نازک‌کاری با یک قرارداد و زمان‌بندی.",
      ],
      [80, 150],
    ),
    item(
      "plastering",
      [
        "Wall plastering, per m²",
        "Штукатурка стен, за м²",
        "Devorlarni suvoqlash, 1 m²",
        "گچ‌کاری دیوار، هر متر مربع",
      ],
      [
        "Machine plastering to beacons, ready for paint or wallpaper.",
        "Машинная штукатурка по маякам, готово под покраску или обои.",
        "Mayoqlar bo‘yicha mashina suvoq, bo‘yoq yoki gulqog‘oz uchun tayyor.",
        "گچ‌کاری ماشینی با شمشه، آماده برای رنگ یا کاغذدیواری.",
      ],
      [3, 6],
    ),
    item(
      "tile-laying",
      [
        "Tile laying, per m²",
        "Укладка плитки, за м²",
        "Kafel yotqizish, 1 m²",
        "کاشی‌کاری، هر متر مربع",
      ],
      [
        "Bathrooms, kitchens and floors, with level joints and waterproofing.",
        "Ванные, кухни и полы, ровные швы и гидроизоляция.",
        "Hammom, oshxona va pollar, tekis choklar va gidroizolyatsiya.",
        "حمام، آشپزخانه و کف، با درزهای صاف و عایق رطوبتی.",
      ],
      [6, 12],
    ),
  ],
  plumbing: [
    item(
      "plumber-call",
      ["Plumber call-out", "Вызов сантехника", "Santexnik chaqirish", "درخواست لوله‌کش"],
      [
        "Leaks, blockages and taps fixed today; the call-out is free with the repair.",
        "Течи, засоры и краны — устраним сегодня; выезд бесплатный при ремонте.",
        "Oqish, tiqilish va jo‘mraklar — bugun tuzatamiz; ta’mirlasak, chaqiruv bepul.",
        "نشتی، گرفتگی و شیرآلات را امروز درست می‌کنیم؛ با انجام تعمیر، اعزام رایگان است.",
      ],
      [5, 10],
    ),
    item(
      "water-heater",
      [
        "Water heater installation",
        "Установка водонагревателя",
        "Suv isitgichni o‘rnatish",
        "نصب آبگرمکن",
      ],
      [
        "Gas or electric, with connection, safety valve and a test run.",
        "Газовый или электрический, с подключением, предохранительным клапаном и пробным запуском.",
        "Gazli yoki elektr, ulash, himoya klapani va sinov ishga tushirish bilan.",
        "گازی یا برقی، همراه با اتصال، شیر اطمینان و راه‌اندازی آزمایشی.",
      ],
      [20, 40],
    ),
    item(
      "pipe-replacement",
      [
        "Bathroom pipe replacement",
        "Замена труб в ванной",
        "Hammomdagi quvurlarni almashtirish",
        "تعویض لوله‌های حمام",
      ],
      [
        "Old steel pipes replaced with polypropylene, hidden in the wall.",
        "Замена старых стальных труб на полипропилен со скрытой прокладкой.",
        "Eski po‘lat quvurlarni devor ichidan polipropilenga almashtirish.",
        "تعویض لوله‌های فولادی قدیمی با پلی‌پروپیلن، توکار در دیوار.",
      ],
      [80, 160],
    ),
  ],
  electrical: [
    item(
      "electrician-call",
      ["Electrician call-out", "Вызов электрика", "Elektrik chaqirish", "درخواست برق‌کار"],
      [
        "Sockets, switches, breakers and fault finding by a licensed electrician.",
        "Розетки, выключатели, автоматы и поиск неисправностей, электрик с допуском.",
        "Rozetka, o‘chirgich, avtomatlar va nosozlikni topish, ruxsatnomali elektrik.",
        "پریز، کلید، فیوز و عیب‌یابی توسط برق‌کار مجاز.",
      ],
      [5, 10],
    ),
    item(
      "voltage-stabiliser",
      [
        "Voltage stabiliser installation",
        "Установка стабилизатора напряжения",
        "Kuchlanish stabilizatorini o‘rnatish",
        "نصب استابلایزر ولتاژ",
      ],
      [
        "Protects the fridge and air conditioner when the mains voltage drops in summer.",
        "Защищает холодильник и кондиционер, когда летом падает напряжение в сети.",
        "Yozda tarmoqdagi kuchlanish tushganda muzlatgich va konditsionerni himoya qiladi.",
        "وقتی ولتاژ برق در تابستان افت می‌کند، از یخچال و کولر محافظت می‌کند.",
      ],
      [10, 20],
    ),
    item(
      "lighting-install",
      [
        "Chandelier and lighting installation",
        "Монтаж люстр и освещения",
        "Qandil va yoritgichlarni o‘rnatish",
        "نصب لوستر و روشنایی",
      ],
      [
        "Chandeliers, spotlights and LED strips, fitted and connected safely.",
        "Люстры, споты и светодиодные ленты — установим и безопасно подключим.",
        "Qandillar, spotlar va LED lentalar — o‘rnatamiz va xavfsiz ulaymiz.",
        "لوستر، هالوژن و نوار LED را نصب و با ایمنی وصل می‌کنیم.",
      ],
      [5, 15],
    ),
  ],
  dentistry: [
    item(
      "dental-checkup",
      [
        "Dental check-up and cleaning",
        "Осмотр и профессиональная чистка зубов",
        "Tish ko‘rigi va professional tozalash",
        "معاینه و جرم‌گیری دندان",
      ],
      [
        "Ultrasonic scaling, Air Flow polishing and a treatment plan if needed.",
        "Ультразвуковая чистка, полировка Air Flow и план лечения при необходимости.",
        "Ultratovushli tozalash, Air Flow bilan jilolash va kerak bo‘lsa davolash rejasi.",
        "جرم‌گیری اولتراسونیک، پولیش Air Flow و برنامهٔ درمان در صورت نیاز.",
      ],
      [15, 30],
    ),
    item(
      "dental-filling",
      [
        "Light-cured dental filling",
        "Светоотверждаемая пломба",
        "Yorug‘likda qotadigan plomba",
        "پرکردن دندان با کامپوزیت نوری",
      ],
      [
        "Painless treatment under anaesthesia, with a filling matched to your tooth colour.",
        "Безболезненное лечение под анестезией, пломба в цвет зуба.",
        "Og‘riqsizlantirish ostida davolash, tish rangiga mos plomba.",
        "درمان بی‌درد با بی‌حسی و پرکردگی هم‌رنگ دندان.",
      ],
      [20, 45],
    ),
    item(
      "dental-implant",
      [
        "Dental implant with crown",
        "Имплант зуба с коронкой",
        "Tish implanti toj bilan",
        "ایمپلنت دندان با روکش",
      ],
      [
        "Korean or Swiss implant, 3D scan and a ceramic crown; lifetime warranty on the implant.",
        "Корейский или швейцарский имплант, 3D-снимок и керамическая коронка; пожизненная гарантия на имплант.",
        "Koreya yoki Shveytsariya implanti, 3D surat va keramik toj; implantga umrbod kafolat.",
        "ایمپلنت کره‌ای یا سوئیسی، اسکن سه‌بعدی و روکش سرامیکی؛ گارانتی مادام‌العمر ایمپلنت.",
      ],
      [400, 700],
    ),
  ],
  diagnostics: [
    item(
      "ultrasound",
      ["Abdominal ultrasound", "УЗИ брюшной полости", "Qorin bo‘shlig‘i UTT", "سونوگرافی شکم"],
      [
        "Liver, gallbladder, pancreas and kidneys, with the doctor’s conclusion right away.",
        "Печень, желчный пузырь, поджелудочная и почки; заключение врача сразу.",
        "Jigar, o‘t pufagi, oshqozon osti bezi va buyraklar; shifokor xulosasi darhol.",
        "کبد، کیسهٔ صفرا، لوزالمعده و کلیه‌ها، با نظر پزشک در همان لحظه.",
      ],
      [10, 20],
    ),
    item(
      "blood-count",
      ["Complete blood count", "Общий анализ крови", "Umumiy qon tahlili", "آزمایش شمارش کامل خون"],
      [
        "Results the same day by SMS and in the clinic’s app.",
        "Результат в тот же день по SMS и в приложении клиники.",
        "Natija o‘sha kuni SMS va klinika ilovasida.",
        "نتیجه همان روز با پیامک و در اپلیکیشن کلینیک.",
      ],
      [3, 6],
    ),
    item(
      "cardiology-ecg",
      [
        "Cardiologist consultation with ECG",
        "Консультация кардиолога с ЭКГ",
        "EKG bilan kardiolog maslahati",
        "ویزیت متخصص قلب با نوار قلب",
      ],
      [
        "ECG, blood pressure and a talk with the cardiologist about what it means for you.",
        "ЭКГ, давление и беседа с кардиологом о том, что это значит для вас.",
        "EKG, qon bosimi va natijalar haqida kardiolog bilan suhbat.",
        "نوار قلب، فشار خون و گفت‌وگو با متخصص قلب دربارهٔ معنای نتایج برای شما.",
      ],
      [15, 30],
    ),
    item(
      "mri-scan",
      ["MRI scan", "МРТ-исследование", "MRT tekshiruvi", "تصویربرداری MRI"],
      [
        "1.5 T scanner, a radiologist’s report within 24 hours and images on a disc.",
        "Томограф 1,5 Тл, заключение рентгенолога в течение суток и снимки на диске.",
        "1,5 T tomograf, 24 soat ichida rentgenolog xulosasi va disktagi suratlar.",
        "دستگاه ۱٫۵ تسلا، گزارش رادیولوژیست ظرف ۲۴ ساعت و تصاویر روی دیسک.",
      ],
      [60, 120],
    ),
  ],
  massage: [
    item(
      "classic-massage",
      [
        "Classic massage course",
        "Курс классического массажа",
        "Klassik massaj kursi",
        "دورهٔ ماساژ کلاسیک",
      ],
      [
        "Back and neck massage by a certified therapist to ease pain from desk work.",
        "Массаж спины и шеи у сертифицированного специалиста — снимает боль от сидячей работы.",
        "Sertifikatlangan mutaxassisdan bel va bo‘yin massaji — o‘tirib ishlash og‘rig‘ini yengillatadi.",
        "ماساژ کمر و گردن توسط درمانگر دارای مدرک، برای کاهش درد کار پشت میز.",
      ],
      [40, 80],
      [sessions(5, 0.55), sessions(10, 1)],
    ),
    item(
      "kids-massage",
      [
        "Children’s massage course",
        "Детский массаж, курс",
        "Bolalar massaji kursi",
        "دورهٔ ماساژ کودک",
      ],
      [
        "For babies and toddlers, as prescribed by a paediatrician or neurologist.",
        "Для малышей по назначению педиатра или невролога.",
        "Chaqaloq va kichkintoylar uchun, pediatr yoki nevrolog tavsiyasiga ko‘ra.",
        "برای نوزادان و کودکان نوپا، طبق تجویز متخصص اطفال یا مغز و اعصاب.",
      ],
      [40, 70],
      [sessions(10, 1)],
    ),
  ],
};
