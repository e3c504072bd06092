import { createRequire } from 'node:module';

/**
 * jsdom finds a `<label for>`'s control by walking the whole document for the id, and an input's `labels` ask that
 * of every label in the document: Testing Library's label queries read `labels` for every element they look at, so
 * on the registration form the walks were about half of the test time. The answer for an id held by one element
 * of the document comes from jsdom's own id index; every other case (no `for`, a detached tree, a repeated id)
 * keeps jsdom's walk. label-control.test.ts holds the DOM standard's answers.
 */
interface LabelImpl {
  getAttributeNS(namespace: null, name: string): string | null;
  getRootNode(options: object): unknown;
  _ownerDocument: { _ids: Record<string, unknown[] | undefined> };
}

export function installLabelControlLookup(): void {
  const require = createRequire(import.meta.url);
  const label = require('jsdom/lib/jsdom/living/nodes/HTMLLabelElement-impl.js') as {
    implementation: { prototype: object };
  };
  const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls.js') as {
    isLabelable: (node: unknown) => boolean;
  };
  const descriptor = Object.getOwnPropertyDescriptor(label.implementation.prototype, 'control');
  const walk = descriptor?.get;
  if (!descriptor || !walk) throw new Error('jsdom has no HTMLLabelElement control getter to speed up');
  Object.defineProperty(label.implementation.prototype, 'control', {
    ...descriptor,
    get(this: LabelImpl): unknown {
      const id = this.getAttributeNS(null, 'for');
      const document = this._ownerDocument;
      if (id === null || id === '' || this.getRootNode({}) !== document) return walk.call(this);
      const holders = document._ids[id];
      if (!holders || holders.length === 0) return null;
      if (holders.length > 1) return walk.call(this);
      return isLabelable(holders[0]) ? holders[0] : null;
    },
  });
}
