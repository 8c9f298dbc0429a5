import { type ItemTemplate, item, variant } from "./item-template";
import { quantity, units } from "./texts";

const rooms = (en: string, ru: string, uz: string, fa: string, factor: number) =>
  variant([en, ru, uz, fa], factor);
const lessons = (n: number, factor: number) => variant(quantity(n, units.lessons), factor);

/** Repairs, cleaning, lessons and beauty: services people book for themselves and the home. */
export const personalServiceItems: Record<string, ItemTemplate[]> = {
  "phone-repair": [
    item(
      "iphone-screen",
      [
        "iPhone screen replacement",
        "Замена экрана iPhone",
        "iPhone ekranini almashtirish",
        "تعویض صفحه‌نمایش iPhone",
      ],
      [
        "Original-quality display fitted in about an hour while you wait, with a 90-day warranty.",
        "Дисплей оригинального качества, установка около часа при вас, гарантия 90 дней.",
        "Original sifatli displey, ko‘z oldingizda bir soatcha ichida o‘rnatiladi, 90 kunlik kafolat.",
        "نمایشگر با کیفیت اصلی، نصب حدود یک ساعت در حضور شما، با ۹۰ روز گارانتی.",
      ],
      [40, 120],
      [
        variant(["iPhone 11", "iPhone 11", "iPhone 11", "iPhone 11"], 0.6),
        variant(["iPhone 13", "iPhone 13", "iPhone 13", "iPhone 13"], 1),
        variant(["iPhone 14 Pro", "iPhone 14 Pro", "iPhone 14 Pro", "iPhone 14 Pro"], 1.8),
      ],
    ),
    item(
      "battery-replacement",
      [
        "Phone battery replacement",
        "Замена аккумулятора телефона",
        "Telefon batareyasini almashtirish",
        "تعویض باتری گوشی",
      ],
      [
        "For Samsung, Xiaomi, Apple and Honor; your phone holds a full day again.",
        "Для Samsung, Xiaomi, Apple и Honor — телефон снова держит целый день.",
        "Samsung, Xiaomi, Apple va Honor uchun — telefon yana bir kun to‘liq ishlaydi.",
        "برای Samsung، Xiaomi، Apple و Honor؛ گوشی دوباره یک روز کامل شارژ نگه می‌دارد.",
      ],
      [15, 35],
    ),
    item(
      "charging-port",
      [
        "Charging port repair",
        "Ремонт разъёма зарядки",
        "Quvvatlash uyasini ta’mirlash",
        "تعمیر پورت شارژ",
      ],
      [
        "Cleaning or replacing the port when the cable no longer holds.",
        "Чистка или замена разъёма, если кабель перестал держаться.",
        "Kabel ushlamay qolsa, uyani tozalash yoki almashtirish.",
        "تمیزکاری یا تعویض پورت وقتی کابل دیگر جا نمی‌افتد.",
      ],
      [8, 15],
    ),
  ],
  "appliance-repair": [
    item(
      "washer-repair",
      [
        "Washing machine repair at home",
        "Ремонт стиральных машин на дому",
        "Kir yuvish mashinasini uyda ta’mirlash",
        "تعمیر ماشین لباسشویی در منزل",
      ],
      [
        "The technician comes the same day; diagnostics are free if you go ahead with the repair.",
        "Мастер приедет в тот же день; диагностика бесплатна при ремонте.",
        "Usta o‘sha kuniyoq keladi; ta’mirlasangiz, diagnostika bepul.",
        "تعمیرکار همان روز می‌آید؛ در صورت تعمیر، عیب‌یابی رایگان است.",
      ],
      [10, 25],
    ),
    item(
      "fridge-repair",
      [
        "Refrigerator repair and regassing",
        "Ремонт и заправка холодильников",
        "Muzlatgichni ta’mirlash va gaz to‘ldirish",
        "تعمیر و شارژ گاز یخچال",
      ],
      [
        "Leak search, freon refill and compressor replacement for all brands.",
        "Поиск утечки, заправка фреоном и замена компрессора для всех марок.",
        "Barcha markalar uchun oqishni topish, freon to‘ldirish va kompressorni almashtirish.",
        "نشت‌یابی، شارژ گاز فریون و تعویض کمپرسور برای همهٔ برندها.",
      ],
      [20, 40],
    ),
    item(
      "ac-service",
      [
        "Air conditioner service and cleaning",
        "Чистка и обслуживание кондиционеров",
        "Konditsionerni tozalash va xizmat ko‘rsatish",
        "سرویس و شستشوی کولر گازی",
      ],
      [
        "Before the summer heat: filters, fins and drain washed, gas pressure checked.",
        "Перед летней жарой: моем фильтры, радиатор и дренаж, проверяем давление газа.",
        "Yozgi issiqdan oldin: filtr, radiator va drenajni yuvamiz, gaz bosimini tekshiramiz.",
        "پیش از گرمای تابستان: شستشوی فیلتر، رادیاتور و زهکش و بررسی فشار گاز.",
      ],
      [15, 25],
    ),
  ],
  "car-repair": [
    item(
      "computer-diagnostics",
      [
        "Computer car diagnostics",
        "Компьютерная диагностика автомобиля",
        "Avtomobilni kompyuter diagnostikasi",
        "عیب‌یابی کامپیوتری خودرو",
      ],
      [
        "Reading error codes and live data, with a printed report and advice.",
        "Считываем ошибки и параметры в реальном времени, даём распечатку и советы.",
        "Xatolik kodlari va jonli ko‘rsatkichlarni o‘qiymiz, chop etilgan hisobot va maslahat beramiz.",
        "خواندن کدهای خطا و داده‌های لحظه‌ای، همراه با گزارش چاپی و توصیه.",
      ],
      [8, 15],
    ),
    item(
      "oil-change",
      [
        "Oil change with filter",
        "Замена масла с фильтром",
        "Moy va filtrni almashtirish",
        "تعویض روغن و فیلتر",
      ],
      [
        "Twenty minutes on a lift; bring your own oil or buy ours.",
        "Двадцать минут на подъёмнике; масло ваше или наше.",
        "Ko‘targichda yigirma daqiqa; moyingizni olib keling yoki bizdan oling.",
        "بیست دقیقه روی جک؛ روغن خودتان را بیاورید یا از ما بخرید.",
      ],
      [5, 10],
    ),
    item(
      "methane-install",
      [
        "Methane gas equipment installation",
        "Установка метанового газобаллонного оборудования",
        "Metan gaz ballon uskunasini o‘rnatish",
        "نصب تجهیزات گاز متان",
      ],
      [
        "Certified cylinder and reducer with registration papers; most cars here run on methane.",
        "Сертифицированный баллон и редуктор с документами для учёта; большинство машин здесь ездит на метане.",
        "Ro‘yxatga olish hujjatlari bilan sertifikatlangan ballon va reduktor; bu yerda ko‘p mashinalar metanda yuradi.",
        "مخزن و رگولاتور استاندارد همراه با مدارک ثبت؛ بیشتر خودروهای اینجا با متان کار می‌کنند.",
      ],
      [250, 400],
    ),
    item(
      "wheel-alignment",
      [
        "Wheel alignment",
        "Развал-схождение",
        "G‘ildirak burchaklarini sozlash (razval)",
        "تنظیم فرمان و زاویهٔ چرخ",
      ],
      [
        "3D alignment stand; your car will stop pulling to one side.",
        "3D-стенд, машина перестанет уводить в сторону.",
        "3D stend; mashina bir tomonga tortmaydigan bo‘ladi.",
        "دستگاه سه‌بعدی؛ خودرو دیگر به یک طرف نمی‌کشد.",
      ],
      [8, 12],
    ),
  ],
  "home-cleaning": [
    item(
      "general-cleaning",
      [
        "General apartment cleaning",
        "Генеральная уборка квартиры",
        "Kvartirani umumiy tozalash",
        "نظافت کامل آپارتمان",
      ],
      [
        "Two cleaners with their own equipment and safe detergents; kitchen, bathroom and windows included.",
        "Два клинера со своим оборудованием и безопасной химией; кухня, санузел и окна включены.",
        "O‘z jihozlari va xavfsiz vositalari bilan ikki tozalovchi; oshxona, hammom va derazalar kiradi.",
        "دو نظافتچی با تجهیزات و شوینده‌های بی‌خطر خودشان؛ آشپزخانه، حمام و پنجره‌ها شامل است.",
      ],
      [40, 70],
      [
        rooms("1–2 rooms", "1–2 комнаты", "1–2 xonali", "۱ تا ۲ خوابه", 1),
        rooms("3–4 rooms", "3–4 комнаты", "3–4 xonali", "۳ تا ۴ خوابه", 1.6),
      ],
    ),
    item(
      "after-renovation",
      [
        "Cleaning after renovation",
        "Уборка после ремонта",
        "Ta’mirdan keyin tozalash",
        "نظافت پس از بازسازی",
      ],
      [
        "Construction dust, paint and cement splashes removed from every surface.",
        "Убираем строительную пыль, следы краски и цемента со всех поверхностей.",
        "Barcha yuzalardan qurilish changi, bo‘yoq va sement dog‘larini ketkazamiz.",
        "گرد و غبار ساختمانی و لکه‌های رنگ و سیمان را از همهٔ سطوح پاک می‌کنیم.",
      ],
      [60, 120],
      [
        rooms("up to 60 m²", "до 60 м²", "60 m² gacha", "تا ۶۰ متر مربع", 1),
        rooms("up to 120 m²", "до 120 м²", "120 m² gacha", "تا ۱۲۰ متر مربع", 1.7),
      ],
    ),
    item(
      "window-washing",
      ["Window washing", "Мытьё окон", "Deraza yuvish", "شستشوی پنجره"],
      [
        "Inside and outside, frames and sills, up to the ninth floor.",
        "Изнутри и снаружи, рамы и подоконники, до девятого этажа.",
        "Ichki va tashqi tomondan, romlar va tokchalar, to‘qqizinchi qavatgacha.",
        "داخل و بیرون، قاب‌ها و لبه‌ها، تا طبقهٔ نهم.",
      ],
      [20, 40],
    ),
  ],
  "carpet-cleaning": [
    item(
      "carpet-washing",
      [
        "Carpet washing with pick-up, per m²",
        "Стирка ковров с вывозом, за м²",
        "Gilam yuvish, olib ketish bilan, 1 m² uchun",
        "قالی‌شویی با تحویل در محل، هر متر مربع",
      ],
      [
        "We collect, wash with shampoo, dry in a chamber and bring it back in three days.",
        "Заберём, постираем с шампунем, высушим в камере и вернём через три дня.",
        "Olib ketamiz, shampun bilan yuvamiz, kamerada quritamiz va uch kunda qaytaramiz.",
        "می‌بریم، با شامپو می‌شوییم، در اتاقک خشک می‌کنیم و سه روزه برمی‌گردانیم.",
      ],
      [1, 2],
    ),
    item(
      "sofa-cleaning",
      [
        "Sofa dry cleaning at home",
        "Химчистка дивана на дому",
        "Divanni uyda kimyoviy tozalash",
        "خشکشویی مبل در منزل",
      ],
      [
        "Extraction cleaning that removes stains and smells; dry in about six hours.",
        "Экстракционная чистка убирает пятна и запахи, высыхает примерно за шесть часов.",
        "Ekstraksion tozalash dog‘ va hidlarni ketkazadi, olti soatcha ichida quriydi.",
        "شستشوی تزریقی-مکشی که لکه و بو را می‌برد؛ حدود شش ساعته خشک می‌شود.",
      ],
      [20, 40],
    ),
    item(
      "curtain-washing",
      [
        "Curtain washing and ironing",
        "Стирка и глажка штор",
        "Pardalarni yuvish va dazmollash",
        "شستشو و اتوی پرده",
      ],
      [
        "We take them down, wash, iron and hang them back.",
        "Снимем, постираем, погладим и повесим обратно.",
        "Yechib olamiz, yuvamiz, dazmollaymiz va qayta ilamiz.",
        "پرده‌ها را باز می‌کنیم، می‌شوییم، اتو می‌کنیم و دوباره نصب می‌کنیم.",
      ],
      [10, 20],
    ),
  ],
  "language-courses": [
    item(
      "english-course",
      [
        "General English course",
        "Курс общего английского",
        "Umumiy ingliz tili kursi",
        "دورهٔ زبان انگلیسی عمومی",
      ],
      [
        "Small groups of up to eight, a placement test and speaking clubs on Saturdays.",
        "Небольшие группы до восьми человек, тест на уровень и разговорный клуб по субботам.",
        "Sakkiz kishigacha kichik guruhlar, daraja testi va shanba kunlari suhbat klubi.",
        "گروه‌های کوچک تا هشت نفر، آزمون تعیین سطح و باشگاه مکالمه شنبه‌ها.",
      ],
      [50, 80],
      [lessons(12, 1), lessons(24, 1.8)],
    ),
    item(
      "ielts-prep",
      ["IELTS preparation", "Подготовка к IELTS", "IELTS ga tayyorlov", "آمادگی آزمون IELTS"],
      [
        "Two mock exams with a certified examiner’s feedback; most students gain a full band.",
        "Два пробных экзамена с разбором сертифицированного экзаменатора; большинство поднимает балл на единицу.",
        "Sertifikatlangan imtihonchi tahlili bilan ikki sinov imtihoni; ko‘pchilik bir ballga oshiradi.",
        "دو آزمون آزمایشی با بازخورد ممتحن رسمی؛ بیشتر دانشجویان یک نمرهٔ کامل بالا می‌روند.",
      ],
      [100, 160],
    ),
    item(
      "korean-course",
      ["Korean language course", "Курс корейского языка", "Koreys tili kursi", "دورهٔ زبان کره‌ای"],
      [
        "From the alphabet to the TOPIK I exam, taught by a teacher who lived in Seoul.",
        "От алфавита до экзамена TOPIK I, ведёт преподаватель, живший в Сеуле.",
        "Alifbodan TOPIK I imtihonigacha, Seulda yashagan o‘qituvchi dars beradi.",
        "از الفبا تا آزمون TOPIK I، با استادی که در سئول زندگی کرده است.",
      ],
      [50, 70],
      [lessons(12, 1), lessons(24, 1.8)],
    ),
    item(
      "russian-course",
      [
        "Russian for beginners",
        "Русский язык для начинающих",
        "Boshlovchilar uchun rus tili",
        "زبان روسی برای مبتدیان",
      ],
      [
        "Everyday conversation, reading and writing for work and study.",
        "Повседневное общение, чтение и письмо для работы и учёбы.",
        "Ish va o‘qish uchun kundalik muloqot, o‘qish va yozish.",
        "مکالمهٔ روزمره، خواندن و نوشتن برای کار و تحصیل.",
      ],
      [40, 60],
      [lessons(12, 1)],
    ),
  ],
  "it-courses": [
    item(
      "frontend-course",
      [
        "Frontend development course",
        "Курс фронтенд-разработки",
        "Frontend dasturlash kursi",
        "دورهٔ برنامه‌نویسی فرانت‌اند",
      ],
      [
        "HTML, CSS, JavaScript and React in four months, ending with a real project for your portfolio.",
        "HTML, CSS, JavaScript и React за четыре месяца, в конце — реальный проект в портфолио.",
        "To‘rt oyda HTML, CSS, JavaScript va React, oxirida portfolio uchun haqiqiy loyiha.",
        "HTML، CSS، JavaScript و React در چهار ماه، با یک پروژهٔ واقعی برای نمونه‌کار.",
      ],
      [150, 250],
    ),
    item(
      "python-course",
      [
        "Python for beginners",
        "Python для начинающих",
        "Boshlovchilar uchun Python",
        "پایتون برای مبتدیان",
      ],
      [
        "Evening classes for school leavers and adults; no experience needed.",
        "Вечерние занятия для выпускников и взрослых, опыт не нужен.",
        "Bitiruvchilar va kattalar uchun kechki darslar, tajriba shart emas.",
        "کلاس‌های عصرگاهی برای فارغ‌التحصیلان مدرسه و بزرگسالان؛ بدون نیاز به تجربه.",
      ],
      [120, 180],
    ),
    item(
      "computer-literacy",
      [
        "Computer literacy for adults",
        "Компьютерная грамотность для взрослых",
        "Kattalar uchun kompyuter savodxonligi",
        "سواد رایانه برای بزرگسالان",
      ],
      [
        "Word, Excel, e-mail and the my.gov.uz services, step by step.",
        "Word, Excel, электронная почта и услуги my.gov.uz — шаг за шагом.",
        "Word, Excel, elektron pochta va my.gov.uz xizmatlari — bosqichma-bosqich.",
        "ورد، اکسل، ایمیل و خدمات my.gov.uz، گام به گام.",
      ],
      [30, 50],
    ),
  ],
  "school-tutoring": [
    item(
      "math-tutor",
      ["Mathematics tutor", "Репетитор по математике", "Matematika repetitori", "معلم خصوصی ریاضی"],
      [
        "One-to-one lessons for grades 5–11, at your home or online.",
        "Индивидуальные занятия для 5–11 классов, на дому или онлайн.",
        "5–11-sinflar uchun yakka darslar, uyda yoki onlayn.",
        "کلاس خصوصی برای پایه‌های ۵ تا ۱۱، در منزل یا آنلاین.",
      ],
      [30, 50],
      [lessons(8, 1), lessons(12, 1.4)],
    ),
    item(
      "entrance-exam",
      [
        "University entrance exam preparation",
        "Подготовка к вступительным тестам в вуз",
        "OTMga kirish testlariga tayyorlov",
        "آمادگی آزمون ورودی دانشگاه",
      ],
      [
        "Test practice in all compulsory subjects with weekly mock tests.",
        "Практика по всем обязательным предметам и еженедельные пробные тесты.",
        "Barcha majburiy fanlar bo‘yicha mashg‘ulotlar va har haftalik sinov testlari.",
        "تمرین تست در همهٔ دروس اجباری با آزمون آزمایشی هفتگی.",
      ],
      [60, 100],
    ),
    item(
      "chemistry-biology",
      [
        "Chemistry and biology tutor",
        "Репетитор по химии и биологии",
        "Kimyo va biologiya repetitori",
        "معلم خصوصی شیمی و زیست‌شناسی",
      ],
      [
        "For future medical students: theory, problems and the test format.",
        "Для будущих медиков: теория, задачи и формат тестов.",
        "Bo‘lajak shifokorlar uchun: nazariya, masalalar va test formati.",
        "برای دانشجویان آیندهٔ پزشکی: نظریه، مسئله و قالب آزمون.",
      ],
      [35, 55],
      [lessons(8, 1), lessons(12, 1.4)],
    ),
  ],
  hairdressing: [
    item(
      "womens-haircut",
      [
        "Women’s haircut and styling",
        "Женская стрижка и укладка",
        "Ayollar soch turmagi va turmaklash",
        "کوتاهی و حالت‌دهی موی زنانه",
      ],
      [
        "Consultation, wash, cut and blow-dry by a senior stylist.",
        "Консультация, мытьё, стрижка и укладка у старшего мастера.",
        "Katta usta tomonidan maslahat, yuvish, kesish va fen bilan turmaklash.",
        "مشاوره، شستشو، کوتاهی و سشوار توسط آرایشگر ارشد.",
      ],
      [8, 20],
    ),
    item(
      "mens-haircut",
      ["Men’s haircut", "Мужская стрижка", "Erkaklar soch olish", "اصلاح موی مردانه"],
      [
        "Clipper and scissors cut with a hot-towel neck shave.",
        "Стрижка машинкой и ножницами, бритьё шеи с горячим полотенцем.",
        "Mashinka va qaychi bilan soch olish, issiq sochiq bilan bo‘yin qirish.",
        "کوتاهی با ماشین و قیچی و اصلاح گردن با حولهٔ داغ.",
      ],
      [3, 6],
    ),
    item(
      "hair-colouring",
      ["Hair colouring", "Окрашивание волос", "Soch bo‘yash", "رنگ کردن مو"],
      [
        "Ammonia-free colour, balayage or henna, with a care treatment afterwards.",
        "Безаммиачная краска, балаяж или хна, после — уходовая процедура.",
        "Ammiaksiz bo‘yoq, balayaj yoki xina, keyin parvarish muolajasi.",
        "رنگ بدون آمونیاک، بالیاژ یا حنا، همراه با مراقبت پس از آن.",
      ],
      [25, 60],
    ),
    item(
      "bridal-look",
      [
        "Bridal hair and make-up",
        "Свадебная причёска и макияж",
        "Kelin soch turmagi va pardozi",
        "شینیون و آرایش عروس",
      ],
      [
        "A trial session, then hair, make-up and the kelin’s veil fixed on the wedding morning.",
        "Пробный образ, а в день свадьбы — причёска, макияж и фата невесты.",
        "Sinov obraz, to‘y kuni esa soch turmagi, pardoz va kelin pardasini mahkamlash.",
        "یک جلسهٔ آزمایشی و در صبح عروسی: مو، آرایش و تور عروس.",
      ],
      [60, 150],
    ),
  ],
  manicure: [
    item(
      "gel-manicure",
      [
        "Manicure with gel polish",
        "Маникюр с покрытием гель-лак",
        "Gel-lak bilan manikyur",
        "مانیکور با لاک ژل",
      ],
      [
        "Hardware manicure and gel polish that lasts three weeks; sterilised tools.",
        "Аппаратный маникюр и гель-лак, который держится три недели; стерильные инструменты.",
        "Apparatli manikyur va uch hafta turadigan gel-lak; sterillangan asboblar.",
        "مانیکور دستگاهی و لاک ژل با دوام سه‌هفته‌ای؛ ابزار استریل.",
      ],
      [8, 15],
    ),
    item(
      "pedicure",
      ["Pedicure", "Педикюр", "Pedikyur", "پدیکور"],
      [
        "A warm foot bath, care for the heels and a polish of your choice.",
        "Тёплая ванночка, уход за пяточками и покрытие на выбор.",
        "Iliq vanna, tovonlarni parvarish qilish va tanlagan lakingiz.",
        "حمام پای گرم، مراقبت از پاشنه و لاک به انتخاب شما.",
      ],
      [10, 18],
    ),
    item(
      "nail-extension",
      ["Nail extension", "Наращивание ногтей", "Tirnoq o‘stirish", "کاشت ناخن"],
      [
        "Gel extension of any shape and length, with a design for the bride or a party.",
        "Наращивание гелем любой формы и длины, дизайн для невесты или праздника.",
        "Istalgan shakl va uzunlikda gel bilan o‘stirish, kelin yoki bayram uchun dizayn.",
        "کاشت ژل با هر فرم و طولی، با طراحی برای عروس یا مهمانی.",
      ],
      [15, 25],
    ),
  ],
};
