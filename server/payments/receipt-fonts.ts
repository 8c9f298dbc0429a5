// The receipt's typeface: DejaVu Sans from the dejavu-fonts-ttf package, one face with Latin
// (Uzbek o‘ g‘ included), Cyrillic and Arabic with the Persian letters and their joining forms.
// pdfkit's built-in fonts are Latin-1 only.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

// Found through Node's resolution from this module: under vitest that is server/payments/, in the
// built server dist/server/main.mjs (build/server.mjs leaves packages in node_modules).
const require = createRequire(import.meta.url);

export interface ReceiptFonts {
  regular: Buffer;
  bold: Buffer;
}

let fonts: ReceiptFonts | undefined;

/** The font files, read once: every receipt embeds the subset it uses. */
export function receiptFonts(): ReceiptFonts {
  fonts ??= {
    regular: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf")),
    bold: readFileSync(require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")),
  };
  return fonts;
}
