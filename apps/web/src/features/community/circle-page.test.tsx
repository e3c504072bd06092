import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Circle } from '@waypoint/shared/community/community';
import { renderRoute } from '../../test/render-route';
import { stubApi } from '../../test/stub-api';

afterEach(() => vi.unstubAllGlobals());

const ID = '6f0c5a4e-2d1b-4c61-9a51-0c8f3b2a7d02';
const circle: Circle = {
  id: ID,
  name: 'Military Spouses & Families',
  description: 'An invite-only space for families.',
  memberCount: 86,
  access: 'invite-only',
  sample: true,
  membership: 'pending',
  view: 'member',
};

describe('/community/:circleId', () => {
  it('shows the circle on its own page: pending, and its posts kept from those who have not joined', async () => {
    stubApi({ [`GET /community/circles/${ID}`]: { status: 200, body: circle } });
    renderRoute(`/community/${ID}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Military Spouses & Families' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pending approval' })).toBeDisabled();
    expect(
      screen.getByText('This circle is invite-only. Request access to read its posts.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Posts' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All circles' })).toHaveAttribute('href', '/community');
  });

  it('says so when the circle does not exist', async () => {
    stubApi({
      [`GET /community/circles/${ID}`]: {
        status: 404,
        body: { status: 404, code: 'NOT_FOUND', message: 'We could not find that circle.' },
      },
    });
    renderRoute(`/community/${ID}`);
    expect(await screen.findByText('We could not find that circle.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All circles' })).toBeInTheDocument();
  });
});
