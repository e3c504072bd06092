import { useLayoutEffect, type RefObject } from 'react';

/**
 * Keeps keyboard focus when one whole page replaces another: the loading page shown while the first screen's
 * chunks download, "Checking your session…" while the shell downloads and the session is checked, then the shell,
 * the landing page or a public page. Without this, focus on the page going away drops to <body> and the next Tab
 * starts over (decision 018).
 *
 * The page that goes away notes where focus was (a link's address, or "" for anywhere else in it); the page
 * mounted in the same commit puts focus on its own twin: the link to the same address (the one in its header
 * first), else its main content. Focus that was elsewhere is left alone.
 */
let handoff: string | null = null;

const MAIN_SELECTOR = '#main-content';

function focusedIn(container: HTMLElement): string | null {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || !container.contains(active)) return null;
  return active instanceof HTMLAnchorElement ? (active.getAttribute('href') ?? '') : '';
}

function twinIn(container: HTMLElement, href: string): HTMLElement | null {
  const link = href ? `a[href=${JSON.stringify(href)}]` : null;
  const candidates = link ? [`header ${link}`, link, MAIN_SELECTOR] : [MAIN_SELECTOR];
  for (const selector of candidates) {
    const found = container.querySelector<HTMLElement>(selector);
    if (found) return found;
  }
  return null;
}

const focusWasLost = () => {
  const active = document.activeElement;
  return !active || active === document.body || !active.isConnected;
};

interface FocusHandoffOptions {
  /** Whether this view passes focus on when it goes away (loading pages do; the shell only receives it). */
  handsOver?: boolean;
}

/** Takes focus over from the view this one replaced, and (unless told not to) hands it to the next one. */
export function useFocusHandoff(
  ref: RefObject<HTMLElement | null>,
  { handsOver = true }: FocusHandoffOptions = {},
): void {
  useLayoutEffect(() => {
    const container = ref.current;
    if (container && handoff !== null) {
      if (focusWasLost()) twinIn(container, handoff)?.focus();
      handoff = null;
    }
    if (!container || !handsOver) return undefined;
    // Runs before React removes this view's elements, so what had focus can still be read.
    return () => {
      const where = focusedIn(container);
      if (where === null) return;
      handoff = where;
      // Only the view mounted in the same commit may take it; later mounts must not steal focus.
      queueMicrotask(() => {
        handoff = null;
      });
    };
  }, [ref, handsOver]);
}

/**
 * The build's HTML for a page the app renders afresh (a signed-in page's loading page) is a view too: focus in it
 * when the app's first view mounts goes to that view's twin, as between two views of the app.
 */
export function handOffFromMarkup(container: HTMLElement): void {
  const markup = container.firstElementChild;
  if (!(markup instanceof HTMLElement)) return;
  const note = () => {
    // Once the app has replaced the markup, focus moving is the app's own.
    if (!markup.isConnected) container.removeEventListener('focusin', note);
    else handoff = focusedIn(markup);
  };
  note();
  container.addEventListener('focusin', note);
}
