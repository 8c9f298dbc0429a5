// A PDF shows glyphs in the order they are drawn, left to right: mixed Persian and Latin text must
// be put in that visual order first (the Unicode Bidirectional Algorithm, UAX #9, by bidi-js).
// pdfkit hands each run to fontkit, which shapes it (Arabic joining forms, lam-alef) and reverses
// a run it takes for right-to-left by itself; the runs made here are ready for exactly that.
import bidiFactory, { type EmbeddingLevels } from "bidi-js";

const bidi = bidiFactory();

export type Direction = "ltr" | "rtl";

/** A piece of one line, drawn in one go. */
export interface VisualRun {
  /** What to hand to pdfkit: logical order, except where fontkit would reverse it wrongly. */
  text: string;
  rtl: boolean;
  /** Where the run starts in the logical text: the order to read the runs in. */
  start: number;
}

/** A text with its resolved bidi levels: lines of it are laid out with visualRuns. */
export interface BidiParagraph {
  text: string;
  levels: EmbeddingLevels["levels"];
  /** Brackets and the like in right-to-left runs, swapped for their mirror images. */
  mirrored: Map<number, string>;
}

// Explicit marks and isolates steer the algorithm (the receipt isolates card numbers and names)
// but are not drawn: fontkit would draw them as zero-width spaces, which copy as spaces.
// Joiners (U+200C, U+200D) stay: Persian needs them to shape.
const FORMATTING = /^[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]$/u;

// fontkit takes a run's script from its first character of a real script and its direction from
// that script (fontkit's own list of right-to-left scripts, below); it reverses an RTL run itself.
const NO_SCRIPT = /^[\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]$/u;
const RTL_SCRIPT =
  /^[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Cypriot}\p{Script=Kharoshthi}\p{Script=Phoenician}\p{Script=Nko}\p{Script=Lydian}\p{Script=Avestan}\p{Script=Imperial_Aramaic}\p{Script=Inscriptional_Pahlavi}\p{Script=Inscriptional_Parthian}\p{Script=Old_South_Arabian}\p{Script=Old_Turkic}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Meroitic_Cursive}\p{Script=Meroitic_Hieroglyphs}\p{Script=Manichaean}\p{Script=Mende_Kikakui}\p{Script=Nabataean}\p{Script=Old_North_Arabian}\p{Script=Palmyrene}\p{Script=Psalter_Pahlavi}]$/u;

function fontkitReverses(text: string): boolean {
  for (const char of text) {
    if (!NO_SCRIPT.test(char)) return RTL_SCRIPT.test(char);
  }
  return false;
}

function reversed(text: string): string {
  return [...text].reverse().join("");
}

export function bidiParagraph(text: string, direction: Direction): BidiParagraph {
  const embedding = bidi.getEmbeddingLevels(text, direction);
  return {
    text,
    levels: embedding.levels,
    mirrored: bidi.getMirroredCharactersMap(text, embedding.levels),
  };
}

interface LevelRun {
  level: number;
  text: string;
  start: number;
}

/** Splits text[start, end) into runs of one level, mirrored and without formatting marks. */
function levelRuns(paragraph: BidiParagraph, start: number, end: number): LevelRun[] {
  const runs: LevelRun[] = [];
  for (let i = start; i < end; i++) {
    const unit = paragraph.text[i] ?? "";
    if (FORMATTING.test(unit)) continue;
    const level = paragraph.levels[i] ?? 0;
    const char = paragraph.mirrored.get(i) ?? unit;
    const last = runs.at(-1);
    if (last && last.level === level) last.text += char;
    else runs.push({ level, text: char, start: i });
  }
  return runs;
}

/**
 * The runs of the line text[start, end) from left to right (UAX #9 rule L2: from the highest
 * level down to the lowest odd one, reverse every stretch of runs at that level or above).
 */
export function visualRuns(
  paragraph: BidiParagraph,
  start = 0,
  end = paragraph.text.length,
): VisualRun[] {
  const runs = levelRuns(paragraph, start, end);
  if (runs.length === 0) return [];
  const levels = runs.map((run) => run.level);
  const highest = Math.max(...levels);
  const lowestOdd = Math.min(...levels) | 1;
  for (let level = highest; level >= lowestOdd; level--) {
    let i = 0;
    while (i < runs.length) {
      if ((runs[i]?.level ?? 0) < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < runs.length && (runs[j]?.level ?? 0) >= level) j++;
      runs.splice(i, j - i, ...runs.slice(i, j).reverse());
      i = j;
    }
  }
  return runs.map(({ level, text, start }) => {
    const rtl = level % 2 === 1;
    // fontkit reverses by script, not by level: Persian digits (Arabic script) in a
    // left-to-right number, or a right-to-left run of punctuation alone, would come out the
    // wrong way round; turned here, fontkit turns them back. Neither has letters to join.
    return { rtl, start, text: fontkitReverses(text) === rtl ? text : reversed(text) };
  });
}
