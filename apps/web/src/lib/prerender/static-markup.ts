/**
 * Whether the first render reproduces markup that was prerendered at build time: while prerendering, and in a
 * browser that hydrates a prerendered page (main.tsx decides before the first render). Components that would
 * otherwise defer part of their first render (the landing page's sections below the fold) render everything
 * then, so the prerendered page is whole and hydration meets the same tree.
 */
let staticMarkup = typeof document === 'undefined';

export function hasStaticMarkup(): boolean {
  return staticMarkup;
}

export function setStaticMarkup(value: boolean): void {
  staticMarkup = value;
}
