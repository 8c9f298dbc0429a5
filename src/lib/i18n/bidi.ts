/**
 * User text inside a string that cannot hold markup (the page's title), isolated for direction
 * the way `<bdi>` isolates it in the page: between FIRST STRONG ISOLATE and POP DIRECTIONAL
 * ISOLATE, it takes its direction from its own first letter and leaves the text around it in
 * order ("Nokia 3310 · بازار" instead of the name's words swapped with the rest). The two
 * marks are invisible.
 */
export function isolate(text: string): string {
  return `\u2068${text}\u2069`;
}
