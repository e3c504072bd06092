// MUI's useMediaQuery picks the desktop or mobile shell; tests choose the width it sees (setViewportWidth).
// This evaluates the min-width/max-width queries MUI's breakpoints produce against a chosen viewport width.

let viewportWidth = 1280;

function matches(query: string): boolean {
  const min = /min-width:\s*([\d.]+)px/.exec(query);
  const max = /max-width:\s*([\d.]+)px/.exec(query);
  return (!min || viewportWidth >= Number(min[1])) && (!max || viewportWidth <= Number(max[1]));
}

export function setViewportWidth(width: number): void {
  viewportWidth = width;
}

export function installMatchMedia(): void {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}
