import { render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { theme } from '../../theme/theme';
import CrisisPage from './crisis-page';

function renderCrisis() {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter>
        <CrisisPage />
      </MemoryRouter>
    </ThemeProvider>,
  );
}

const hrefs = (name: string | RegExp, scope: HTMLElement = document.body) =>
  within(scope)
    .getAllByRole('link', { name })
    .map((link) => link.getAttribute('href'));

describe('crisis resources page', () => {
  it('is headed "Crisis & Support" and leaves <main> to the shell or frame', () => {
    const { container } = renderCrisis();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Crisis & Support');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(container.querySelector('main')).toBeNull();
  });

  it('shows the emergency notice as a labelled region, not a live alert', () => {
    renderCrisis();
    const notice = screen.getByRole('region', { name: 'In an emergency' });
    expect(notice).toHaveTextContent(
      'If you are in immediate danger, call 911 or go to the nearest emergency room.',
    );
    expect(within(notice).getByRole('link', { name: 'Call 911' })).toHaveAttribute('href', 'tel:911');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the Veterans Crisis Line quick links', () => {
    renderCrisis();
    const quick = screen.getByRole('region', { name: 'Talk to someone now' });
    expect(hrefs('Call 988, then press 1', quick)).toEqual(['tel:988']);
    expect(hrefs('Text 838255', quick)).toEqual(['sms:838255']);
    expect(hrefs('Chat online', quick)).toEqual(['https://www.veteranscrisisline.net/get-help-now/chat/']);
  });

  it('lists the three crisis lines with their call, text and chat links', () => {
    renderCrisis();
    const lines = screen.getByRole('region', { name: 'Crisis lines' });
    expect(
      within(lines)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Veterans Crisis Line', 'National Suicide Prevention Lifeline', 'Crisis Text Line']);
    expect(hrefs('Call 988', lines)).toEqual(['tel:988']);
    expect(hrefs('Text 988', lines)).toEqual(['sms:988']);
    expect(hrefs('Text HOME to 741741', lines)).toEqual(['sms:741741?&body=HOME']);
    expect(hrefs('Message HOME on WhatsApp', lines)).toEqual(['https://wa.me/14437877678?text=HOME']);
  });

  it('lists SAMHSA, VA PTSD support and local VA crisis services, then the disclaimer', () => {
    renderCrisis();
    const more = screen.getByRole('region', { name: 'More support' });
    expect(hrefs('Call 1-800-662-4357', more)).toEqual(['tel:18006624357']);
    expect(hrefs('Visit the National Center for PTSD', more)).toEqual(['https://www.ptsd.va.gov/']);
    expect(hrefs('Find local resources', more)).toEqual([
      'https://www.veteranscrisisline.net/find-resources/local-resources/',
    ]);
    expect(screen.getByRole('region', { name: 'Emergency disclaimer' })).toHaveTextContent(
      'Waypoint is not a crisis or emergency service',
    );
  });
});
