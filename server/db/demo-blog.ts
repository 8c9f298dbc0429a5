import type { Db } from "./database";
import { bannerPicture } from "./demo-catalog/pictures";
import { demoUuid } from "./demo-catalog/random";
import { type Texts, texts } from "./demo-catalog/texts";

interface DemoPost {
  key: string;
  hue: number;
  pictogram: Parameters<typeof bannerPicture>[2];
  /** Days from the seed: negative is in the past; a future one is scheduled. */
  day: number;
  title: Texts;
  body: Texts;
}

const DAY = 86_400_000;

/** The demo blog: a handful of posts in the four languages, one of them scheduled. */
const demoPosts: DemoPost[] = [
  {
    key: "safe-shopping",
    hue: 215,
    pictogram: "store",
    day: -2,
    title: texts(
      "Five habits of a safe online buyer",
      "Пять привычек безопасного покупателя",
      "Xavfsiz xaridorning beshta odati",
      "پنج عادت یک خریدار آنلاین محتاط",
    ),
    body: texts(
      "Most sellers on Bozor are honest, and a few simple habits keep it that way for you too.\n\n## Before you pay\n\n- Read the reviews, the newest first.\n- Compare the price with similar offers in your region.\n- Ask the seller a question in writing and keep the answer.\n\nNever send a card's SMS code to anyone: Bozor never asks for it. If something feels wrong, write to us through [the contact form](/contact-us).",
      "Большинство продавцов на Bozor честны, а несколько простых привычек помогут и вам не ошибиться.\n\n## Прежде чем платить\n\n- Читайте отзывы, начиная с самых свежих.\n- Сравните цену с похожими предложениями в вашем регионе.\n- Задайте продавцу вопрос письменно и сохраните ответ.\n\nНикому не сообщайте SMS-код от карты: Bozor никогда его не спрашивает. Если что-то смущает, напишите нам через [форму обратной связи](/contact-us).",
      "Bozordagi sotuvchilarning aksariyati halol, bir nechta oddiy odatlar esa sizni ham xatodan asraydi.\n\n## To‘lashdan oldin\n\n- Sharhlarni eng yangilaridan boshlab o‘qing.\n- Narxni viloyatingizdagi o‘xshash takliflar bilan solishtiring.\n- Sotuvchiga savolni yozma ravishda bering va javobni saqlab qo‘ying.\n\nKartaning SMS kodini hech kimga aytmang: Bozor uni hech qachon so‘ramaydi. Biror narsa shubhali tuyulsa, bizga [aloqa shakli](/contact-us) orqali yozing.",
      "بیشتر فروشندگان بازار درستکارند و چند عادت ساده کمک می‌کند شما هم اشتباه نکنید.\n\n## پیش از پرداخت\n\n- نظرها را از تازه‌ترین بخوانید.\n- قیمت را با پیشنهادهای مشابه در منطقهٔ خود مقایسه کنید.\n- پرسش خود را کتبی از فروشنده بپرسید و پاسخ را نگه دارید.\n\nکد پیامکی کارت را به هیچ‌کس ندهید: بازار هرگز آن را نمی‌خواهد. اگر چیزی مشکوک بود، از راه [فرم تماس](/contact-us) برای ما بنویسید.",
    ),
  },
  {
    key: "rishtan-ceramics",
    hue: 200,
    pictogram: "jug",
    day: -9,
    title: texts(
      "How a Rishtan plate is made",
      "Как рождается риштанское блюдо",
      "Rishton laganining yaratilishi",
      "بشقاب ریشتانی چگونه ساخته می‌شود",
    ),
    body: texts(
      "Rishtan, in the Fergana valley, has fired pottery for more than eight hundred years. The local red clay is washed, kneaded and left to rest for weeks before it reaches the wheel.\n\nThe famous blue comes from **ishkor**, a glaze made from the ash of desert plants. Each pattern is painted by hand, so no two plates are the same.\n\nLook for the master's mark on the back: the shops on Bozor show it in their photos.",
      "В Риштане, в Ферганской долине, гончары обжигают посуду больше восьмисот лет. Местную красную глину промывают, месят и выдерживают неделями, прежде чем она попадёт на круг.\n\nЗнаменитый синий цвет даёт **ишкор** — глазурь из золы пустынных растений. Каждый узор расписывают вручную, поэтому двух одинаковых блюд не бывает.\n\nИщите клеймо мастера на обороте: магазины на Bozor показывают его на фотографиях.",
      "Farg‘ona vodiysidagi Rishtonda kulollar sakkiz yuz yildan ortiq vaqtdan beri sopol pishiradi. Mahalliy qizil loy yuviladi, iylanadi va charxga tushishidan oldin haftalab tindiriladi.\n\nMashhur ko‘k rangni **ishqor** beradi — cho‘l o‘simliklari kulidan tayyorlangan sir. Har bir naqsh qo‘lda chiziladi, shuning uchun ikkita bir xil lagan bo‘lmaydi.\n\nOrqa tomondagi usta tamg‘asiga e’tibor bering: Bozordagi do‘konlar uni suratlarda ko‘rsatadi.",
      "در ریشتان، در درهٔ فرغانه، سفالگران بیش از هشتصد سال است که ظرف می‌پزند. گل سرخ محلی را می‌شویند، ورز می‌دهند و هفته‌ها می‌گذارند بماند تا به چرخ برسد.\n\nآبی مشهور آن از **اشقار** است، لعابی از خاکستر گیاهان بیابانی. هر نقش با دست کشیده می‌شود، پس هیچ دو بشقابی یکسان نیست.\n\nمهر استادکار را پشت بشقاب بجویید: فروشگاه‌های بازار آن را در عکس‌ها نشان می‌دهند.",
    ),
  },
  {
    key: "sell-more",
    hue: 140,
    pictogram: "sale",
    day: -16,
    title: texts(
      "Photos that sell: a guide for shops",
      "Фото, которые продают: советы магазинам",
      "Sotadigan suratlar: do‘konlar uchun maslahatlar",
      "عکس‌هایی که می‌فروشند: راهنمای فروشگاه‌ها",
    ),
    body: texts(
      "Buyers decide in a second, and they decide by the first photo.\n\n1. Shoot by a window in daylight, never with the flash.\n2. Use a plain background: a white sheet is enough.\n3. Show the size: a hand, a ruler or a familiar object beside the product.\n4. Add a photo of the label or the warranty card.\n\nShops with four or more clear photos get noticeably more questions from buyers.",
      "Покупатель решает за секунду, и решает по первой фотографии.\n\n1. Снимайте у окна при дневном свете, без вспышки.\n2. Берите простой фон — хватит белой простыни.\n3. Покажите размер: рука, линейка или знакомый предмет рядом с товаром.\n4. Добавьте фото этикетки или гарантийного талона.\n\nМагазины с четырьмя и более чёткими фотографиями получают заметно больше вопросов от покупателей.",
      "Xaridor bir soniyada qaror qiladi va birinchi surat bo‘yicha qaror qiladi.\n\n1. Kunduzi deraza yonida, chaqnoqsiz suratga oling.\n2. Oddiy fon tanlang — oq choyshab ham yetarli.\n3. O‘lchamini ko‘rsating: mahsulot yonida qo‘l, chizg‘ich yoki tanish buyum.\n4. Yorliq yoki kafolat talonining suratini qo‘shing.\n\nTo‘rt va undan ko‘p aniq surati bor do‘konlar xaridorlardan sezilarli darajada ko‘proq savol oladi.",
      "خریدار در یک ثانیه تصمیم می‌گیرد و با نخستین عکس تصمیم می‌گیرد.\n\n1. در روشنایی روز کنار پنجره عکس بگیرید، بی فلاش.\n2. پس‌زمینهٔ ساده بگذارید؛ یک ملافهٔ سفید بس است.\n3. اندازه را نشان دهید: دست، خط‌کش یا چیزی آشنا کنار کالا.\n4. عکسی از برچسب یا کارت گارانتی بیفزایید.\n\nفروشگاه‌هایی که چهار عکس روشن یا بیشتر دارند، پرسش‌های بسیار بیشتری از خریداران می‌گیرند.",
    ),
  },
  {
    key: "navruz-market",
    hue: 35,
    pictogram: "wheat",
    day: -30,
    title: texts(
      "Getting ready for Navruz: what to buy and where",
      "Готовимся к Наврузу: что купить и где",
      "Navro‘zga tayyorgarlik: nima va qayerdan olish kerak",
      "آماده شدن برای نوروز: چه بخریم و از کجا",
    ),
    body: texts(
      "Sumalak needs wheat sprouts started ten days ahead, so the market gets busy early.\n\n## A short list\n\n- Wheat for sprouting and a large *kazan*\n- Dried fruit and nuts for the table\n- New dishes and a festive tablecloth\n\nSearch for them in your region and sort by rating: the most trusted shops come first.",
      "Для сумаляка пшеницу проращивают за десять дней, поэтому рынки оживают заранее.\n\n## Короткий список\n\n- Пшеница для проращивания и большой *казан*\n- Сухофрукты и орехи к столу\n- Новая посуда и праздничная скатерть\n\nИщите всё это в своём регионе и сортируйте по рейтингу: самые надёжные магазины окажутся первыми.",
      "Sumalak uchun bug‘doy o‘n kun oldin undiriladi, shuning uchun bozorlar erta jonlanadi.\n\n## Qisqa ro‘yxat\n\n- Undirish uchun bug‘doy va katta *qozon*\n- Dasturxon uchun quruq meva va yong‘oq\n- Yangi idishlar va bayramona dasturxon\n\nUlarni o‘z viloyatingizda qidiring va reyting bo‘yicha saralang: eng ishonchli do‘konlar birinchi chiqadi.",
      "برای سمنو، گندم را ده روز پیش سبز می‌کنند، پس بازارها زود شلوغ می‌شوند.\n\n## فهرستی کوتاه\n\n- گندم برای سبز کردن و یک *دیگ* بزرگ\n- خشکبار و آجیل برای سفره\n- ظرف‌های نو و سفره‌ای جشنی\n\nآن‌ها را در منطقهٔ خود بجویید و بر پایهٔ امتیاز مرتب کنید: مطمئن‌ترین فروشگاه‌ها نخست می‌آیند.",
    ),
  },
  {
    key: "business-pro-news",
    hue: 280,
    pictogram: "book",
    day: 3,
    title: texts(
      "Coming soon: shop statistics for everyone",
      "Скоро: статистика магазина для всех",
      "Tez orada: do‘kon statistikasi hamma uchun",
      "به‌زودی: آمار فروشگاه برای همه",
    ),
    body: texts(
      "From next week every shop on Bozor sees how many people opened its offerings, searched for them and saved them to favourites.\n\nThe figures come by day, so you can tell which photos and prices work.",
      "Со следующей недели каждый магазин на Bozor увидит, сколько людей открывали его товары, находили их в поиске и добавляли в избранное.\n\nЦифры будут по дням, чтобы было видно, какие фото и цены работают.",
      "Kelgusi haftadan Bozordagi har bir do‘kon mahsulotlarini necha kishi ochgani, qidiruvda topgani va sevimlilarga qo‘shganini ko‘radi.\n\nRaqamlar kunma-kun bo‘ladi, shunda qaysi surat va narxlar ishlayotgani ko‘rinadi.",
      "از هفتهٔ آینده هر فروشگاه در بازار می‌بیند چند نفر کالاهایش را باز کرده‌اند، در جست‌وجو یافته‌اند و به برگزیده‌ها افزوده‌اند.\n\nارقام روزبه‌روز می‌آیند تا روشن شود کدام عکس‌ها و قیمت‌ها کارسازند.",
    ),
  },
];

/** Inserts the demo posts and their generated covers; `authorId` is the demo administrator. */
export async function insertDemoBlog(db: Db, authorId: string | null): Promise<void> {
  const now = Date.now();
  const covers = demoPosts.map((post) => ({
    id: demoUuid(`blog/${post.key}`),
    content_type: "image/svg+xml",
    bytes: Buffer.from(bannerPicture(`blog/${post.key}`, post.hue, post.pictogram), "utf8"),
  }));
  await db.insertInto("images").values(covers).execute();
  await db
    .insertInto("blog_posts")
    .values(
      demoPosts.map((post, i) => ({
        id: demoUuid(`blog-post/${post.key}`),
        status: "published" as const,
        publish_at: new Date(now + post.day * DAY),
        titles: JSON.stringify(post.title),
        bodies: JSON.stringify(post.body),
        cover_image_id: covers[i]?.id ?? null,
        author_id: authorId,
        created_at: new Date(now + Math.min(post.day, 0) * DAY),
        updated_at: new Date(now + Math.min(post.day, 0) * DAY),
      })),
    )
    .execute();
}
