/** The longest name a design may have: shoppers read it beside the card ("Design: …"). */
export const DESIGN_NAME_MAX_LENGTH = 60;

/**
 * A design's name from the file a merchant uploads: 'winter_lights-2026.PNG' → 'Winter lights 2026'.
 * The name is what a shopper reads in the cart, so no storage key or extension ever becomes one.
 */
export function designNameFromFile(fileName: string | null | undefined): string {
  const base = (fileName ?? '').replace(/^.*[\\/]/, '').replace(/\.[A-Za-z0-9]{1,5}$/, '');
  const words = base
    .replace(/[_\-.+]+/g, ' ')
    .replace(/[^\p{L}\p{N} '&()]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, DESIGN_NAME_MAX_LENGTH)
    .trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Design';
}
