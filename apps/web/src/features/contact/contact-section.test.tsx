import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_FORM_TEXT } from '../../components/public-frame/contact-details';
import { makeStore } from '../../stores/store';
import { theme } from '../../theme/theme';
import { ContactForm } from './components/contact-form';
import { ContactSection } from './contact-section';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;

/** An IntersectionObserver the test moves by hand. */
function stubIntersectionObserver() {
  const observers: Array<{ callback: Callback; options?: IntersectionObserverInit }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback, options?: IntersectionObserverInit) {
        observers.push({ callback, ...(options && { options }) });
      }
      observe() {}
      disconnect() {}
    },
  );
  return observers;
}

afterEach(() => vi.unstubAllGlobals());

describe('contact section', () => {
  it('loads the form only once the section comes within a screen of the viewport', async () => {
    const observers = stubIntersectionObserver();
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <ContactSection
            form={
              <Provider store={makeStore()}>
                <ContactForm />
              </Provider>
            }
          />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();
    // Not an empty box meanwhile: the form's outline, and words for screen readers.
    expect(screen.getByText('Loading the contact form…')).toBeInTheDocument();
    expect(observers).toHaveLength(1);
    expect(observers[0]?.options?.rootMargin).toBe('1000px 0px');

    act(() => observers[0]?.callback([{ isIntersecting: false }]));
    expect(screen.queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();

    act(() => observers[0]?.callback([{ isIntersecting: true }]));
    expect(await screen.findByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the contact form…')).not.toBeInTheDocument();
  });

  it('points to the form, not to invented contacts, when none are configured', () => {
    stubIntersectionObserver();
    for (const name of ['CONTACT_PHONE', 'CONTACT_EMAIL', 'CONTACT_ADDRESS']) vi.stubEnv(name, '');
    render(
      <ThemeProvider theme={theme}>
        <MemoryRouter>
          <ContactSection form={null} />
        </MemoryRouter>
      </ThemeProvider>,
    );
    expect(screen.getByText(CONTACT_FORM_TEXT)).toBeInTheDocument();
    expect(screen.queryAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/crisis-resources',
    ]);
    vi.unstubAllEnvs();
  });
});
