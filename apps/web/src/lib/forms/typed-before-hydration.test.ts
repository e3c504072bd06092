import { describe, expect, it } from 'vitest';
import { typedBeforeHydration } from './typed-before-hydration';

function formWith(html: string): HTMLFormElement {
  const form = document.createElement('form');
  form.innerHTML = html;
  document.body.replaceChildren(form);
  return form;
}

const byName = (form: HTMLFormElement, ...names: string[]) =>
  new Map(names.map((name) => [name, form.querySelector<HTMLElement>(`[name="${name}"]`)!]));

describe('typedBeforeHydration', () => {
  it('reads text, selects, checkboxes and checkbox groups that differ from the state', () => {
    const form = formWith(`
      <input name="email" value="" />
      <input name="password" type="password" value="" />
      <select name="branch"><option value="">Select</option><option value="army">Army</option></select>
      <input name="relocate" type="checkbox" />
      <input name="interests" type="checkbox" value="it" />
      <input name="interests" type="checkbox" value="health" />
      <textarea name="note"></textarea>`);
    (form.elements.namedItem('email') as HTMLInputElement).value = 'casey@example.com';
    (form.elements.namedItem('branch') as HTMLSelectElement).value = 'army';
    (form.elements.namedItem('relocate') as HTMLInputElement).checked = true;
    form.querySelectorAll<HTMLInputElement>('[name="interests"]')[1]!.checked = true;

    const values = { email: '', password: '', branch: '', relocate: false, interests: [], note: '' };
    expect(
      typedBeforeHydration(
        values,
        byName(form, 'email', 'password', 'branch', 'relocate', 'interests', 'note'),
      ),
    ).toEqual({ email: 'casey@example.com', branch: 'army', relocate: true, interests: ['health'] });
  });

  it('leaves alone the fields that match the state and the values it cannot read', () => {
    const form = formWith('<input name="email" value="a@example.com" /><div name="date"></div>');
    const values = { email: 'a@example.com', date: null };
    expect(typedBeforeHydration(values, byName(form, 'email', 'date'))).toEqual({});
  });
});
