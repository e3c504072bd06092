import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../test/render-route';

/** An IntersectionObserver whose observed elements come into view when the test scrolls to them. */
function stubIntersectionObserver() {
  const observers: Array<{ callback: IntersectionObserverCallback; elements: Element[] }> = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
      constructor(callback: IntersectionObserverCallback) {
        this.entry = { callback, elements: [] };
        observers.push(this.entry);
      }
      observe(element: Element) {
        this.entry.elements.push(element);
      }
      disconnect() {
        observers.splice(observers.indexOf(this.entry), 1);
      }
    },
  );
  return {
    scrollTo(target: Element) {
      for (const { callback, elements } of [...observers]) {
        const near = elements.filter((element) => element.contains(target) || target.contains(element));
        const entries = near.map((element) => ({ target: element, isIntersecting: true }));
        if (entries.length > 0) callback(entries as IntersectionObserverEntry[], {} as IntersectionObserver);
      }
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('/', () => {
  it('is the landing page with the contact section last, and its form loads when the section nears the viewport', async () => {
    const viewport = stubIntersectionObserver();
    renderRoute('/', { signedIn: false });
    const contact = await screen.findByRole('region', { name: 'Contact us' });
    const regions = within(screen.getByRole('main')).getAllByRole('region');
    expect(regions.at(-1)).toBe(contact);
    expect(within(contact).getByText('Loading the contact form…')).toBeInTheDocument();
    expect(within(contact).queryByRole('button', { name: 'Send Message' })).not.toBeInTheDocument();

    act(() => viewport.scrollTo(contact));
    expect(await within(contact).findByRole('button', { name: 'Send Message' })).toBeEnabled();
  });
});

describe('/ for a signed-in visitor', () => {
  it('offers the dashboard and the account menu in the header instead of Sign In and Join', async () => {
    window.localStorage.setItem('user_name', 'Dana Reyes');
    const { user, router } = renderRoute('/');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    const menu = await within(banner).findByRole('button', { name: 'Account menu for Dana Reyes' });
    expect(menu).toHaveTextContent('DR');
    expect(menu).toHaveTextContent('Dana Reyes');
    expect(within(banner).queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(within(banner).queryByRole('link', { name: 'Join' })).not.toBeInTheDocument();

    await user.click(menu);
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/signin');
  });
});
