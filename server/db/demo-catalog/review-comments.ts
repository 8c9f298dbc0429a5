import type { ContentLocale } from "./texts";

type Band = "good" | "mixed" | "poor";

/** What reviewers write, by how they rated: 4–5 good, 3 mixed, 1–2 poor. */
const comments: Record<ContentLocale, Record<Band, string[]>> = {
  en: {
    good: [
      "Exactly as described, and it arrived a day early. Thank you!",
      "Great quality for the price. I will order again.",
      "Friendly people, they answered all my questions on Telegram.",
      "Everything was done on time and neatly; my family is very happy.",
      "Fast, careful and honest. Highly recommended.",
      "Better than in the photos. Very careful work.",
    ],
    mixed: [
      "Good overall, but delivery took longer than promised.",
      "Fine for the price, nothing special.",
      "The quality is OK; I expected a bit more from the photos.",
    ],
    poor: [
      "Not what we agreed on, and it took a week to sort out.",
      "Nobody answered the phone for two days.",
    ],
  },
  ru: {
    good: [
      "Всё как в описании, привезли на день раньше. Спасибо!",
      "Отличное качество за свои деньги, буду заказывать ещё.",
      "Вежливые ребята, на все вопросы ответили в Телеграме.",
      "Всё сделали вовремя и аккуратно, вся семья довольна.",
      "Быстро, аккуратно и честно. Рекомендую.",
      "Вживую даже лучше, чем на фото. Очень аккуратная работа.",
    ],
    mixed: [
      "В целом неплохо, но доставку ждали дольше обещанного.",
      "Нормально за эту цену, без восторга.",
      "Качество среднее, по фото ожидали большего.",
    ],
    poor: [
      "Сделали не то, о чём договаривались, разбирались неделю.",
      "Два дня не могли дозвониться.",
    ],
  },
  uz: {
    good: [
      "Hammasi tavsifdagidek, bir kun oldin yetkazib berishdi. Rahmat!",
      "Narxiga nisbatan sifati a’lo, yana buyurtma beraman.",
      "Xushmuomala yigitlar, Telegramda barcha savollarimga javob berishdi.",
      "Hammasi o‘z vaqtida va ozoda bajarildi, butun oila mamnun.",
      "Tez, puxta va halol. Tavsiya qilaman.",
      "Suratdagidan ham chiroyli. Juda puxta ish.",
    ],
    mixed: [
      "Umuman yomon emas, lekin yetkazish va’da qilinganidan uzoq cho‘zildi.",
      "Shu narxga durust, ortiqcha narsa yo‘q.",
      "Sifati o‘rtacha, suratga qarab ko‘proq kutgandim.",
    ],
    poor: [
      "Kelishilgandek bo‘lmadi, bir hafta ovora bo‘ldim.",
      "Ikki kun telefonni ko‘tarishmadi.",
    ],
  },
  fa: {
    good: [
      "دقیقاً مطابق توضیحات بود و یک روز زودتر رسید. ممنون!",
      "کیفیت عالی نسبت به قیمت؛ دوباره سفارش می‌دهم.",
      "خیلی خوش‌برخورد بودند و در تلگرام به همهٔ سؤال‌هایم جواب دادند.",
      "همه‌چیز به‌موقع و مرتب انجام شد و همهٔ خانواده راضی‌اند.",
      "سریع، دقیق و صادق. پیشنهاد می‌کنم.",
      "از عکس‌ها هم زیباتر است. کار بسیار دقیقی بود.",
    ],
    mixed: [
      "در کل بد نبود، ولی ارسال بیشتر از وعده طول کشید.",
      "برای این قیمت قابل قبول است، نه بیشتر.",
      "کیفیت متوسط است؛ از روی عکس‌ها انتظار بیشتری داشتم.",
    ],
    poor: [
      "آن چیزی که توافق کرده بودیم نشد و یک هفته درگیرش بودم.",
      "دو روز کسی تلفن را جواب نداد.",
    ],
  },
};

export function reviewComments(locale: ContentLocale, rating: number): string[] {
  const band: Band = rating >= 4 ? "good" : rating === 3 ? "mixed" : "poor";
  return comments[locale][band];
}
