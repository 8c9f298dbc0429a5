// Text in any script on a pdfkit page: wrapped to a width, each line's runs laid out in visual
// order (bidi-runs.ts), aligned to the start of its column.
import type PDFDocument from "pdfkit";
import {
  type BidiParagraph,
  bidiParagraph,
  type Direction,
  type VisualRun,
  visualRuns,
} from "./bidi-runs";

type Doc = InstanceType<typeof PDFDocument>;

// Given any features, pdfkit lays a run out whole; without, it cuts the run at spaces and lays out
// each word apart, which would leave the words of a Persian phrase in left-to-right order.
const WHOLE_RUN: PDFKit.Mixins.TextOptions = { lineBreak: false, features: [] };

export interface TextBox {
  x: number;
  y: number;
  width: number;
  /** Which side the lines keep to: the start of the column in the page's direction. */
  align: "left" | "right";
  lineHeight: number;
}

function runsWidth(doc: Doc, runs: VisualRun[]): number {
  return runs.reduce((sum, run) => sum + doc.widthOfString(run.text, WHOLE_RUN), 0);
}

function codePointEnd(text: string, index: number): number {
  const unit = text.charCodeAt(index);
  return unit >= 0xd800 && unit <= 0xdbff ? index + 2 : index + 1;
}

/**
 * Lines of `text` in the current font, as [start, end) of the logical text, broken at spaces
 * (not the no-break spaces inside amounts); a word wider than the column is cut where it must be.
 */
function wrap(doc: Doc, paragraph: BidiParagraph, width: number): Array<[number, number]> {
  const fits = (start: number, end: number) =>
    runsWidth(doc, visualRuns(paragraph, start, end)) <= width + 0.01;
  const lines: Array<[number, number]> = [];
  let line: [number, number] | null = null;
  for (const word of paragraph.text.matchAll(/[^ \t\n]+/gu)) {
    const wordEnd = word.index + word[0].length;
    if (line && fits(line[0], wordEnd)) {
      line[1] = wordEnd;
      continue;
    }
    if (line) lines.push(line);
    let start = word.index;
    while (!fits(start, wordEnd)) {
      let cut = codePointEnd(paragraph.text, start);
      while (cut < wordEnd && fits(start, codePointEnd(paragraph.text, cut))) {
        cut = codePointEnd(paragraph.text, cut);
      }
      lines.push([start, cut]);
      start = cut;
    }
    line = [start, wordEnd];
  }
  if (line) lines.push(line);
  return lines;
}

/** Draws `text` in the current font and size; returns the y below its last line. */
export function drawText(doc: Doc, text: string, direction: Direction, box: TextBox): number {
  const paragraph = bidiParagraph(text, direction);
  let y = box.y;
  for (const [start, end] of wrap(doc, paragraph, box.width)) {
    const runs = visualRuns(paragraph, start, end);
    let x = box.align === "right" ? box.x + box.width - runsWidth(doc, runs) : box.x;
    const placed = runs.map((run) => {
      const at = x;
      x += doc.widthOfString(run.text, WHOLE_RUN);
      return { run, at };
    });
    // Each run at its place, but drawn in reading order: extractors (copy and paste, pdf.js,
    // poppler) read runs in drawing order and turn each right-to-left run themselves, so a
    // Persian line with numbers or Latin names in it comes back in logical order.
    placed.sort((a, b) => a.run.start - b.run.start);
    for (const { run, at } of placed) doc.text(run.text, at, y, WHOLE_RUN);
    y += box.lineHeight;
  }
  return y;
}
