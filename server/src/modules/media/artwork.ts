/**
 * Generated SVG artwork, so the catalogue has pictures without shipping binary files or calling
 * out to an image host (the shop must work offline). Pure functions: same input, same bytes.
 */
import { escapeXml, slugify } from '../../platform/text';

interface Theme {
  from: string;
  to: string;
  icon: keyof typeof ICONS;
}

const THEMES: Record<string, Theme> = {
  'fitness-accessories': { from: '#0f5f59', to: '#14b8a6', icon: 'dumbbell' },
  'sports-equipment': { from: '#1e3a8a', to: '#3b82f6', icon: 'ball' },
  'sports-shoes': { from: '#9a3412', to: '#f97316', icon: 'shoe' },
  'training-gear': { from: '#5b21b6', to: '#a78bfa', icon: 'stopwatch' },
  'gym-wear': { from: '#9f1239', to: '#fb7185', icon: 'shirt' },
  'yoga-accessories': { from: '#166534', to: '#4ade80', icon: 'mat' },
  'outdoor-sports': { from: '#78350f', to: '#f59e0b', icon: 'mountain' },
  men: { from: '#1e1b4b', to: '#6366f1', icon: 'shirt' },
  women: { from: '#831843', to: '#ec4899', icon: 'shirt' },
  accessories: { from: '#1e293b', to: '#64748b', icon: 'bag' },
  default: { from: '#111827', to: '#4b5563', icon: 'ball' },
};

// Pictograms drawn in a 100×100 box, white on the gradient.
const ICONS = {
  dumbbell:
    '<rect x="8" y="34" width="12" height="32" rx="3"/><rect x="20" y="26" width="12" height="48" rx="3"/>' +
    '<rect x="68" y="26" width="12" height="48" rx="3"/><rect x="80" y="34" width="12" height="32" rx="3"/>' +
    '<rect x="32" y="45" width="36" height="10" rx="2"/>',
  ball:
    '<circle cx="50" cy="50" r="40"/><path d="M10 50h80M50 10c-16 12-16 68 0 80M50 10c16 12 16 68 0 80" ' +
    'fill="none" stroke-width="4" stroke="rgba(0,0,0,.25)"/>',
  shoe:
    '<path d="M6 62c0-8 4-26 10-30l14 8c8 5 16 6 24 4l8 4c12 6 26 8 32 14v10H6z"/>' +
    '<rect x="6" y="72" width="88" height="8" rx="3" fill-opacity=".7"/>',
  stopwatch:
    '<circle cx="50" cy="56" r="34"/><rect x="42" y="8" width="16" height="10" rx="3"/>' +
    '<path d="M50 56V34" stroke="rgba(0,0,0,.35)" stroke-width="6" stroke-linecap="round"/>',
  shirt: '<path d="M34 12l-24 14 10 20 10-6v50h40V40l10 6 10-20-24-14c-2 8-8 12-16 12s-14-4-16-12z"/>',
  mat:
    '<rect x="10" y="52" width="60" height="28" rx="6"/><circle cx="74" cy="56" r="22"/>' +
    '<circle cx="74" cy="56" r="10" fill="rgba(0,0,0,.25)"/>',
  mountain: '<path d="M4 84l30-50 16 24 12-18 34 44z"/><circle cx="76" cy="22" r="10"/>',
  bag:
    '<rect x="14" y="34" width="72" height="52" rx="8"/>' +
    '<path d="M34 34v-8a16 16 0 0 1 32 0v8" fill="none" stroke="#fff" stroke-width="7"/>',
} as const;

const FONT = 'Segoe UI, Roboto, Helvetica, Arial, sans-serif';

export function themeFor(category: string): Theme {
  return THEMES[slugify(category)] ?? THEMES.default!;
}

export function hasTheme(slug: string): boolean {
  return slug in THEMES;
}

function frame(w: number, h: number, theme: Theme, angle: number, body: string, label: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" ` +
    `aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title><defs>` +
    `<linearGradient id="g" gradientTransform="rotate(${angle} .5 .5)">` +
    `<stop offset="0" stop-color="${theme.from}"/><stop offset="1" stop-color="${theme.to}"/></linearGradient></defs>` +
    `<rect width="${w}" height="${h}" fill="url(#g)"/>${body}</svg>`
  );
}

function icon(theme: Theme, x: number, y: number, size: number): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 100})" fill="#fff" fill-opacity=".92">${ICONS[theme.icon]}</g>`;
}

/** A small stable number from a text (FNV-1a), so a picture depends on nothing but its inputs. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash;
}

/**
 * Product picture: the category's pictogram on its gradient, and no words. The card and the page
 * name the product, and on a phone the card's always-visible buttons cover the picture's top
 * corner and its bottom edge, where a drawn title would be hidden. `variant` (0..n) shifts the
 * composition so a gallery does not repeat itself; the title picks where the gallery starts, so
 * neighbouring products of one category do not look alike.
 */
function productArt(title: string, category: string, variant: number) {
  const theme = themeFor(category);
  const v = (hashOf(title) + Math.abs(variant)) % 4;
  const decor = [
    '<circle cx="690" cy="110" r="150" fill="#fff" fill-opacity=".08"/>',
    '<circle cx="100" cy="160" r="190" fill="#fff" fill-opacity=".08"/>',
    '<rect x="520" y="-60" width="360" height="360" rx="60" transform="rotate(20 700 120)" fill="#fff" fill-opacity=".07"/>',
    '<circle cx="400" cy="330" r="300" fill="#000" fill-opacity=".08"/>',
  ][v]!;
  const size = [440, 400, 460, 420][v]!;
  return { theme, angle: [0, 45, 90, 135][v]!, body: decor + icon(theme, 400 - size / 2, 400 - size / 2, size) };
}

export function productSvg(title: string, category: string, variant: number): string {
  const art = productArt(title, category, variant);
  return frame(800, 800, art.theme, art.angle, art.body, title);
}

/**
 * The same picture as a link preview's card: 1200×630, the size WhatsApp, Facebook and X ask
 * for, the 800×800 drawing centred on the wider gradient. No words either: the preview prints the
 * page's title beside it, and the server need not have the fonts.
 */
export function shareCardSvg(title: string, category: string, variant: number): string {
  const art = productArt(title, category, variant);
  return frame(1200, 630, art.theme, art.angle, `<g transform="translate(200 -85)">${art.body}</g>`, title);
}

export function categorySvg(name: string): string {
  const theme = themeFor(name);
  const body =
    '<circle cx="1040" cy="120" r="260" fill="#fff" fill-opacity=".08"/>' +
    icon(theme, 450, 150, 300) +
    `<text x="600" y="620" text-anchor="middle" font-family="${FONT}" font-size="64" font-weight="700" fill="#fff">` +
    `${escapeXml(name)}</text>`;
  return frame(1200, 800, theme, 35, body, name);
}

export function logoSvg(storeName: string): string {
  const theme: Theme = { from: '#9a3412', to: '#f97316', icon: 'shoe' };
  const body =
    icon(theme, 20, 22, 88) +
    `<text x="64" y="118" text-anchor="middle" font-family="${FONT}" font-size="15" font-weight="800" ` +
    `fill="#fff" letter-spacing="1">S&amp;S</text>`;
  return frame(128, 128, theme, 45, body, storeName);
}
