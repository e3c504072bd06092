import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_FORM_LINK } from '../../components/public-frame/contact-details';
import { theme } from '../../theme/theme';
import LandingPage from './landing-page';

// The contact section is another feature's (app/landing-route.tsx puts it in); a stand-in holds its place.
const contactSection = <section id="contact" aria-label="Contact us" />;

function renderLanding(path = '/') {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[path]}>
        <LandingPage contactSection={contactSection} />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const hrefOf = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope).getByRole('link', { name }).getAttribute('href');

describe('landing page structure', () => {
  it('has one banner, one main (the skip-link target), one contentinfo and exactly one h1', () => {
    renderLanding();
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your next mission starts here');
  });

  it('starts with the skip link to #main-content', () => {
    renderLanding();
    const firstLink = screen.getAllByRole('link')[0];
    expect(firstLink).toHaveAccessibleName('Skip to main content');
    expect(firstLink).toHaveAttribute('href', '#main-content');
  });

  it('orders the sections hero, services, features, testimonials, statistics, contact', () => {
    renderLanding();
    const regions = within(screen.getByRole('main')).getAllByRole('region');
    expect(regions.map((region) => region.id || region.getAttribute('aria-labelledby'))).toEqual([
      'hero-heading',
      'services',
      'features',
      'testimonials',
      'stats-heading',
      'contact',
    ]);
    expect(regions[4]).toHaveAccessibleName('Waypoint by the numbers');
  });

  it('links the header navigation to the section anchors', () => {
    renderLanding();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const anchors = {
      Services: '#services',
      Features: '#features',
      Stories: '#testimonials',
      Contact: '#contact',
    };
    for (const [name, href] of Object.entries(anchors)) {
      expect(hrefOf(name, nav)).toBe(href);
      expect(document.getElementById(href.slice(1))).not.toBeNull();
    }
    expect(hrefOf('Crisis support', nav)).toBe('/crisis-resources');
  });

  it('sends Sign In to /signin, both Join buttons to /register and Watch Demo to #features', () => {
    renderLanding();
    const header = screen.getByRole('banner');
    expect(hrefOf('Sign In', header)).toBe('/signin');
    expect(hrefOf('Join', header)).toBe('/register');
    expect(hrefOf('Join Waypoint')).toBe('/register');
    expect(hrefOf('Watch Demo')).toBe('#features');
  });

  it('scrolls to the section named in the URL hash once rendered (/#contact from another page)', () => {
    const scrolled: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    // Record which element the page asks to bring into view.
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    try {
      renderLanding('/#contact');
    } finally {
      Element.prototype.scrollIntoView = original;
    }
    expect(scrolled.map((element) => element.id)).toEqual(['contact']);
  });

  it('shows every marketing figure of the spec', () => {
    renderLanding();
    const text = document.body.textContent ?? '';
    for (const figure of ['50,000+', '94%', '95%', '$75K+', '3,000+', '256-bit', '98%', '500+', '24/7']) {
      expect(text).toContain(figure);
    }
    expect(text).toContain('Trusted by 50,000+ veterans');
  });
});

describe('testimonials', () => {
  it('gives each rating a text and draws the half star', () => {
    renderLanding();
    const section = document.getElementById('testimonials') as HTMLElement;
    expect(within(section).getAllByRole('img', { name: 'Rated 5 out of 5' })).toHaveLength(2);
    const halfRating = within(section).getByRole('img', { name: 'Rated 4.5 out of 5' });
    expect(halfRating.querySelectorAll('[data-star="full"]')).toHaveLength(4);
    expect(halfRating.querySelectorAll('[data-star="half"]')).toHaveLength(1);
    expect(within(section).getAllByText('Verified Veteran')).toHaveLength(3);
    expect(within(section).getAllByRole('blockquote')).toHaveLength(3);
  });
});

describe('Learn More and resource links', () => {
  const learnMore = {
    'Learn More about career translation': '/career/translate',
    'Learn More about benefits guidance': '/benefits',
    'Learn More about veteran mentorship': '/mentorship',
  };

  it('send a signed-out visitor to registration', () => {
    renderLanding();
    for (const name of Object.keys(learnMore)) expect(hrefOf(name)).toBe('/register');
    const resources = screen.getByRole('navigation', { name: 'Resources' });
    expect(hrefOf('Career Center', resources)).toBe('/register');
    expect(hrefOf('Benefits Calculator', resources)).toBe('/register');
    expect(hrefOf('Success Stories', resources)).toBe('#testimonials');
    expect(hrefOf('Support Groups', resources)).toBe('/register');
  });

  it('send a signed-in visitor to the matching feature', () => {
    window.localStorage.setItem('auth_token', 'token');
    renderLanding();
    for (const [name, href] of Object.entries(learnMore)) expect(hrefOf(name)).toBe(href);
    const resources = screen.getByRole('navigation', { name: 'Resources' });
    expect(hrefOf('Career Center', resources)).toBe('/career/translate');
    expect(hrefOf('Benefits Calculator', resources)).toBe('/benefits');
    expect(hrefOf('Support Groups', resources)).toBe('/community');
  });
});

const CONTACT_VARIABLES = ['CONTACT_PHONE', 'CONTACT_EMAIL', 'CONTACT_ADDRESS'] as const;
const setContact = (values: Partial<Record<(typeof CONTACT_VARIABLES)[number], string>>) => {
  for (const name of CONTACT_VARIABLES) vi.stubEnv(name, values[name] ?? '');
};

describe('footer', () => {
  beforeEach(() => setContact({}));
  afterEach(() => vi.unstubAllEnvs());

  it('has quick links, named social links, contact details and the legal line', () => {
    renderLanding();
    const footer = screen.getByRole('contentinfo');
    const quick = within(footer).getByRole('navigation', { name: 'Quick links' });
    expect(
      within(quick)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#services', '#features', '#testimonials', '#contact', '/signin', '/register']);
    const social = within(footer).getAllByRole('link', { name: /^Waypoint on / });
    expect(social).toHaveLength(4);
    for (const link of social) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\/[a-z.]+\.com\/$/);
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(hrefOf(CONTACT_FORM_LINK, footer)).toBe('#contact');
    expect(footer).toHaveTextContent(`© ${new Date().getFullYear()} Waypoint. All rights reserved.`);
    expect(hrefOf('Privacy Policy', footer)).toBe('/privacy');
    expect(hrefOf('Terms of Service', footer)).toBe('/terms');
  });

  it('invents no contact: without any configured, it offers the contact form and no phone or e-mail', () => {
    renderLanding();
    const footer = screen.getByRole('contentinfo');
    const hrefs = within(footer)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /^(tel|mailto):/.test(href))).toEqual([]);
    expect(footer).not.toHaveTextContent(/555-01|\.example/);
  });

  it('shows the phone, e-mail and address the build was given (CONTACT_*)', () => {
    setContact({
      CONTACT_PHONE: '+18005550123',
      CONTACT_EMAIL: 'help@waypoint.test',
      CONTACT_ADDRESS: 'Arlington, VA',
    });
    renderLanding();
    const footer = screen.getByRole('contentinfo');
    expect(hrefOf('Phone: 1-800-555-0123', footer)).toBe('tel:+18005550123');
    expect(hrefOf('help@waypoint.test', footer)).toBe('mailto:help@waypoint.test');
    expect(footer).toHaveTextContent('Arlington, VA');
    expect(within(footer).queryByRole('link', { name: CONTACT_FORM_LINK })).toBeNull();
  });
});
