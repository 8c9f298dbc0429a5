/** A generated picture before it becomes an `images` row (always SVG, always ours). */
export interface ImageRow {
  id: string;
  svg: string;
}
