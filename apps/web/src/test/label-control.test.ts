import { describe, expect, it } from 'vitest';

// The setup file installs the lookup (setup.ts); these are the DOM standard's answers it must keep.
describe('a label’s control', () => {
  it('is the first element in tree order with the label’s for id, when it can be labelled', () => {
    document.body.innerHTML =
      '<label for="a">A</label><input id="a" name="first"><input id="a" name="second">' +
      '<label for="b">B</label><div id="b"></div>' +
      '<label for="c">C</label><input id="c" type="hidden">' +
      '<label for="d">D</label><select id="d"></select>' +
      '<label for="none">none</label><label for="">empty</label>' +
      '<label>wrapped <span><textarea name="inside"></textarea></span></label>';
    const labels = [...document.querySelectorAll('label')];
    expect(
      labels.map((label) => label.control?.getAttribute('name') ?? label.control?.tagName ?? null),
    ).toEqual(['first', null, null, 'SELECT', null, null, 'inside']);
    document.body.innerHTML = '';
  });

  it('is found in a detached tree too', () => {
    const form = document.createElement('form');
    form.innerHTML = '<label for="x">X</label><input id="x" name="detached">';
    expect(form.querySelector('label')?.control?.getAttribute('name')).toBe('detached');
  });
});
