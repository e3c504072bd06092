import './lib/zod-config';
// The build's server-side entry (scripts/prerender.mjs runs it in Node): the public pages as HTML with their
// critical CSS, signed out, exactly as app/start.tsx hydrates them (decision 031).
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import createEmotionServer from '@emotion/server/create-instance';
import { Providers } from './app/providers';
import { loadMatchedRoutes, PRERENDERED_PATHS } from './app/prerendered-pages';
import { createRoutes } from './app/router';
import { createEmotionCache } from './lib/prerender/emotion-cache';

export { PRERENDERED_PATHS };

export interface PrerenderedPage {
  /** The root element's inner HTML. */
  html: string;
  /** `<style data-emotion="wp …">` elements with the rules that markup uses. */
  styles: string;
}

async function readStream(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder();
  let text = '';
  for await (const chunk of stream as unknown as AsyncIterable<Uint8Array>) {
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

export async function renderPage(path: string): Promise<PrerenderedPage> {
  const routes = createRoutes();
  const hydrationData = await loadMatchedRoutes(routes, path);
  const router = createMemoryRouter(routes, { initialEntries: [path], hydrationData });
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerender(
    <StrictMode>
      <Providers emotionCache={cache}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  const html = await readStream(prelude);
  return { html, styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) };
}
