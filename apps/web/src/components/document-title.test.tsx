import { render, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DocumentTitle, documentTitle } from './document-title';

describe('document titles', () => {
  it('name the page, then the site, with one separator', () => {
    expect(documentTitle('Privacy Policy')).toBe('Privacy Policy — Waypoint');
    expect(documentTitle()).toBe('Waypoint — career, benefits and mentorship for veterans');
  });

  it('set the tab’s title while shown', async () => {
    render(<DocumentTitle page="Crisis & Support" />);
    await waitFor(() => expect(document.title).toBe('Crisis & Support — Waypoint'));
  });
});
