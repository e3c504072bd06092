import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { handOffFromMarkup, useFocusHandoff } from './focus-handoff';

/** The build's HTML of a loading page: a skip link, the main content and crisis help. */
const LOADING_MARKUP =
  '<div><a class="skip-link" href="#main-content">Skip to main content</a>' +
  '<main id="main-content" tabindex="-1"><p role="status">Loading…</p>' +
  '<a href="/crisis-resources">Crisis support</a></main></div>';

function FirstView() {
  const view = useRef<HTMLDivElement>(null);
  useFocusHandoff(view);
  return (
    <div ref={view}>
      <header>
        <a href="/crisis-resources">Crisis support</a>
      </header>
      <main id="main-content" tabIndex={-1}>
        Veteran Dashboard
      </main>
    </div>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.replaceChildren();
});

/** A root holding the build's HTML, with focus on the element `select` finds, then the app rendered into it. */
function renderOverMarkup(select: string | null) {
  const container = document.createElement('div');
  container.innerHTML = LOADING_MARKUP;
  document.body.append(container);
  if (select) container.querySelector<HTMLElement>(select)?.focus();
  handOffFromMarkup(container);
  root = createRoot(container);
  act(() => root?.render(<FirstView />));
  return container;
}

describe('focus in the build’s HTML of a page the app renders afresh', () => {
  it('moves from the crisis link to the app’s crisis link', () => {
    const container = renderOverMarkup('a[href="/crisis-resources"]');
    expect(container.querySelector('header a')).toBe(document.activeElement);
  });

  it('moves from the main content to the app’s main content', () => {
    const container = renderOverMarkup('main');
    expect(container.querySelector('main')).toBe(document.activeElement);
    expect(document.activeElement).toHaveTextContent('Veteran Dashboard');
  });

  it('stays where it was when it was not in the markup', () => {
    renderOverMarkup(null);
    expect(document.body).toBe(document.activeElement);
  });
});
