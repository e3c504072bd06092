import { screen } from '@testing-library/react';
import { DOCUMENT_MESSAGES } from '@waypoint/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { stubDocumentsApi } from './test/documents-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the share link page, signed out', () => {
  it('shows the name, size, sharer and expiry, and links the download', async () => {
    stubDocumentsApi({
      'GET /shared-documents': () => ({
        status: 200,
        body: {
          name: 'VA rating letter.pdf',
          sizeBytes: 2097152,
          sharedBy: 'Dana Whitfield',
          expiresAt: '2026-03-09T15:00:00.000Z',
        },
      }),
    });
    renderRoute('/shared?token=abc123', { signedIn: false });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'VA rating letter.pdf' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Dana Whitfield')).toBeInTheDocument();
    expect(screen.getByText('2.0 MB')).toBeInTheDocument();
    expect(screen.getByText('Mar 9, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/api/shared-documents/file?token=abc123',
    );
  });

  it('says when the share was revoked', async () => {
    stubDocumentsApi({
      'GET /shared-documents': () => ({
        status: 410,
        body: { status: 410, code: 'GONE', message: DOCUMENT_MESSAGES.shareRevoked },
      }),
    });
    renderRoute('/shared?token=abc123', { signedIn: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(DOCUMENT_MESSAGES.shareRevoked);
  });

  it('says the link is not valid when it has no token', async () => {
    stubDocumentsApi({});
    renderRoute('/shared', { signedIn: false });
    expect(await screen.findByRole('alert')).toHaveTextContent(DOCUMENT_MESSAGES.linkInvalid);
  });
});
