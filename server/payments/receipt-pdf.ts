// A payment receipt as a one-page A4 PDF in the payer's language: English, Russian, Uzbek Latin
// or Persian (laid out right to left), with names in whatever script their owners wrote them.
import PDFDocument from "pdfkit";
import type { Lang } from "../../sdk/types.gen";
import { drawText } from "./pdf-text";
import { receiptFonts } from "./receipt-fonts";
import { formatAmount, formatDate, formatDateTime, networkNames } from "./receipt-format";
import { type ReceiptLabels, receiptLabels } from "./receipt-labels";

export interface ReceiptData {
  number: string;
  issuedAt: Date;
  /** As the person wrote it, any script. */
  payerName: string;
  /** When a business plan was paid for. */
  businessName: string | null;
  /** Already in the receipt's language. */
  planName: string;
  period: "month" | "year" | "trial";
  periodStart: Date;
  periodEnd: Date;
  /** 1 UZS = 100 tiyin. */
  amountTiyin: number;
  /** masked: "8600 **** **** 1234". */
  card: { masked: string; network: "uzcard" | "humo" } | null;
  status: "succeeded" | "refunded";
  /** The payment processor's. */
  transactionId: string;
}

type Doc = InstanceType<typeof PDFDocument>;

// Bidi isolates: a card number or an id reads left to right as a whole even on a Persian page,
// and a name keeps its own direction (first strong letter) without turning its neighbours.
const leftToRight = (text: string) => `\u2066${text}\u2069`;
const ownDirection = (text: string) => `\u2068${text}\u2069`;

const MARGIN = 56;
const LABEL_WIDTH = 150;
const COLUMN_GAP = 16;
const GREY = "#5f6368";
const RULE = "#dadce0";
const STATUS_COLOURS = { succeeded: "#1e7e34", refunded: "#b3261e" } as const;

interface Row {
  label: string;
  value: string;
  style?: "amount" | "status";
}

function rows(receipt: ReceiptData, lang: Lang, labels: ReceiptLabels): Row[] {
  const period = `${labels.periods[receipt.period]}${labels.comma}${formatDate(receipt.periodStart, lang)} – ${formatDate(receipt.periodEnd, lang)}`;
  return [
    { label: labels.seller, value: labels.sellerName },
    { label: labels.number, value: leftToRight(receipt.number) },
    { label: labels.issuedAt, value: formatDateTime(receipt.issuedAt, lang) },
    { label: labels.payer, value: ownDirection(receipt.payerName) },
    ...(receipt.businessName === null
      ? []
      : [{ label: labels.business, value: ownDirection(receipt.businessName) }]),
    { label: labels.plan, value: ownDirection(receipt.planName) },
    { label: labels.period, value: period },
    ...(receipt.card === null
      ? []
      : [
          {
            label: labels.card,
            // "UzCard 8600 **** **** 1234", as payment pages show cards; no brackets to mirror.
            value: `${networkNames[receipt.card.network]} ${leftToRight(receipt.card.masked)}`,
          },
        ]),
    { label: labels.transactionId, value: leftToRight(receipt.transactionId) },
    { label: labels.status, value: labels.statuses[receipt.status], style: "status" },
    { label: labels.amount, value: formatAmount(receipt.amountTiyin, lang), style: "amount" },
  ];
}

function drawReceipt(doc: Doc, receipt: ReceiptData, lang: Lang, labels: ReceiptLabels): void {
  const { direction } = labels;
  const rtl = direction === "rtl";
  const align = rtl ? "right" : "left";
  const width = doc.page.width - 2 * MARGIN;
  const valueWidth = width - LABEL_WIDTH - COLUMN_GAP;
  // The labels stand at the start of the line: on the left, or on the right in Persian.
  const labelX = rtl ? MARGIN + width - LABEL_WIDTH : MARGIN;
  const valueX = rtl ? MARGIN : MARGIN + LABEL_WIDTH + COLUMN_GAP;
  const bottom = doc.page.height - MARGIN;

  doc.font("bold").fontSize(22).fillColor("black");
  let y = drawText(doc, "Bozor", "ltr", { x: MARGIN, y: MARGIN, width, align, lineHeight: 30 });
  doc.fontSize(16);
  y = drawText(doc, labels.title, direction, { x: MARGIN, y, width, align, lineHeight: 24 }) + 8;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + width, y)
    .lineWidth(1)
    .strokeColor("black")
    .stroke();
  y += 14;

  for (const row of rows(receipt, lang, labels)) {
    if (y > bottom - 60) {
      doc.addPage();
      y = MARGIN;
    }
    doc.font("regular").fontSize(10).fillColor(GREY);
    const labelEnd = drawText(doc, row.label, direction, {
      x: labelX,
      y: y + 1,
      width: LABEL_WIDTH,
      align,
      lineHeight: 15,
    });
    const amount = row.style === "amount";
    doc
      .font(amount ? "bold" : "regular")
      .fontSize(amount ? 14 : 11)
      .fillColor(row.style === "status" ? STATUS_COLOURS[receipt.status] : "black");
    const valueEnd = drawText(doc, row.value, direction, {
      x: valueX,
      y,
      width: valueWidth,
      align,
      lineHeight: amount ? 19 : 15,
    });
    y = Math.max(labelEnd, valueEnd) + 5;
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    y += 8;
  }

  doc.font("regular").fontSize(9).fillColor(GREY);
  y += 8;
  for (const note of [labels.timeNote, labels.validityNote]) {
    y = drawText(doc, note, direction, { x: MARGIN, y, width, align, lineHeight: 13 });
  }
}

/** The receipt as a PDF file. */
export function renderReceiptPdf(receipt: ReceiptData, lang: Lang): Promise<Buffer> {
  const labels = receiptLabels[lang];
  const fonts = receiptFonts();
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    // No standard font: every glyph comes from the embedded DejaVu Sans.
    font: "",
    lang,
    displayTitle: true,
    info: {
      Title: `${labels.title} ${receipt.number}`,
      Author: "Bozor",
      // The receipt's own date, so the same receipt renders to the same file.
      CreationDate: receipt.issuedAt,
    },
  });
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  return new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    try {
      drawReceipt(doc, receipt, lang, labels);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}

/** The download's name: "bozor-receipt-BZR-000123.pdf", safe in a Content-Disposition header. */
export function receiptFileName(receipt: Pick<ReceiptData, "number">): string {
  return `bozor-receipt-${receipt.number.replace(/[^A-Za-z0-9._-]+/g, "-")}.pdf`;
}
