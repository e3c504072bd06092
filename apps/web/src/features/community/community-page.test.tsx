import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Circle, CircleSuggestion, Post, PostPage } from '@waypoint/shared/community/community';
import { renderRoute } from '../../test/render-route';
import { stubApi, type ApiRoutes } from '../../test/stub-api';

afterEach(() => vi.unstubAllGlobals());

const PUBLIC_ID = '6f0c5a4e-2d1b-4c61-9a51-0c8f3b2a7d01';
const INVITE_ID = '6f0c5a4e-2d1b-4c61-9a51-0c8f3b2a7d02';
const MODERATED_POST = '11111111-1111-4111-8111-111111111111';

function makeCircle(overrides: Partial<Circle> = {}): Circle {
  return {
    id: PUBLIC_ID,
    name: 'Transition Support Circle',
    description: 'Veterans in their first year out of uniform.',
    memberCount: 128,
    access: 'public',
    sample: true,
    membership: 'none',
    view: 'member',
    ...overrides,
  };
}

const inviteOnly = () =>
  makeCircle({ id: INVITE_ID, name: 'Military Spouses & Families', access: 'invite-only', memberCount: 86 });

let postCount = 0;
function makePost(overrides: Partial<Post> = {}): Post {
  postCount += 1;
  return {
    id: `00000000-0000-4000-8000-${String(postCount).padStart(12, '0')}`,
    circleId: PUBLIC_ID,
    author: { name: 'Sam Rivera', isYou: false, isModerator: false },
    content: 'Hello, circle.',
    createdAt: '2026-11-20T15:00:00.000Z',
    pinned: false,
    ...overrides,
  };
}

