import { type Texts, texts } from "./texts";

type Four = readonly [string, string, string, string];

interface ItemVariant {
  text: Texts;
  /** The variant's price relative to the item's base price. */
  factor: number;
}

/**
 * Something a business sells, from which demo offerings are composed: the title (which may say
 * `{origin}`, the place a craft comes from), a sentence of description, the usual price range
 * in US dollars and the variants it comes in ("28 cm", "256 GB", "for 300 guests").
 */
export interface ItemTemplate {
  key: string;
  title: Texts;
  description: Texts;
  usd: readonly [number, number];
  variants: ItemVariant[];
}

export function item(
  key: string,
  title: Four,
  description: Four,
  usd: readonly [number, number],
  variants: ItemVariant[] = [],
): ItemTemplate {
  return { key, title: texts(...title), description: texts(...description), usd, variants };
}

export function variant(text: Texts | Four, factor = 1): ItemVariant {
  return { text: Array.isArray(text) ? texts(...(text as Four)) : (text as Texts), factor };
}
