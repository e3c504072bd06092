import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormBanner } from './form-banner';
import { ruleSchema, type FormSchemaSource } from './form-schema';
import { SchemaFormProvider } from './schema-form-provider';
import { useFormField } from './use-form-field';
import { useSchemaForm, type SchemaFormOptions } from './use-schema-form';

interface Values {
  name: string;
  email: string;
}

const schema = z
  .object({
    name: z.string().trim().min(1, 'Enter your name'),
    email: z.string().min(1, 'Enter your email'),
  })
  .refine((values) => values.name !== 'nobody', { error: 'Nobody may write' });

function Field({ name }: { name: keyof Values }) {
  const { ref, value, error, onChange } = useFormField<Values>(name);
  return (
    <>
      <label>
        {name}
        <input
          ref={ref}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          aria-invalid={Boolean(error)}
        />
      </label>
      {error && <span>{error}</span>}
    </>
  );
}

type Options = Partial<SchemaFormOptions<Values, { name: string; email: string }>>;

function TestForm(options: Options & { schemaSource?: FormSchemaSource<Values> }) {
  const form = useSchemaForm({
    defaultValues: { name: '', email: '' },
    schema: options.schemaSource ?? schema,
    onSubmit: options.onSubmit ?? (() => undefined),
    ...options,
  });
  return (
    <SchemaFormProvider form={form}>
      <form aria-label="Test" noValidate onSubmit={form.submit}>
        <FormBanner messages={[form.failure]} />
        <Field name="name" />
        <Field name="email" />
        <button type="submit" disabled={form.submitting}>
          Send
        </button>
      </form>
    </SchemaFormProvider>
  );
}

const input = (name: string) => screen.getByRole('textbox', { name });
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

describe('useSchemaForm', () => {
  it('validates with the schema on submit, at once: messages on their fields, focus on the first', () => {
    const onSubmit = vi.fn();
    render(<TestForm onSubmit={onSubmit} />);
    send();
    expect(screen.getByText('Enter your name')).toBeInTheDocument();
    expect(screen.getByText('Enter your email')).toBeInTheDocument();
    expect(input('name')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('clears a field’s message when that field is edited, and only that one', () => {
    render(<TestForm />);
    send();
    type('email', 'a@b.co');
    expect(screen.queryByText('Enter your email')).not.toBeInTheDocument();
    expect(screen.getByText('Enter your name')).toBeInTheDocument();
  });

  it('puts an issue about the whole form in the banner', () => {
    render(<TestForm />);
    type('name', 'nobody');
    type('email', 'a@b.co');
    send();
    expect(screen.getByRole('alert')).toHaveTextContent('Nobody may write');
  });

  it('submits the schema’s output; a failure’s field errors go on the fields, its message in the banner', async () => {
    const onSubmit = vi.fn().mockRejectedValue({
      status: 400,
      message: 'Check the form',
      fieldErrors: { email: 'We cannot deliver there', other: 'dropped' },
    });
    render(<TestForm onSubmit={onSubmit} />);
    type('name', '  Dana ');
    type('email', 'dana@example');
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Check the form');
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ name: 'Dana', email: 'dana@example' });
    expect(screen.getByText('We cannot deliver there')).toBeInTheDocument();
    expect(screen.queryByText('dropped')).not.toBeInTheDocument();
    await waitFor(() => expect(input('email')).toHaveFocus());
    type('name', 'Dana R');
    expect(screen.getByRole('alert')).toBeInTheDocument();
  });

  it('chooses the banner text from the error, and can clear it on edit', async () => {
    render(
      <TestForm
        onSubmit={() => Promise.reject(new TypeError('Failed to fetch'))}
        failureMessage={(error) => (error.status ? error.message : 'Try again later')}
        clearFailureOnEdit
      />,
    );
    type('name', 'Dana');
    type('email', 'dana@example.com');
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again later');
    type('name', 'Dana R');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('loads a lazy schema on the first submit only', async () => {
    const load = vi.fn(async () => schema);
    render(<TestForm schemaSource={load} />);
    send();
    expect(await screen.findByText('Enter your name')).toBeInTheDocument();
    send();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts loading a lazy schema when focus first enters the form, so the submit checks at once', async () => {
    const load = vi.fn(async () => schema);
    render(<TestForm schemaSource={load} />);
    expect(load).not.toHaveBeenCalled();
    act(() => input('name').focus());
    act(() => input('email').focus());
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => undefined);
    send();
    expect(screen.getByText('Enter your name')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts what the submit needs (prepare) with a lazy schema when focus first enters the form', async () => {
    const load = vi.fn(async () => schema);
    const prepare = vi.fn(async () => undefined);
    render(<TestForm schemaSource={load} prepare={prepare} />);
    expect(prepare).not.toHaveBeenCalled();
    act(() => input('name').focus());
    await act(async () => undefined);
    act(() => input('email').focus());
    expect(prepare).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts prepare on first focus with a schema given as it is, too', () => {
    const prepare = vi.fn(async () => undefined);
    render(<TestForm prepare={prepare} />);
    act(() => input('email').focus());
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('says so when a lazy schema fails to download, and tries again on the next submit', async () => {
    const onSubmit = vi.fn();
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    render(<TestForm schemaSource={load} onSubmit={onSubmit} failureMessage="Could not send. Try again." />);
    type('name', 'Dana');
    type('email', 'dana@example.com');
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not send. Try again.');
    expect(onSubmit).not.toHaveBeenCalled();
    send();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('takes rules written as plain functions (ruleSchema)', () => {
    const rules = ruleSchema<Values, Values>((values) =>
      values.name ? { value: values } : { fieldErrors: { name: 'A name, please' } },
    );
    render(<TestForm schemaSource={rules} />);
    send();
    expect(screen.getByText('A name, please')).toBeInTheDocument();
  });
});

describe('a prerendered form hydrated after the visitor typed', () => {
  it('takes what the fields hold into its state, so the submit sends it', async () => {
    const onSubmit = vi.fn();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<TestForm onSubmit={onSubmit} />);
    document.body.append(container);
    // Typed into the markup before the app came.
    container.querySelectorAll('input')[0]!.value = 'Casey';
    container.querySelectorAll('input')[1]!.value = 'casey@example.com';

    const root = await act(async () => hydrateRoot(container, <TestForm onSubmit={onSubmit} />));
    expect(screen.getByRole('textbox', { name: 'name' })).toHaveValue('Casey');
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name: 'Casey', email: 'casey@example.com' });
    act(() => root.unmount());
    container.remove();
  });
});
