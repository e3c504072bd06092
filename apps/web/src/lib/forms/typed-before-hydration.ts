/**
 * What the visitor put into a prerendered form before the app hydrated it (decision 031): React keeps the
 * values the inputs hold when it hydrates them, but the form's state starts from its defaults. Read from the
 * form's elements, field by field, for the fields whose value differs from the state's.
 *
 * `elements` are the fields' registered elements (`useSchemaForm`'s refs); a field of several inputs (a checkbox
 * group, whose first box is registered) is read through the form's own list of elements of that name.
 */
export function typedBeforeHydration(
  values: Record<string, unknown>,
  elements: ReadonlyMap<string, HTMLElement>,
): Record<string, unknown> {
  const typed: Record<string, unknown> = {};
  for (const [name, element] of elements) {
    const current = values[name];
    const value = readElement(element, name, current);
    if (value !== undefined && !sameValue(value, current)) typed[name] = value;
  }
  return typed;
}

function readElement(element: HTMLElement, name: string, current: unknown): unknown {
  if (Array.isArray(current)) {
    const inputs = element instanceof HTMLInputElement ? element.form?.elements.namedItem(name) : null;
    if (!inputs) return undefined;
    const boxes = inputs instanceof RadioNodeList ? [...inputs] : [inputs];
    return boxes
      .filter((box): box is HTMLInputElement => box instanceof HTMLInputElement && box.checked)
      .map((box) => box.value);
  }
  if (typeof current === 'boolean') {
    return element instanceof HTMLInputElement && element.type === 'checkbox' ? element.checked : undefined;
  }
  if (typeof current === 'string') {
    const field =
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement;
    return field && !(element instanceof HTMLInputElement && element.type === 'checkbox')
      ? element.value
      : undefined;
  }
  return undefined;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => item === b[i]);
  return a === b;
}
