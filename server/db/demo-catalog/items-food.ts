import { type ItemTemplate, item, variant } from "./item-template";
import { persianNumber, quantity, units } from "./texts";

const kg = (n: number) => variant(quantity(n, units.kg), n);
const grams = (n: number, per: number) => variant(quantity(n, units.g), n / per);
const pieces = (n: number, factor: number) =>
  variant(
    [n === 1 ? "1 piece" : `${n} pieces`, `${n} шт.`, `${n} dona`, `${persianNumber(n)} عدد`],
    factor,
  );

export const foodItems: Record<string, ItemTemplate[]> = {
  "fruits-vegetables": [
    item(
      "husayni-grapes",
      ["Husayni grapes", "Виноград «Хусайни»", "Husayni uzumi", "انگور حسینی"],
      [
        "Long sweet berries with thin skin, picked this week in the vineyards nearby.",
        "Длинные сладкие ягоды с тонкой кожицей, собраны на этой неделе.",
        "Yupqa po‘stli uzun shirin g‘ujumlar, shu hafta uzilgan.",
        "حبه‌های بلند و شیرین با پوست نازک، همین هفته چیده شده.",
      ],
      [1.2, 2.5],
      [kg(1), kg(3)],
    ),
    item(
      "mirzachul-melon",
      ["Mirzachul melon", "Мирзачульская дыня", "Mirzacho‘l qovuni", "خربزهٔ میرزاچول"],
      [
        "Honey-sweet late melon from the Syrdarya steppe, 3–4 kg each.",
        "Медовая поздняя дыня из сырдарьинской степи, 3–4 кг штука.",
        "Sirdaryo cho‘lidan asaldek shirin kechki qovun, har biri 3–4 kg.",
        "خربزهٔ دیررس عسلی از دشت سیردریا، هر عدد ۳ تا ۴ کیلوگرم.",
      ],
      [1.5, 3],
    ),
    item(
      "pomegranates",
      ["Pomegranates", "Гранаты", "Anor", "انار"],
      [
        "Dark red kazake pomegranates, sweet-sour, good for juice and salads.",
        "Тёмно-красные гранаты казаки, кисло-сладкие, для сока и салатов.",
        "To‘q qizil qozoqi anor, nordon-shirin, sharbat va salatlar uchun.",
        "انار قرمز تیره، ملس، مناسب آب‌انار و سالاد.",
      ],
      [1.5, 2.5],
      [kg(1), kg(5)],
    ),
    item(
      "plov-carrots",
      [
        "Yellow carrots for plov",
        "Жёлтая морковь для плова",
        "Osh uchun sariq sabzi",
        "هویج زرد برای پلو",
      ],
      [
        "The sweet yellow mushak carrot that a real plov needs, cut to order.",
        "Сладкая жёлтая морковь мушак — без неё настоящего плова нет; нарежем по заказу.",
        "Haqiqiy osh uchun shirin sariq mushak sabzi, buyurtma bo‘yicha to‘g‘rab beramiz.",
        "هویج زرد شیرین «مشک» که پلوی واقعی به آن نیاز دارد؛ به سفارش خرد می‌کنیم.",
      ],
      [0.4, 0.8],
      [kg(1), kg(5)],
    ),
    item(
      "tomatoes",
      ["Greenhouse tomatoes", "Тепличные помидоры", "Issiqxona pomidori", "گوجه‌فرنگی گلخانه‌ای"],
      [
        "Firm pink tomatoes for shakarob salad, from a family greenhouse.",
        "Плотные розовые помидоры для салата шакароб, из семейной теплицы.",
        "Shakarob uchun qattiq pushti pomidor, oilaviy issiqxonadan.",
        "گوجهٔ صورتی سفت برای سالاد شکرآب، از گلخانهٔ خانوادگی.",
      ],
      [0.8, 1.5],
      [kg(1), kg(5)],
    ),
  ],
  "dried-fruit": [
    item(
      "dried-apricots",
      ["Dried apricots", "Курага", "O‘rik qoqi (turshak)", "برگهٔ زردآلو"],
      [
        "Sun-dried without sulphur, soft and naturally sweet.",
        "Высушена на солнце без серы, мягкая и естественно сладкая.",
        "Oltingugurtsiz quyoshda quritilgan, yumshoq va tabiiy shirin.",
        "بدون گوگرد زیر آفتاب خشک شده، نرم و به‌طور طبیعی شیرین.",
      ],
      [6, 9],
      [variant(quantity(500, units.g), 0.55), kg(1)],
    ),
    item(
      "black-raisins",
      ["Black Bukhara raisins", "Чёрный бухарский изюм", "Buxoro qora mayizi", "کشمش سیاه بخارا"],
      [
        "Seedless, dried in the shade of clay drying houses, the way it has been done for centuries.",
        "Без косточек, высушен в тени глиняных сушилен, как веками.",
        "Danaksiz, loy chillaxonalar soyasida asrlar davomidagidek quritilgan.",
        "بی‌دانه، در سایهٔ خانه‌های گلی خشک‌کن، همان‌گونه که قرن‌ها رسم بوده.",
      ],
      [4, 6],
      [variant(quantity(500, units.g), 0.55), kg(1)],
    ),
    item(
      "walnut-kernels",
      ["Walnut kernels", "Ядра грецкого ореха", "Yong‘oq mag‘zi", "مغز گردو"],
      [
        "Light halves from mountain walnut groves, shelled by hand.",
        "Светлые половинки из горных ореховых рощ, колоты вручную.",
        "Tog‘ yong‘oqzorlaridan och rangli pallalar, qo‘lda chaqilgan.",
        "نیمه‌های روشن از گردوستان‌های کوهستانی، با دست شکسته‌شده.",
      ],
      [8, 12],
      [variant(quantity(500, units.g), 0.55), kg(1)],
    ),
    item(
      "almonds",
      ["Sweet almonds", "Сладкий миндаль", "Shirin bodom", "بادام شیرین"],
      [
        "Large almonds, lightly roasted with salt the Uzbek way.",
        "Крупный миндаль, слегка обжарен с солью по-узбекски.",
        "Yirik bodom, o‘zbekcha tuz bilan biroz qovurilgan.",
        "بادام درشت، کمی بوداده با نمک به شیوهٔ ازبکی.",
      ],
      [10, 14],
      [variant(quantity(500, units.g), 0.55), kg(1)],
    ),
    item(
      "dried-fruit-gift-box",
      [
        "Dried fruit and nut gift box",
        "Подарочный набор сухофруктов и орехов",
        "Quruq meva va yong‘oq sovg‘a to‘plami",
        "جعبهٔ کادویی خشکبار",
      ],
      [
        "Apricots, raisins, figs, almonds and walnuts in a carved wooden box.",
        "Курага, изюм, инжир, миндаль и грецкие орехи в резной деревянной шкатулке.",
        "Turshak, mayiz, anjir, bodom va yong‘oq o‘ymakor yog‘och qutida.",
        "زردآلو، کشمش، انجیر، بادام و گردو در جعبهٔ چوبی کنده‌کاری.",
      ],
      [15, 22],
      [kg(1), kg(2)],
    ),
  ],
  spices: [
    item(
      "zira",
      ["Zira (cumin) for plov", "Зира для плова", "Osh uchun zira", "زیره برای پلو"],
      [
        "Wild mountain cumin with a strong aroma; rub it between your palms over the rice.",
        "Дикая горная зира с сильным ароматом — разотрите в ладонях над рисом.",
        "Kuchli hidli yovvoyi tog‘ zirasi — guruch ustida kaftda ezib seping.",
        "زیرهٔ کوهی وحشی با عطر قوی؛ روی برنج میان کف دست‌ها بسایید.",
      ],
      [1, 2],
      [grams(100, 100), grams(250, 110)],
    ),
    item(
      "barberry",
      ["Dried barberry", "Сушёный барбарис", "Quritilgan zirk", "زرشک خشک"],
      [
        "Sour red berries that give plov and shurpa their bright taste.",
        "Кислые красные ягоды, которые дают плову и шурпе яркий вкус.",
        "Oshga va sho‘rvaga yorqin ta’m beradigan nordon qizil mevalar.",
        "میوه‌های قرمز ترش که به پلو و شوربا طعم روشن می‌دهند.",
      ],
      [1.5, 2.5],
      [grams(100, 100), grams(250, 110)],
    ),
    item(
      "plov-spice-mix",
      [
        "Plov spice mix",
        "Смесь специй для плова",
        "Osh uchun ziravorlar aralashmasi",
        "ادویهٔ مخصوص پلو",
      ],
      [
        "Cumin, barberry, coriander and red pepper, mixed by the bazaar’s oldest spice seller.",
        "Зира, барбарис, кориандр и красный перец — смешивает старейший продавец специй базара.",
        "Zira, zirk, kashnich va qizil qalampir — bozorning eng keksa ziravorfurushi aralashtiradi.",
        "زیره، زرشک، گشنیز و فلفل قرمز، مخلوط به دست قدیمی‌ترین ادویه‌فروش بازار.",
      ],
      [1.5, 3],
      [grams(200, 200), grams(500, 220)],
    ),
    item(
      "saffron",
      ["Saffron threads", "Шафран нити", "Za’faron tolalari", "زعفران رشته‌ای"],
      [
        "Deep red stigmas for rice, halva and tea; a pinch colours a whole kazan.",
        "Тёмно-красные рыльца для риса, халвы и чая; щепотка окрашивает целый казан.",
        "Guruch, holva va choy uchun to‘q qizil tolalar; bir chimdimi butun qozonni bo‘yaydi.",
        "کلاله‌های سرخ تیره برای برنج، حلوا و چای؛ یک پَر آن یک دیگ را رنگ می‌کند.",
      ],
      [4, 7],
      [grams(1, 1), grams(5, 1.1)],
    ),
  ],
  bread: [
    item(
      "samarkand-non",
      ["Samarkand non", "Самаркандская лепёшка", "Samarqand noni", "نان سمرقندی"],
      [
        "Heavy, glossy tandoor bread that stays fresh for days, baked this morning.",
        "Плотная глянцевая тандырная лепёшка, долго не черствеет, испечена сегодня утром.",
        "Uzoq qotmaydigan og‘ir, yaltiroq tandir noni, bugun ertalab yopilgan.",
        "نان تنوری سنگین و براق که روزها تازه می‌ماند، امروز صبح پخته شده.",
      ],
      [0.4, 0.8],
      [pieces(1, 1), pieces(5, 4.8)],
    ),
    item(
      "patyr",
      ["Layered patyr flatbread", "Слоёная лепёшка патыр", "Qatlama patir", "نان لایه‌ای پتیر"],
      [
        "Made with butter and milk, flaky and rich; the bread for guests.",
        "На сливочном масле и молоке, слоистая и сытная — хлеб для гостей.",
        "Sariyog‘ va sutda, qatlamli va to‘yimli — mehmon noni.",
        "با کره و شیر، لایه‌لایه و مقوی؛ نان مخصوص مهمان.",
      ],
      [0.5, 1],
      [pieces(1, 1), pieces(5, 4.8)],
    ),
    item(
      "obi-non",
      ["Obi non flatbread", "Лепёшка оби-нон", "Obi non", "نان اوبی‌نان"],
      [
        "The everyday round bread with a stamped centre, straight from the tandoor.",
        "Повседневная круглая лепёшка с узором в центре, прямо из тандыра.",
        "O‘rtasi chekichli kundalik dumaloq non, tandirdan to‘g‘ri.",
        "نان گرد روزانه با مرکز نقش‌دار، تازه از تنور.",
      ],
      [0.25, 0.4],
      [pieces(1, 1), pieces(10, 9.5)],
    ),
    item(
      "tandoor-samsa",
      [
        "Tandoor samsa with lamb",
        "Тандырная самса с бараниной",
        "Qo‘y go‘shtli tandir somsa",
        "سمبوسهٔ تنوری با گوشت گوسفند",
      ],
      [
        "Flaky pastry with chopped lamb and onion, baked on the tandoor wall.",
        "Слоёное тесто с рубленой бараниной и луком, испечена на стенке тандыра.",
        "Qiyma qo‘y go‘shti va piyozli qatlama xamir, tandir devorida pishirilgan.",
        "خمیر لایه‌ای با گوشت گوسفند خردشده و پیاز، پخته بر دیوارهٔ تنور.",
      ],
      [0.5, 0.8],
      [pieces(1, 1), pieces(10, 9.5)],
    ),
  ],
  sweets: [
    item(
      "mountain-honey",
      [
        "Mountain wildflower honey",
        "Горный мёд с разнотравья",
        "Tog‘ gullari asali",
        "عسل گل‌های کوهی",
      ],
      [
        "From hives in the Chatkal foothills; thick, fragrant and never heated.",
        "С пасек в предгорьях Чаткала: густой, ароматный, не нагревался.",
        "Chotqol etaklaridagi asalarichilikdan: quyuq, xushbo‘y, qizdirilmagan.",
        "از کندوهای دامنهٔ چتکال؛ غلیظ، خوشبو و هرگز حرارت‌ندیده.",
      ],
      [6, 10],
      [variant(quantity(0.5, units.kg), 0.55), kg(1)],
    ),
    item(
      "navvot",
      ["Navvot crystal sugar", "Нават (кристаллический сахар)", "Navvot", "نبات"],
      [
        "Grape-syrup crystals on threads; dissolve one in hot tea against a cold.",
        "Кристаллы на нитях из виноградного сиропа — растворите в горячем чае от простуды.",
        "Uzum sharbatidan iplarda o‘stirilgan kristallar — shamollaganda issiq choyga soling.",
        "بلورهای روی نخ از شیرهٔ انگور؛ برای سرماخوردگی در چای داغ حل کنید.",
      ],
      [2, 3],
      [grams(500, 500)],
    ),
    item(
      "parvarda",
      ["Parvarda candies", "Конфеты парварда", "Parvarda", "آب‌نبات پروارده"],
      [
        "Pulled sugar pillows dusted with flour, the sweet that comes with every pot of tea.",
        "Тянутые сахарные подушечки в муке — сладость к каждому чайнику чая.",
        "Unga belangan cho‘zma qand yostiqchalari — har bir choynak choyga hamroh.",
        "بالشتک‌های شکر کشیده در آرد؛ شیرینی همراه هر قوری چای.",
      ],
      [2, 3],
      [grams(500, 500)],
    ),
    item(
      "sesame-halva",
      ["Sesame halva", "Кунжутная халва", "Kunjut holva", "حلوای کنجدی"],
      [
        "Crumbly halva made in copper kazans with sesame paste and pistachios.",
        "Рассыпчатая халва из медных казанов с кунжутной пастой и фисташками.",
        "Mis qozonlarda kunjut pastasi va pista bilan tayyorlangan ushoqli holva.",
        "حلوای پودری پخته در دیگ مسی با ارده و پسته.",
      ],
      [2.5, 4],
      [grams(500, 500), kg(1)],
    ),
  ],
};
