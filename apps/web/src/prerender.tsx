import './lib/zod-config';
// The build's server-side entry (scripts/prerender.mjs runs it in Node): the public pages as HTML with their
// critical CSS, signed out, exactly as app/start.tsx hydrates them (decision 031).
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { createMemoryRouter, MemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import createEmotionServer from '@emotion/server/create-instance';
import { Providers } from './app/providers';
import { LOADING_PAGE_PATHS, loadMatchedRoutes, PRERENDERED_PATHS } from './app/prerendered-pages';
import { createRoutes } from './app/router';
import { LoadingPage } from './app/session/status-page';
import { createEmotionCache } from './lib/prerender/emotion-cache';

export { LOADING_PAGE_PATHS, PRERENDERED_PATHS };

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
  return renderWithStyles(<RouterProvider router={router} />);
}

/** A signed-in page as the app first shows it, signed in: its loading page (the app renders it afresh). */
export function renderLoadingPage(path: string): Promise<PrerenderedPage> {
  return renderWithStyles(
    <MemoryRouter initialEntries={[path]}>
      <LoadingPage status="Loading…" signedIn />
    </MemoryRouter>,
  );
}

async function renderWithStyles(content: ReactNode): Promise<PrerenderedPage> {
  const cache = createEmotionCache();
  const emotion = createEmotionServer(cache);
  const { prelude } = await prerender(
    <StrictMode>
      <Providers emotionCache={cache}>{content}</Providers>
    </StrictMode>,
  );
  const html = await readStream(prelude);
  return { html, styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)) };
}
