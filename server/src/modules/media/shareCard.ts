import crypto from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';

export const SHARE_CARD = { width: 1200, height: 630 } as const;

/** Kept PNGs, by bytes: a card is 10-30 KB, so this holds the shop's most shared products. */
const MAX_BYTES = 16 * 1024 * 1024;

/**
 * Share cards (PNG) drawn from their SVG once, then kept by the SVG's content: a changed picture
 * is a new key, an unchanged one is never drawn twice while kept. resvg draws off the event loop
 * (its async render runs on libuv's pool); the drawing has no text, so no system fonts are loaded.
 */
export function shareCards(onDraw: () => void = () => undefined) {
  const cards = new LRUCache<string, Buffer, string>({
    maxSize: MAX_BYTES,
    sizeCalculation: (png) => png.byteLength,
    fetchMethod: async (_key, _stale, { context: svg }) => {
      onDraw();
      const image = await renderAsync(svg, { fitTo: { mode: 'width', value: SHARE_CARD.width }, font: { loadSystemFonts: false } });
      return image.asPng();
    },
  });
  return {
    png: async (svg: string): Promise<Buffer> =>
      (await cards.fetch(crypto.createHash('sha256').update(svg).digest('hex'), { context: svg }))!,
  };
}
