import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import type { Lang } from "../../sdk/types.gen";
import { bidiParagraph, visualRuns } from "../../server/payments/bidi-runs";
import { receiptLabels } from "../../server/payments/receipt-labels";
import {
  type ReceiptData,
  receiptFileName,
  renderReceiptPdf,
} from "../../server/payments/receipt-pdf";

const receipt: ReceiptData = {
  number: "BZR-000123",
  // 15:05 in Tashkent (UTC+5).
  issuedAt: new Date("2026-09-01T10:05:00Z"),
  payerName: "Zahra",
  businessName: "Bog‘ishamol savdo",
  planName: "Business Pro",
  period: "month",
  periodStart: new Date("2026-09-01T10:05:00Z"),
  // Late on the 30th in UTC is already 1 October in Tashkent: the dates are Tashkent's.
  periodEnd: new Date("2026-09-30T19:30:00Z"),
  amountTiyin: 14_900_050,
  card: { masked: "8600 **** **** 1234", network: "uzcard" },
  status: "succeeded",
  transactionId: "65f2a1c9e4b0-TRX-778812",
};

interface PdfText {
  /** pdf.js's text items in drawing order, each right-to-left one turned to logical order. */
  items: Array<{ text: string; x: number; y: number }>;
  /** The items of each baseline joined, with a space where the page leaves a gap. */
  lines: string[];
}

// fontkit draws a zero-width non-joiner as a zero-width space (as HarfBuzz does), so "کسب‌وکار"
// comes back as "کسب وکار": its letters unjoined in the right place, the joiner a space.
const asExtracted = (text: string) => text.replaceAll("\u200c", " ");

async function readPdf(pdf: Buffer): Promise<PdfText> {
  const document = await getDocument({ data: new Uint8Array(pdf), verbosity: 0 }).promise;
  const content = await (await document.getPage(1)).getTextContent();
  await document.destroy();
  const items: PdfText["items"] = [];
  const lines: string[] = [];
  let last: { y: number; left: number; right: number } | null = null;
  for (const item of content.items) {
    if (!("str" in item) || item.str.trim() === "") continue;
    // Spaces as spaces: ICU writes no-break and narrow no-break ones inside amounts.
    const text = item.str.replace(/\s/g, " ");
    const [x, y] = [item.transform[4] as number, item.transform[5] as number];
    items.push({ text, x, y });
    const right = x + item.width;
    if (last && Math.abs(last.y - y) < 3) {
      const gap = Math.max(x - last.right, last.left - right);
      lines[lines.length - 1] += gap > 1 ? ` ${text}` : text;
    } else {
      lines.push(text);
    }
    last = { y, left: x, right };
  }
  return { items, lines };
}

const persianDigits = (text: string) => text.replace(/\d/g, (d) => "۰۱۲۳۴۵۶۷۸۹"[Number(d)] ?? d);

interface Case {
  lang: Lang;
  payerName: string;
  planName: string;
  amount: string;
  issuedAt: string;
  period: string;
}

const cases: Case[] = [
  {
    lang: "en",
    // A Persian name on an English receipt.
    payerName: "زهرا احمدی",
    planName: "Business Pro",
    amount: "UZS 149,000.50",
    issuedAt: "01.09.2026 15:05",
    period: "Monthly, 01.09.2026 – 01.10.2026",
  },
  {
    lang: "ru",
    payerName: "Иван Петров",
    planName: "Бизнес Про",
    amount: "149 000,50 UZS",
    issuedAt: "01.09.2026 15:05",
    period: "Ежемесячно, 01.09.2026 – 01.10.2026",
  },
  {
    lang: "uz",
    payerName: "G‘ayrat O‘ktamov",
    planName: "Biznes Pro",
    amount: "149 000,50 so‘m",
    issuedAt: "01.09.2026 15:05",
    period: "Oylik, 01.09.2026 – 01.10.2026",
  },
  {
    lang: "fa",
    // A Latin name on a Persian receipt.
    payerName: "John Smith",
    planName: "طرح کسب‌وکار حرفه‌ای",
    amount: "UZS ۱۴۹٬۰۰۰٫۵۰",
    issuedAt: persianDigits("01.09.2026 15:05"),
    period: `ماهانه، ${persianDigits("01.09.2026 – 01.10.2026")}`,
  },
];

