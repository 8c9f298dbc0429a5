/**
 * Line drawings on a 64×64 grid, stroked in white over a category's gradient: enough for a
 * picture to say "a phone", "a jug" or "a truck" at a glance, in a few hundred bytes.
 */
export const pictograms = {
  phone: '<rect x="20" y="6" width="24" height="52" rx="4"/><path d="M29 50h6"/>',
  house: '<path d="M8 30 32 10l24 20M14 26v28h36V26M27 54V40h10v14"/>',
  shirt: '<path d="M22 8 8 18l6 10 6-4v32h24V24l6 4 6-10L42 8c-2 5-6 7-10 7s-8-2-10-7z"/>',
  wheat:
    '<path d="M32 58V12M32 22c-6-2-9-7-9-12 6 1 9 6 9 12zm0 0c6-2 9-7 9-12-6 1-9 6-9 12zm0 12c-6-2-9-7-9-12 6 1 9 6 9 12zm0 0c6-2 9-7 9-12-6 1-9 6-9 12zm0 12c-6-2-9-7-9-12 6 1 9 6 9 12zm0 0c6-2 9-7 9-12-6 1-9 6-9 12z"/>',
  jug: '<path d="M24 8h16M26 8c0 6-8 10-8 22 0 14 6 26 14 26s14-12 14-26c0-12-8-16-8-22M46 24c8 0 10 10 2 14M22 32h20"/>',
  wheel:
    '<circle cx="32" cy="32" r="24"/><circle cx="32" cy="32" r="8"/><path d="M32 8v16M32 40v16M8 32h16M40 32h16"/>',
  balloon: '<circle cx="32" cy="24" r="16"/><path d="M32 40l-3 4h6zM32 44c-4 6 4 10 0 16"/>',
  bottle:
    '<rect x="16" y="24" width="32" height="32" rx="6"/><path d="M26 24v-8h12v8M24 10h16M24 40h16"/>',
  wrench:
    '<path d="M42 8a12 12 0 0 0-11 16L10 45a5 5 0 0 0 8 8l21-21a12 12 0 0 0 16-11l-8 3-6-6 3-8z"/>',
  bucket: '<path d="M14 24h32l-4 32H18zM18 24c0-10 24-10 24 0M52 6l2 5 5 2-5 2-2 5-2-5-5-2 5-2z"/>',
  book: '<path d="M8 14c8-4 16-4 24 2 8-6 16-6 24-2v38c-8-4-16-4-24 2-8-6-16-6-24-2zM32 16v38"/>',
  scissors:
    '<circle cx="18" cy="46" r="8"/><circle cx="46" cy="46" r="8"/><path d="M23 40 50 8M41 40 14 8"/>',
  truck:
    '<path d="M4 14h34v30H4zM38 24h12l10 10v10H38z"/><circle cx="16" cy="48" r="6"/><circle cx="48" cy="48" r="6"/>',
  heart: '<path d="M32 54S8 40 8 22a12 12 0 0 1 24-4 12 12 0 0 1 24 4c0 18-24 32-24 32z"/>',
  helmet: '<path d="M6 46h52M12 46c0-14 8-24 20-24s20 10 20 24M26 22v-8h12v8"/>',
  cross: '<path d="M24 8h16v16h16v16H40v16H24V40H8V24h16z"/>',
  store:
    '<path d="M8 24 14 8h36l6 16M8 24c0 5 8 5 8 0 0 5 8 5 8 0 0 5 8 5 8 0 0 5 8 5 8 0 0 5 8 5 8 0 0 5 8 5 8 0M12 30v26h40V30M26 56V40h12v16"/>',
  sale: '<path d="M8 32 30 10h24v24L32 56z"/><circle cx="44" cy="20" r="4"/><path d="M24 38l12-12"/>',
} as const;

export type PictogramName = keyof typeof pictograms;
