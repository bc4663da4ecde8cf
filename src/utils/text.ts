/** Every word starts with a capital ('sports shoes' → 'Sports Shoes', 'yoga-mats' → 'Yoga-Mats'); the rest is kept. */
export function capitalizeWords(text: string): string {
  return text.replace(/(^|[\s-])(\p{L})/gu, (_match, before: string, letter: string) => before + letter.toUpperCase());
}
