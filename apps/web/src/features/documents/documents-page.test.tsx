import { screen, waitFor, within } from '@testing-library/react';
import { DOCUMENT_MESSAGES } from '@waypoint/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { makeDocument, makeDocumentList, stubDocumentsApi } from './test/documents-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openVault(routes: Parameters<typeof stubDocumentsApi>[0]) {
  const api = stubDocumentsApi(routes);
  const view = renderRoute('/documents');
  await screen.findByRole('heading', { level: 1, name: 'Document Vault' });
  return { ...api, ...view };
}

describe('the document vault screen', () => {
  it('lists documents with their size, date, category and notes, and the usage meter', async () => {
    const small = makeDocument({
      id: '6f1c2b9e-5d1a-4c3e-9a7b-2f8e0c4d1a02',
      name: 'Award letter.pdf',
      sizeBytes: 21_650,
    });
    await openVault({
      'GET /documents': () => ({ status: 200, body: makeDocumentList([makeDocument(), small]) }),
    });
    const card = await screen.findByRole('article', { name: 'DD-214 Member 4.pdf' });
    expect(within(card).getByText(/1\.5 MB · Uploaded Mar 2, 2026/)).toBeInTheDocument();
    // Under 1 MB a size is in KB, never "0.0 MB".
    const smallCard = screen.getByRole('article', { name: 'Award letter.pdf' });
    expect(within(smallCard).getByText(/^21 KB · Uploaded Mar 2, 2026$/)).toBeInTheDocument();
    expect(within(card).getByRole('combobox', { name: 'Category' })).toHaveValue('Service Records');
    expect(within(card).getByRole('textbox', { name: 'Notes' })).toHaveValue('Certified copy');
    expect(screen.getByRole('progressbar', { name: 'Vault storage used' })).toHaveAttribute(
      'aria-valuetext',
      '1.5 MB of 1.0 GB used (0%)',
    );
  });

  it('shows the empty state', async () => {
    await openVault({ 'GET /documents': () => ({ status: 200, body: makeDocumentList([], 0) }) });
    expect(await screen.findByText('No documents yet. Upload your first one above.')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('shows the load failure with a retry', async () => {
    await openVault({
      'GET /documents': () => ({ status: 500, body: { status: 500, code: 'INTERNAL', message: 'x' } }),
    });
    expect(await screen.findByText(DOCUMENT_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('uploads from the file picker: the new document goes to the top and the meter grows', async () => {
    const added = makeDocument({
      id: '6f1c2b9e-5d1a-4c3e-9a7b-2f8e0c4d1a02',
      name: 'rating.pdf',
      sizeBytes: 1048576,
    });
    const { user, calls } = await openVault({
      'GET /documents': () => ({ status: 200, body: makeDocumentList([makeDocument()]) }),
      'POST /documents': () => ({
        status: 201,
        body: { document: added, usage: { usedBytes: 2621440, quotaBytes: 1073741824 } },
      }),
    });
    await screen.findByRole('article', { name: 'DD-214 Member 4.pdf' });
    const file = new File(['%PDF-1.4'], 'rating.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Choose a file', { selector: 'input' }), file);
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('rating.pdf was uploaded.');
    const cards = screen.getAllByRole('article');
    expect(cards[0]).toHaveAccessibleName('rating.pdf');
    expect(screen.getByRole('progressbar', { name: 'Vault storage used' })).toHaveAttribute(
      'aria-valuetext',
      '2.5 MB of 1.0 GB used (0%)',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toBeInstanceOf(FormData);
  });

  it('opens the file picker from the drop zone by keyboard (Enter and Space), and keeps the button', async () => {
    const { user } = await openVault({
      'GET /documents': () => ({ status: 200, body: makeDocumentList([makeDocument()]) }),
    });
    const zone = await screen.findByRole('button', { name: /^Drop zone: drop a file here to upload it/ });
    expect(zone).toHaveAccessibleDescription(/press Enter or Space, to choose a file\..*PDF, PNG, JPEG/);
    const picker = screen.getByLabelText('Choose a file', { selector: 'input' });
    const opened = vi.fn();
    picker.addEventListener('click', opened);
    await user.tab();
    while (document.activeElement !== zone) await user.tab();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
    // Tab moves on to the button, which opens the same picker.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Choose a file' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(3);
  });

  it('shows why an upload was refused', async () => {
    const { user } = await openVault({
      'GET /documents': () => ({ status: 200, body: makeDocumentList([]) }),
      'POST /documents': () => ({
        status: 415,
        body: {
          status: 415,
          code: 'UNSUPPORTED_MEDIA_TYPE',
          message: DOCUMENT_MESSAGES.uploadFailed,
          fieldErrors: { file: DOCUMENT_MESSAGES.wrongType },
        },
      }),
    });
    await screen.findByText('No documents yet. Upload your first one above.');
    await user.upload(
      screen.getByLabelText('Choose a file', { selector: 'input' }),
      new File(['MZ'], 'x.pdf'),
    );
    expect(
      await screen.findByText(`${DOCUMENT_MESSAGES.uploadFailed} ${DOCUMENT_MESSAGES.wrongType}`),
    ).toBeInTheDocument();
  });

  it('applies a category change at once, saves it, and takes it back with the spec message if saving fails', async () => {
    let fail = false;
    const { user, calls } = await openVault({
      'GET /documents': () => ({ status: 200, body: makeDocumentList([makeDocument()]) }),
      'PATCH /documents/6f1c2b9e-5d1a-4c3e-9a7b-2f8e0c4d1a01': (body) =>
        fail
          ? { status: 500, body: { status: 500, code: 'INTERNAL', message: 'x' } }
          : { status: 200, body: makeDocument(body as object) },
    });
    const category = await screen.findByRole('combobox', { name: 'Category' });
    await user.selectOptions(category, 'Medical');
    expect(category).toHaveValue('Medical');
    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ category: 'Medical' });

    fail = true;
    await user.selectOptions(category, 'Claims');
    expect(await screen.findByText(DOCUMENT_MESSAGES.saveFailed)).toBeInTheDocument();
    await waitFor(() => expect(category).toHaveValue('Medical'));
  });

  it('shares: the button waits for an address, days default to 7, and it says the link was e-mailed', async () => {
    const { user, calls } = await openVault({
      'GET /documents': () => ({ status: 200, body: makeDocumentList([makeDocument()]) }),
      'POST /documents/6f1c2b9e-5d1a-4c3e-9a7b-2f8e0c4d1a01/shares': () => ({
        status: 201,
        body: {
          share: {
            id: 's1',
            recipientEmail: 'officer@example.org',
            createdAt: '2026-03-02T15:00:00.000Z',
            expiresAt: '2026-03-09T15:00:00.000Z',
            accessCount: 0,
            lastAccessedAt: null,
          },
          url: 'http://localhost:3000/shared?token=abc',
        },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share DD-214 Member 4.pdf' });
    const submit = within(dialog).getByRole('button', { name: 'Share by email' });
    expect(submit).toBeDisabled();
    expect(within(dialog).getByRole('spinbutton', { name: 'Days valid' })).toHaveValue(7);
    await user.type(within(dialog).getByRole('textbox', { name: /Recipient email/ }), 'officer@example.org');
    expect(submit).toBeEnabled();
    await user.click(submit);
    expect(
      await within(dialog).findByText(
        /We e-mailed the link to officer@example\.org\. It works until Mar 9, 2026, unless you revoke it sooner\./,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Share link' })).toHaveValue(
      'http://localhost:3000/shared?token=abc',
    );
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'officer@example.org',
      daysValid: 7,
    });
  });

  it('asks before deleting', async () => {
    let deleted = false;
    const { user } = await openVault({
      'GET /documents': () => ({
        status: 200,
        body: makeDocumentList(deleted ? [] : [makeDocument()]),
      }),
      'DELETE /documents/6f1c2b9e-5d1a-4c3e-9a7b-2f8e0c4d1a01': () => {
        deleted = true;
        return { status: 204 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this document?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete document' }));
    expect(await screen.findByText('No documents yet. Upload your first one above.')).toBeInTheDocument();
  });
});