describe("renderReceiptPdf", () => {
  for (const c of cases) {
    it(`renders a ${c.lang} receipt whose text reads back`, async () => {
      const pdf = await renderReceiptPdf(
        { ...receipt, payerName: c.payerName, planName: c.planName },
        c.lang,
      );
      expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      expect(pdf.subarray(-6).toString("latin1")).toContain("%%EOF");

      const { items, lines } = await readPdf(pdf);
      const texts = items.map((item) => item.text);
      const labels = receiptLabels[c.lang];
      for (const label of [
        labels.title,
        labels.seller,
        labels.number,
        labels.issuedAt,
        labels.payer,
        labels.business,
        labels.plan,
        labels.period,
        labels.card,
        labels.amount,
        labels.status,
        labels.transactionId,
        labels.statuses.succeeded,
      ]) {
        // Whole items: a label comes back as itself, in reading order, its letters unjoined.
        expect(texts).toContain(asExtracted(label));
      }
      for (const value of [
        labels.sellerName,
        receipt.number,
        c.issuedAt,
        c.payerName,
        receipt.businessName ?? "",
        c.planName,
        c.period,
        `UzCard ${receipt.card?.masked}`,
        receipt.transactionId,
        c.amount,
        labels.timeNote,
      ]) {
        // Values may mix directions: pdf.js gives one item per run, read back line by line.
        expect(lines.some((line) => line.includes(asExtracted(value)))).toBe(true);
      }
    });
  }

  it("lays a Persian receipt out right to left: labels on the right of their values", async () => {
    const { items } = await readPdf(await renderReceiptPdf(receipt, "fa"));
    const xOf = (text: string) => items.find((item) => item.text === asExtracted(text))?.x;
    const labels = receiptLabels.fa;
    expect(xOf(labels.transactionId)).toBeGreaterThan(xOf(receipt.transactionId) ?? Infinity);
    expect(xOf(labels.payer)).toBeGreaterThan(xOf(receipt.payerName) ?? Infinity);
    // The period's kind stands right of its dates, the first date right of the second.
    expect(xOf(labels.periods.month.concat("،"))).toBeGreaterThan(xOf("۰۱.۰۹.۲۰۲۶") ?? Infinity);
    expect(xOf("۰۱.۰۹.۲۰۲۶")).toBeGreaterThan(xOf("۰۱.۱۰.۲۰۲۶") ?? Infinity);
  });

  it("leaves out the business and card rows when there are none, and wraps a long name", async () => {
    const payerName = Array.from({ length: 12 }, (_, i) => `Abdulazizxon${i}`).join(" ");
    const pdf = await renderReceiptPdf(
      { ...receipt, payerName, businessName: null, card: null, status: "refunded" },
      "uz",
    );
    const { items, lines } = await readPdf(pdf);
    const texts = items.map((item) => item.text);
    expect(texts).not.toContain(receiptLabels.uz.business);
    expect(texts).not.toContain(receiptLabels.uz.card);
    expect(texts).toContain(receiptLabels.uz.statuses.refunded);
    // More than one line, every word kept, in order.
    const payerLines = lines.filter((line) => line.includes("Abdulazizxon"));
    expect(payerLines.length).toBeGreaterThan(1);
    expect(payerLines.join(" ")).toContain(payerName);
  });

  it("names the file after the receipt", () => {
    expect(receiptFileName({ number: "BZR-000123" })).toBe("bozor-receipt-BZR-000123.pdf");
    expect(receiptFileName({ number: "BZR/../1 2" })).toBe("bozor-receipt-BZR-..-1-2.pdf");
  });
});

describe("visualRuns", () => {
  it("puts a Persian phrase with a Latin word and digits in visual order, ready for fontkit", () => {
    const runs = visualRuns(bidiParagraph("طرح Pro ۱۲۳ (ماهانه)", "rtl"));
    // Left to right: the bracketed word (brackets mirrored), then "Pro" with the digits that
    // follow it (Persian digits after a Latin word count as left to right), then the first word.
    // fontkit turns Arabic-script runs itself, so right-to-left runs stay in logical order.
    expect(runs).toEqual([
      { rtl: true, text: " )ماهانه(", start: 11 },
      { rtl: false, text: "Pro ۱۲۳", start: 4 },
      { rtl: true, text: "طرح ", start: 0 },
    ]);
  });

  it("hands fontkit Persian digits turned round: it would turn them, being Arabic script", () => {
    const runs = visualRuns(bidiParagraph("ماهانه، ۰۱.۰۹", "rtl"));
    expect(runs).toEqual([
      { rtl: false, text: "۹۰.۱۰", start: 8 },
      { rtl: true, text: "ماهانه، ", start: 0 },
    ]);
  });
});
