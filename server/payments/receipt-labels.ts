import type { Lang } from "../../sdk/types.gen";

/** The fixed words of a payment receipt in one language. */
export interface ReceiptLabels {
  /** How the page runs: Persian puts the labels on the right. */
  direction: "ltr" | "rtl";
  title: string;
  seller: string;
  /** The seller's legal name and seat, as the receipt names it. */
  sellerName: string;
  number: string;
  issuedAt: string;
  payer: string;
  business: string;
  plan: string;
  period: string;
  periods: Record<"month" | "year" | "trial", string>;
  card: string;
  amount: string;
  status: string;
  statuses: Record<"succeeded" | "refunded", string>;
  transactionId: string;
  /** Joins a period's kind and its dates: Persian has its own comma. */
  comma: string;
  timeNote: string;
  validityNote: string;
}

// Uzbek Latin writes o‘ and g‘ with U+2018, as locales/uz.json does throughout.
export const receiptLabels: Record<Lang, ReceiptLabels> = {
  en: {
    direction: "ltr",
    title: "Payment receipt",
    seller: "Seller",
    sellerName: "Bozor LLC, Tashkent",
    number: "Receipt number",
    issuedAt: "Date",
    payer: "Payer",
    business: "Business",
    plan: "Plan",
    period: "Period",
    periods: { month: "Monthly", year: "Yearly", trial: "Free trial" },
    card: "Card",
    amount: "Amount",
    status: "Status",
    statuses: { succeeded: "Paid", refunded: "Refunded" },
    transactionId: "Transaction ID",
    comma: ", ",
    timeNote: "Times are given in Tashkent time (UTC+5).",
    validityNote:
      "This receipt was issued electronically and is valid without a signature or stamp.",
  },
  ru: {
    direction: "ltr",
    title: "Квитанция об оплате",
    seller: "Продавец",
    sellerName: "ООО «Bozor», Ташкент",
    number: "Номер квитанции",
    issuedAt: "Дата",
    payer: "Плательщик",
    business: "Компания",
    plan: "Тариф",
    period: "Период",
    periods: { month: "Ежемесячно", year: "Ежегодно", trial: "Пробный период" },
    card: "Карта",
    amount: "Сумма",
    status: "Статус",
    statuses: { succeeded: "Оплачено", refunded: "Средства возвращены" },
    transactionId: "ID транзакции",
    comma: ", ",
    timeNote: "Время указано по Ташкенту (UTC+5).",
    validityNote: "Квитанция сформирована в электронном виде и действительна без подписи и печати.",
  },
  uz: {
    direction: "ltr",
    title: "To‘lov kvitansiyasi",
    seller: "Sotuvchi",
    sellerName: "«Bozor» MChJ, Toshkent",
    number: "Kvitansiya raqami",
    issuedAt: "Sana",
    payer: "To‘lovchi",
    business: "Biznes",
    plan: "Tarif",
    period: "Davr",
    periods: { month: "Oylik", year: "Yillik", trial: "Sinov muddati" },
    card: "Karta",
    amount: "Summa",
    status: "Holati",
    statuses: { succeeded: "To‘langan", refunded: "Pul qaytarilgan" },
    transactionId: "Tranzaksiya ID",
    comma: ", ",
    timeNote: "Vaqt Toshkent vaqti bo‘yicha ko‘rsatilgan (UTC+5).",
    validityNote: "Kvitansiya elektron shaklda berilgan va imzo hamda muhrsiz haqiqiy hisoblanadi.",
  },
  fa: {
    direction: "rtl",
    title: "رسید پرداخت",
    seller: "فروشنده",
    sellerName: "شرکت با مسئولیت محدود Bozor، تاشکند",
    number: "شماره رسید",
    issuedAt: "تاریخ",
    payer: "پرداخت‌کننده",
    business: "کسب‌وکار",
    plan: "طرح",
    period: "دوره",
    periods: { month: "ماهانه", year: "سالانه", trial: "دوره آزمایشی" },
    card: "کارت",
    amount: "مبلغ",
    status: "وضعیت",
    statuses: { succeeded: "پرداخت‌شده", refunded: "بازپرداخت‌شده" },
    transactionId: "شناسه تراکنش",
    comma: "، ",
    // No brackets in Persian text: drawn mirrored, they would come back swapped when copied.
    timeNote: "ساعت‌ها به وقت تاشکند، یعنی UTC+5، درج شده‌اند.",
    validityNote: "این رسید به‌صورت الکترونیکی صادر شده و بدون امضا و مهر معتبر است.",
  },
};
