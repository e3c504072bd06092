import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryState, type QueryStateProps, type QueryStateResult } from './query-state';

type Circles = string[];

function renderState(
  result: Partial<QueryStateResult<Circles>>,
  props: Partial<QueryStateProps<Circles>> = {},
) {
  const refetch = vi.fn();
  render(
    <QueryState
      result={{ isError: false, refetch, ...result }}
      loadingLabel="Loading circles"
      errorMessage="We could not load the circles."
      isEmpty={(circles) => circles.length === 0}
      empty="There are no circles yet."
      {...props}
    >
      {(circles) => (
        <ul>
          {circles.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </QueryState>,
  );
  return { refetch };
}

describe('QueryState', () => {
  it('shows a labelled wait in a status region until the first answer', () => {
    renderState({});
    const status = screen.getByRole('status');
    expect(within(status).getByRole('progressbar', { name: 'Loading circles' })).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('can show the wait as text beside a spinner the screen reader skips', () => {
    renderState({}, { loadingLabel: 'Loading your benefits…', loadingVariant: 'text' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your benefits…');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it("shows the page's message for a failure, and its retry asks again", async () => {
    const { refetch } = renderState({ isError: true, error: { status: 500, message: 'Database down' } });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('We could not load the circles.');
    expect(alert).not.toHaveTextContent('Database down');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it("reads the API's error when the page asks, and lets the page choose the action", () => {
    renderState(
      { isError: true, error: { status: 400, code: 'VALIDATION', message: 'Enter a keyword' } },
      {
        errorMessage: (failure) => (failure.code === 'VALIDATION' ? failure.message : 'Fallback'),
        errorAction: (failure) => (failure.status === 400 ? null : undefined),
        retryLabel: 'Try again',
      },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a keyword');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('names its retry as the page does', () => {
    renderState({ isError: true, error: new TypeError('boom') }, { retryLabel: 'Try again' });
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows the empty text for an empty answer', () => {
    renderState({ data: [] });
    expect(screen.getByText('There are no circles yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows the page’s own content for an answer that holds nothing', () => {
    renderState({ data: null }, { empty: <button type="button">Start a circle</button> });
    expect(screen.getByRole('button', { name: 'Start a circle' })).toBeInTheDocument();
  });

  it('shows the data, and keeps it on screen when a refresh fails', () => {
    renderState({ data: ['Family', 'Veterans in tech'], isError: true, error: { status: 500, message: '' } });
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Family',
      'Veterans in tech',
    ]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
