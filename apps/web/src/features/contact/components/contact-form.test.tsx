import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../../stores/store';
import { makeContactReceipt } from '../../../test/fixtures/contact';
import { theme } from '../../../theme/theme';
import { CONTACT_FAILED_MESSAGE, CONTACT_SENT_MESSAGE } from '../use-contact-form';
import { ContactForm } from './contact-form';

function renderForm() {
  const user = userEvent.setup();
  render(
    <Provider store={makeStore()}>
      <ThemeProvider theme={theme}>
        <ContactForm />
      </ThemeProvider>
    </Provider>,
  );
  return { user };
}

function jsonResponse(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const field = (name: string) => screen.getByRole('textbox', { name });

// Pasted rather than typed: a re-render per keystroke makes these tests slow on a busy machine.
async function fillValidForm(user: ReturnType<typeof userEvent.setup>) {
  const values = {
    'Full Name': 'Jordan Lee',
    'Email Address': 'jordan.lee@example.com',
    'Branch of Service': 'Navy',
    'Years of Service': '4-8 years',
    Message: 'How do I find a mentor from the Navy?',
  };
  for (const [name, value] of Object.entries(values)) {
    await user.click(field(name));
    await user.paste(value);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('contact form', () => {
  it('has the spec fields, placeholders and button', () => {
    renderForm();
    expect(field('Email Address')).toHaveAttribute('type', 'email');
    expect(field('Branch of Service')).toHaveAttribute(
      'placeholder',
      'Army, Navy, Air Force, Marines, Coast Guard, Space Force',
    );
    expect(field('Years of Service').getAttribute('placeholder')).toContain('4-8 years');
    expect(field('Message').tagName).toBe('TEXTAREA');
    expect(field('Message')).toHaveAttribute('rows', '4');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('explains each missing required field and focuses the first', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByText('Enter your full name')).toBeInTheDocument();
    expect(field('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Full Name')).toHaveAccessibleDescription('Enter your full name');
    expect(field('Email Address')).toHaveAccessibleDescription('Enter your email address');
    expect(field('Message')).toHaveAccessibleDescription('Enter a message');
    expect(field('Branch of Service')).toHaveAttribute('aria-invalid', 'false');
    await waitFor(() => expect(field('Full Name')).toHaveFocus());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an e-mail address that does not look valid, and clears the message on edit', async () => {
    vi.stubGlobal('fetch', vi.fn());
    const { user } = renderForm();
    await user.type(field('Full Name'), 'Jordan Lee');
    await user.type(field('Email Address'), 'jordan.lee@');
    await user.type(field('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await waitFor(() =>
      expect(field('Email Address')).toHaveAccessibleDescription('Enter a valid email address'),
    );
    expect(field('Email Address')).toHaveFocus();
    await user.type(field('Email Address'), 'example.com');
    expect(field('Email Address')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument();
  });

  it('posts the message, shows "Sending…", then confirms in a status region and clears the form', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { user } = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const sending = await screen.findByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/contact');
    expect(init.method).toBe('POST');
    expect(JSON.parse(init.body as string)).toEqual({
      fullName: 'Jordan Lee',
      email: 'jordan.lee@example.com',
      branch: 'Navy',
      yearsOfService: '4-8 years',
      message: 'How do I find a mentor from the Navy?',
    });

    answer(jsonResponse(201, makeContactReceipt()));
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_SENT_MESSAGE);
    expect(field('Full Name')).toHaveValue('');
    expect(field('Message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the input, shows server field errors and announces the failure', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(400, {
          status: 400,
          code: 'VALIDATION',
          message: 'Please correct the highlighted fields.',
          fieldErrors: { email: 'We cannot deliver to that email address' },
        }),
      ),
    );
    const { user } = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please correct the highlighted fields.');
    expect(field('Email Address')).toHaveAccessibleDescription('We cannot deliver to that email address');
    expect(field('Email Address')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('Email Address')).toHaveFocus());
    expect(field('Full Name')).toHaveValue('Jordan Lee');
    expect(field('Message')).toHaveValue('How do I find a mentor from the Navy?');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('explains the rate limit in the server’s words and keeps the input', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        jsonResponse(429, {
          status: 429,
          code: 'RATE_LIMITED',
          message: 'Too many messages from this address. Please try again later.',
        }),
      ),
    );
    const { user } = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many messages from this address. Please try again later.',
    );
    expect(field('Message')).toHaveValue('How do I find a mentor from the Navy?');
  });

  it('announces a network failure without leaking its text', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const { user } = renderForm();
    await fillValidForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_FAILED_MESSAGE);
    expect(field('Full Name')).toHaveValue('Jordan Lee');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Message' })).toHaveFocus());
  });
});