const json =
  (body: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A small server: the circles and one circle's posts, changed by the calls the screen makes. */
function fakeServer(start: { circles: Circle[]; posts?: Post[]; suggestions?: CircleSuggestion[] }) {
  const state = { circles: start.circles, posts: start.posts ?? [], suggestions: start.suggestions ?? [] };
  const update = (id: string, change: Partial<Circle>) => {
    state.circles = state.circles.map((circle) => (circle.id === id ? { ...circle, ...change } : circle));
    return state.circles.find((circle) => circle.id === id);
  };
  const routes: ApiRoutes = {
    'GET /community/circles': () => json({ circles: state.circles, suggestions: state.suggestions })(),
    [`PUT /community/circles/${PUBLIC_ID}/membership`]: () =>
      json(update(PUBLIC_ID, { membership: 'joined', memberCount: 129 }))(),
    [`PUT /community/circles/${INVITE_ID}/membership`]: () =>
      json(update(INVITE_ID, { membership: 'pending' }))(),
    [`GET /community/circles/${PUBLIC_ID}/posts`]: () =>
      json({ pinned: [], posts: state.posts, nextCursor: null } satisfies PostPage)(),
  };
  return { state, routes };
}

async function openCommunity(routes: ApiRoutes) {
  const api = stubApi(routes);
  const view = renderRoute('/community');
  await screen.findByRole('heading', { level: 1, name: 'Community Circles' });
  return { ...api, ...view };
}

const card = async (name: string) => screen.findByRole('article', { name });

describe('/community', () => {
  it('shows each circle with its members, access, sample label and the spec’s join labels', async () => {
    const { routes } = fakeServer({ circles: [makeCircle(), inviteOnly()] });
    await openCommunity(routes);
    const transition = await card('Transition Support Circle');
    expect(within(transition).getByText('128 members')).toBeInTheDocument();
    expect(within(transition).getByText('Public')).toBeInTheDocument();
    expect(within(transition).getByText('Sample circle')).toBeInTheDocument();
    expect(within(transition).getByRole('button', { name: 'Join circle' })).toBeEnabled();
    expect(within(transition).getByRole('button', { name: 'View circle' })).toBeInTheDocument();
    const families = await card('Military Spouses & Families');
    expect(within(families).getByText('Invite-only')).toBeInTheDocument();
    expect(within(families).getByRole('button', { name: 'Request access' })).toBeEnabled();
  });

  it('puts the circle suggested for the target career first, saying why; none is marked without a suggestion', async () => {
    const logistics = makeCircle({
      id: '6f0c5a4e-2d1b-4c61-9a51-0c8f3b2a7d03',
      name: 'Logistics and Supply Chain',
      sample: false,
      memberCount: 12,
    });
    const reason = 'Fits your target career, Logisticians: this circle is about logistics';
    const { routes } = fakeServer({
      circles: [makeCircle(), inviteOnly(), logistics],
      suggestions: [{ circleId: logistics.id, target: { soc: '13-1081', title: 'Logisticians' }, reason }],
    });
    await openCommunity(routes);
    const suggested = await card('Logistics and Supply Chain');
    expect(within(suggested).getByText('Suggested for your target career')).toBeInTheDocument();
    expect(within(suggested).getByText(reason)).toBeInTheDocument();
    const names = screen.getAllByRole('article').map((article) => article.getAttribute('aria-labelledby'));
    expect(document.getElementById(names[0]!)).toHaveTextContent('Logistics and Supply Chain');
    expect(within(await card('Transition Support Circle')).queryByText(/Suggested/)).not.toBeInTheDocument();
  });

  it('joining a public circle raises the count by one and the button reads "Joined", disabled', async () => {
    const { routes } = fakeServer({ circles: [makeCircle(), inviteOnly()] });
    const { user } = await openCommunity(routes);
    const transition = await card('Transition Support Circle');
    await user.click(within(transition).getByRole('button', { name: 'Join circle' }));
    expect(await within(transition).findByRole('button', { name: 'Joined' })).toBeDisabled();
    expect(within(transition).getByText('129 members')).toBeInTheDocument();
    expect(within(transition).getByRole('button', { name: 'Leave circle' })).toBeEnabled();
  });

  it('asking to join an invite-only circle shows "Pending approval", disabled', async () => {
    const { routes } = fakeServer({ circles: [makeCircle(), inviteOnly()] });
    const { user } = await openCommunity(routes);
    const families = await card('Military Spouses & Families');
    await user.click(within(families).getByRole('button', { name: 'Request access' }));
    expect(await within(families).findByRole('button', { name: 'Pending approval' })).toBeDisabled();
    expect(within(families).getByText('86 members')).toBeInTheDocument();
  });

  it('shows the loading state, then an error with Retry when the circles fail to load', async () => {
    await openCommunity({ 'GET /community/circles': { status: 500, body: { status: 500, message: 'x' } } });
    expect(await screen.findByText('We could not load the circles.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe('View circle', () => {
  it('lists posts with "You" and the Moderator badge, text kept as text, links safe', async () => {
    const { routes } = fakeServer({
      circles: [makeCircle({ membership: 'joined' })],
      posts: [
        makePost({ author: { name: 'Alex Rivera', isYou: true, isModerator: false }, content: 'Mine' }),
        makePost({
          author: { name: 'Morgan Lee', isYou: false, isModerator: true },
          content: '<img src=x onerror="alert(1)"> see https://www.va.gov/benefits/.',
        }),
      ],
    });
    const { user } = await openCommunity(routes);
    await user.click(
      within(await card('Transition Support Circle')).getByRole('button', { name: 'View circle' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Transition Support Circle' });
    const posts = await within(dialog).findByRole('list', { name: 'Posts' });
    const [mine, theirs] = within(posts).getAllByRole('article');
    expect(within(mine!).getByText('You')).toBeInTheDocument();
    expect(within(theirs!).getByText('Moderator')).toBeInTheDocument();
    expect(theirs!.querySelector('img')).toBeNull();
    expect(within(theirs!).getByText(/<img src=x onerror="alert\(1\)">/)).toBeInTheDocument();
    const link = within(theirs!).getByRole('link', { name: 'https://www.va.gov/benefits/' });
    expect(link).toHaveAttribute('rel', 'noopener nofollow ugc');
    expect(link).toHaveAttribute('target', '_blank');
    // A member sees Report on others' posts, and no moderator actions.
    expect(within(theirs!).getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete post' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Pin resource' })).toBeNull();
  });

  it('shows moderators Delete post and Pin resource, and the moderation queue', async () => {
    const { routes } = fakeServer({
      circles: [makeCircle({ view: 'moderator' })],
      posts: [makePost({ id: MODERATED_POST })],
    });
    routes[`GET /community/circles/${PUBLIC_ID}/moderation`] = json({
      requests: [],
      reports: [],
    });
    const { user, calls } = await openCommunity({
      ...routes,
      [`DELETE /community/posts/${MODERATED_POST}`]: { status: 204 },
    });
    await user.click(
      within(await card('Transition Support Circle')).getByRole('button', { name: 'View circle' }),
    );
    const dialog = await screen.findByRole('dialog');
    const post = (await within(dialog).findAllByRole('article'))[0]!;
    expect(within(post).getByRole('button', { name: 'Pin resource' })).toBeInTheDocument();
    // Asked first: Escape sends nothing; the confirmation's own button deletes.
    await user.click(within(post).getByRole('button', { name: 'Delete post' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Delete this post?' });
    expect(within(confirmation).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete this post?' })).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await user.click(within(post).getByRole('button', { name: 'Delete post' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete this post?' })).getByRole('button', {
        name: 'Delete post',
      }),
    );
    await waitFor(() =>
      expect(calls).toContainEqual({
        method: 'DELETE',
        path: `/community/posts/${MODERATED_POST}`,
        body: undefined,
      }),
    );
    expect(await within(dialog).findByRole('region', { name: 'Moderation queue' })).toBeInTheDocument();
  });

  it('posts to a joined circle, the new post at the top; an empty post is refused before sending', async () => {
    const server = fakeServer({ circles: [makeCircle({ membership: 'joined' })], posts: [makePost()] });
    const created = makePost({
      author: { name: 'Alex Rivera', isYou: true, isModerator: false },
      content: 'Hi all',
    });
    const { user, calls } = await openCommunity({
      ...server.routes,
      [`POST /community/circles/${PUBLIC_ID}/posts`]: () => {
        server.state.posts = [created, ...server.state.posts];
        return json({ post: created, showCrisisResources: false }, 201)();
      },
    });
    await user.click(
      within(await card('Transition Support Circle')).getByRole('button', { name: 'View circle' }),
    );
    const dialog = await screen.findByRole('dialog');
    const box = await within(dialog).findByRole('textbox', { name: 'Post to Transition Support Circle' });
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    expect(await within(dialog).findByText('Write something before posting.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    await user.type(box, 'Hi all');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    await waitFor(() => {
      const first = within(within(dialog).getByRole('list', { name: 'Posts' })).getAllByRole('article')[0]!;
      expect(within(first).getByText('Hi all')).toBeInTheDocument();
    });
  });

  it('shows the poster the crisis resources when the server says so', async () => {
    const server = fakeServer({ circles: [makeCircle({ membership: 'joined' })] });
    const created = makePost({ content: 'hard days' });
    const { user } = await openCommunity({
      ...server.routes,
      [`POST /community/circles/${PUBLIC_ID}/posts`]: json({ post: created, showCrisisResources: true }, 201),
    });
    await user.click(
      within(await card('Transition Support Circle')).getByRole('button', { name: 'View circle' }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('No posts yet. Be the first to say hello.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Post to/ }), 'hard days');
    await user.click(within(dialog).getByRole('button', { name: 'Post' }));
    const crisis = await within(dialog).findByRole('region', { name: 'Crisis support' });
    expect(within(crisis).getByRole('link', { name: 'Call 988, then press 1' })).toHaveAttribute(
      'href',
      'tel:988',
    );
  });
});
