import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The one emotion cache of the app, with its own key: the prerendered pages carry their critical CSS in
 * `<style data-emotion="wp …">` elements, and a cache with the same key in the browser adopts them instead of
 * inserting the same rules again (see scripts/prerender.mjs).
 */
export const EMOTION_KEY = 'wp';

export function createEmotionCache(): EmotionCache {
  return createCache({ key: EMOTION_KEY });
}
