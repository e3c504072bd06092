/**
 * jsdom computes a style by matching the element against every rule of every style sheet, and MUI's emotion adds
 * a sheet per rule (about 800 on a page), so a query by role and accessible name, which asks for the style of
 * every element it looks at, spends most of its time here. This answers a repeated question for an unchanged
 * document from memory: any change to the document (an element, an attribute, a text, a style sheet) empties
 * the memory before the next answer, read synchronously with `takeRecords`, so an answer is always what jsdom
 * itself would give now. Detached elements and pseudo-elements are always asked of jsdom.
 */
export function installComputedStyleCache(): void {
  const compute = window.getComputedStyle.bind(window);
  let known = new WeakMap<Element, CSSStyleDeclaration>();
  const changes = new MutationObserver(() => {
    known = new WeakMap();
  });
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.getComputedStyle = (element: Element, pseudoElement?: string | null) => {
    if (changes.takeRecords().length > 0) known = new WeakMap();
    if (pseudoElement || !element.isConnected) return compute(element, pseudoElement);
    let style = known.get(element);
    if (!style) {
      style = compute(element);
      known.set(element, style);
    }
    return style;
  };
}
