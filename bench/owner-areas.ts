/**
 * The areas of start-up the "Fast on a cheap phone" work looks at, as groups of the CPU
 * profile's owners (bench/source-owner.ts): how much of the sampled time each takes.
 */
const AREAS: Array<[area: string, owns: (owner: string) => boolean]> = [
  ["first paint (src/shell, inline)", (owner) => owner.startsWith("src/shell")],
  [
    "React (react, react-dom, scheduler)",
    (owner) => ["react", "react-dom", "scheduler", "use-sync-external-store"].includes(owner),
  ],
  ["styled-components (and stylis)", (owner) => ["styled-components", "stylis"].includes(owner)],
  [
    "messages (react-intl, @formatjs, intl-messageformat, locales)",
    (owner) =>
      ["react-intl", "intl-messageformat", "locales"].includes(owner) ||
      owner.startsWith("@formatjs/"),
  ],
  [
    "actors (xstate, @xstate/react, machines)",
    (owner) => ["xstate", "@xstate/react", "machines"].includes(owner),
  ],
  ["SDK and answers (sdk, zod)", (owner) => owner === "sdk" || owner === "zod"],
  ["router (wouter, regexparam)", (owner) => ["wouter", "regexparam"].includes(owner)],
  ["the app's own code (src)", (owner) => owner.startsWith("src/")],
  ["(program): the browser's native work", (owner) => owner === "(program)"],
  ["(garbage collector)", (owner) => owner === "(garbage collector)"],
];

/** Owners' self times summed by area, largest first; the rest as "other packages". */
export function byArea(owners: Array<[string, number]>): Array<[string, number]> {
  const totals = new Map<string, number>();
  for (const [owner, time] of owners) {
    const area = AREAS.find(([, owns]) => owns(owner))?.[0] ?? "other packages and scripts";
    totals.set(area, (totals.get(area) ?? 0) + time);
  }
  return [...totals].sort((a, b) => b[1] - a[1]);
}
