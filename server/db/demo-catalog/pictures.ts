import { type PictogramName, pictograms } from "./pictograms";
import { rngFor } from "./random";

/**
 * Demo pictures are drawn here, not downloaded: SVG gradients with a pictogram and initials,
 * each a pure function of its key (so a reseed gives the same bytes) and about a kilobyte.
 */

function hex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + hue / 30) % 12;
    const value = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function gradient(key: string, baseHue: number): string {
  const rng = rngFor(`gradient/${key}`);
  const hue = (baseHue + rng.int(-25, 25) + 360) % 360;
  const from = hex(hue, rng.int(55, 75), rng.int(58, 68));
  const to = hex((hue + rng.int(20, 50)) % 360, rng.int(50, 70), rng.int(32, 42));
  const [x2, y2] = rng.pick([
    ["1", "1"],
    ["0", "1"],
    ["1", "0"],
  ]);
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`;
}

function bubbles(key: string, width: number, height: number): string {
  const rng = rngFor(`bubbles/${key}`);
  let out = "";
  for (let i = 0; i < 3; i++) {
    const r = rng.int(Math.round(height / 6), Math.round(height / 2.5));
    out += `<circle cx="${rng.int(0, width)}" cy="${rng.int(0, height)}" r="${r}" fill="#fff" fill-opacity="${(rng.int(6, 16) / 100).toFixed(2)}"/>`;
  }
  return out;
}

function drawing(name: PictogramName, x: number, y: number, scale: number): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round" stroke-linejoin="round">${pictograms[name]}</g>`;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The first letters of the first two words: "Rishton ceramic plate" → "RC". */
export function initialsOf(name: string): string {
  const words = name.split(/[\s,«»"“”-]+/).filter((word) => /^\p{L}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("");
}

const font = 'font-family="system-ui,-apple-system,Segoe UI,Roboto,sans-serif" font-weight="700"';

/** A product or service picture, 4:3. */
export function offeringPicture(key: string, hue: number, name: PictogramName, initials: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300" width="400" height="300">${gradient(key, hue)}<rect width="400" height="300" fill="url(#g)"/>${bubbles(key, 400, 300)}${drawing(name, 120, 36, 2.5)}<text x="200" y="274" text-anchor="middle" ${font} font-size="32" fill="#fff" fill-opacity=".9">${escapeXml(initials)}</text></svg>`;
}

/** A business logo: initials on a rounded square, the pictogram faint behind them. */
export function logoPicture(key: string, hue: number, name: PictogramName, initials: string) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" width="128" height="128">${gradient(key, hue)}<rect width="128" height="128" rx="28" fill="url(#g)"/><g opacity=".25">${drawing(name, 16, 16, 1.5)}</g><text x="64" y="80" text-anchor="middle" ${font} font-size="44" fill="#fff">${escapeXml(initials)}</text></svg>`;
}

/** A wide banner background; its words come from the banner's per-language texts. */
export function bannerPicture(key: string, hue: number, name: PictogramName) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400">${gradient(key, hue)}<rect width="1200" height="400" fill="url(#g)"/>${bubbles(key, 1200, 400)}${drawing(name, 830, 72, 4)}</svg>`;
}
