import type { EmotionCache } from '@emotion/cache';
import type createEmotionServer from '@emotion/server/create-instance';

type EmotionServer = ReturnType<typeof createEmotionServer>;

/**
 * The page's `<style>` tags: every rule the render inserted, not only those whose class shows in
 * the markup. A styled component that wraps another (MUI's IconButton over ButtonBase, Link over
 * Typography) inserts its own class as well as the merged one it hands down, and only the merged
 * one reaches the markup. Extracted by the markup, the others were missing from the page, and the
 * browser compiled and inserted them as it hydrated: ~95 ms of a phone's main thread (4× CPU) in
 * one task soon after the app took a listing over, which a first tap then waited behind. The
 * client's Emotion cache adopts every id the tags name, so it inserts none of them again.
 */
export function pageStyles(cache: EmotionCache, emotion: EmotionServer, html: string): string {
  const everyClass = Object.keys(cache.inserted)
    .map((id) => `${cache.key}-${id}`)
    .join(' ');
  return emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(`${html} ${everyClass}`));
}
