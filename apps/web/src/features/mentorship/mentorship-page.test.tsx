import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MENTORSHIP_MESSAGES } from '@waypoint/shared/mentorship/mentorship-limits';
import type { MentorshipHub } from '@waypoint/shared/mentorship/mentorship';
import { renderRoute } from '../../test/render-route';
import { stubApi, type ApiRoutes } from '../../test/stub-api';
import {
  makeConversation,
  makeHub,
  makeMentor,
  makeRequest,
  mentorshipWithAvery,
  MENTOR_IDS,
  rankedRecommendations,
  sampleRecommendations,
} from '../../test/fixtures/mentorship';

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );

async function openHub(routes: ApiRoutes) {
  const api = stubApi(routes);
  const view = renderRoute('/mentorship');
  await screen.findByRole('heading', { level: 1, name: 'Mentorship Hub' });
  return { ...api, ...view };
}

const hubRoute = (hub: MentorshipHub) => ({ 'GET /mentorship': { status: 200, body: hub } });

describe('/mentorship as a mentee', () => {
  it('offers "Become a mentee" and then shows the ranked mentors with their scores and reasons', async () => {
    let optedIn = false;
    const after = makeHub({
      isMentee: true,
      recommendations: rankedRecommendations(),
      sampleMentors: sampleRecommendations(),
    });
    const { user, calls } = await openHub({
      'GET /mentorship': () => json(optedIn ? after : makeHub()),
      'POST /mentorship/mentee': () => {
        optedIn = true;
        return Promise.resolve(new Response(null, { status: 204 }));
      },
    });
    expect(await screen.findByText('Mentee view')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recommended mentors' })).toBeNull();

    await user.click(screen.getByRole('button', { name: MENTORSHIP_MESSAGES.becomeMentee }));
    const list = await screen.findByRole('list', { name: 'Recommended mentors' });
    const cards = within(list).getAllByRole('article');
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Jamie Novak',
      'Taylor Brooks',
    ]);
    expect(within(cards[0]!).getByText('Match score: 86')).toBeInTheDocument();
    expect(
      within(cards[0]!).getByText('Same branch · 1 shared interest · Near you · no answers yet'),
    ).toBeInTheDocument();
    expect(within(list).queryByText('Sample mentor')).toBeNull();
    expect(within(cards[1]!).getByText(/answers in about a day/)).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path === '/mentorship/mentee')).toBe(true);
  });

  it('shows the sample mentors after every real one, apart, labelled, and with no request button', async () => {
    await openHub(
      hubRoute(
        makeHub({
          isMentee: true,
          recommendations: rankedRecommendations(),
          sampleMentors: sampleRecommendations(),
        }),
      ),
    );
    const samples = await screen.findByRole('region', { name: 'Sample mentors' });
    expect(samples).toHaveTextContent(/not real people: nobody answers them, and they cannot be requested/);
    const sampleCards = within(within(samples).getByRole('list', { name: 'Sample mentors' })).getAllByRole(
      'article',
    );
    expect(sampleCards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Marcus Hale',
      'Dana Whitfield',
    ]);
    for (const card of sampleCards) {
      expect(within(card).getByText('Sample mentor')).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: /Request/ })).toBeNull();
    }
    // Every real mentor comes before the first sample, although the samples score higher.
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Taylor Brooks')).toBeLessThan(headings.indexOf('Marcus Hale'));
    expect(screen.getAllByRole('button', { name: 'Request mentorship' })).toHaveLength(2);
  });

  it('with no real mentor yet, says so, and still offers no request to a sample', async () => {
    await openHub(hubRoute(makeHub({ isMentee: true, sampleMentors: sampleRecommendations() })));
    expect(
      await screen.findByText('No mentors are taking mentees yet. Check back soon.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Recommended mentors' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Sample mentors' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request mentorship' })).toBeNull();
  });

  it('sends a request with a short message, and the card goes pending with its button disabled', async () => {
    let requested = false;
    const before = makeHub({ isMentee: true, recommendations: rankedRecommendations() });
    const [first, second] = rankedRecommendations();
    const after = makeHub({
      isMentee: true,
      recommendations: [{ ...first!, requestState: 'pending' }, second!],
      myRequests: [makeRequest({ mentor: { id: MENTOR_IDS.jamie, name: 'Jamie Novak' } })],
    });
    const { user, calls } = await openHub({
      'GET /mentorship': () => json(requested ? after : before),
      'POST /mentorship/requests': () => {
        requested = true;
        return json(makeRequest(), 201);
      },
    });
    const card = (await screen.findAllByRole('article'))[0]!;
    await user.click(within(card).getByRole('button', { name: 'Request mentorship' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request Jamie Novak as your mentor' });
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await within(dialog).findByRole('textbox', { name: 'Message to the mentor' }),
    ).toHaveAccessibleDescription(MENTORSHIP_MESSAGES.requestMessageRequired);
    await user.type(
      within(dialog).getByRole('textbox', { name: 'Message to the mentor' }),
      'Help me into security work?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const pending = await within((await screen.findAllByRole('article'))[0]!).findByRole('button', {
      name: 'Request pending',
    });
    expect(pending).toBeDisabled();
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      mentorId: MENTOR_IDS.jamie,
      message: 'Help me into security work?',
    });
    expect(screen.getByRole('region', { name: 'My requests' })).toHaveTextContent('1 of 3 pending');
  });

  it('counts no slot for a request made to a sample mentor before samples could no longer be asked', async () => {
    await openHub(
      hubRoute(
        makeHub({
          isMentee: true,
          sampleMentors: sampleRecommendations(),
          myRequests: [
            makeRequest({ mentor: { id: MENTOR_IDS.marcus, name: 'Marcus Hale' } }),
            makeRequest({
              id: '5b6c7d8e-9f0a-4b1c-8d2e-3f4a5b6c7d8e',
              mentor: { id: MENTOR_IDS.jamie, name: 'Jamie Novak' },
            }),
          ],
        }),
      ),
    );
    const mine = await screen.findByRole('region', { name: 'My requests' });
    expect(mine).toHaveTextContent('1 of 3 pending');
    expect(mine).toHaveTextContent('Marcus HaleSample mentor: never answers, and takes none of your slots');
  });

  it("shows the server's refusal of a fourth request in the dialog", async () => {
    const { user } = await openHub({
      ...hubRoute(makeHub({ isMentee: true, recommendations: rankedRecommendations() })),
      'POST /mentorship/requests': {
        status: 400,
        body: {
          status: 400,
          code: 'VALIDATION',
          message: MENTORSHIP_MESSAGES.tooManyPending,
          fieldErrors: { mentorId: MENTORSHIP_MESSAGES.tooManyPending },
        },
      },
    });
    const card = (await screen.findAllByRole('article'))[1]!;
    await user.click(within(card).getByRole('button', { name: 'Request mentorship' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message to the mentor' }), 'Hello');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(MENTORSHIP_MESSAGES.tooManyPending);
  });

  it("opens a mentor's profile with channels and availability", async () => {
    const { user } = await openHub(
      hubRoute(makeHub({ isMentee: true, recommendations: rankedRecommendations() })),
    );
    const card = (await screen.findAllByRole('article'))[0]!;
    await user.click(within(card).getByRole('button', { name: 'View profile' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jamie Novak' });
    expect(dialog).toHaveTextContent('ChannelsVideo, Chat');
    expect(dialog).toHaveTextContent('Accepting new mentees · Tuesday 18:00–19:00');
    expect(dialog).toHaveTextContent('Open seats4 of 4');
  });

  it('opens a mentorship conversation, shows its messages and sends one', async () => {
    let sent = false;
    const reply = {
      id: '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
      senderId: '2b7e4c1a-9d3f-4a6b-8c5e-1f2a3b4c5d6e',
      fromMe: true,
      body: 'Resume review, please.',
      createdAt: '2025-03-02T10:10:00.000Z',
    };
    const url = `/mentorship/mentorships/${mentorshipWithAvery.id}/messages`;
    const { user, calls } = await openHub({
      ...hubRoute(makeHub({ isMentee: true, mentorships: [mentorshipWithAvery] })),
      [`GET ${url}`]: () =>
        json(
          sent ? makeConversation({ messages: [...makeConversation().messages, reply] }) : makeConversation(),
        ),
      [`POST ${url}`]: () => {
        sent = true;
        return json(reply, 201);
      },
    });
    const mentorships = await screen.findByRole('region', { name: 'My mentorships' });
    expect(mentorships).toHaveTextContent('Your mentor since Mar 2, 2025 · 2 unread');
    await user.click(within(mentorships).getByRole('button', { name: 'Open conversation with Avery Cole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conversation with Avery Cole' });
    const log = await within(dialog).findByRole('log', { name: 'Messages' });
    expect(log).toHaveTextContent('Welcome aboard!');
    await user.type(within(dialog).getByRole('textbox', { name: 'Message' }), 'Resume review, please.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    // The messages stay a list inside the log, so each item is announced as one of a list.
    await waitFor(() =>
      expect(within(within(log).getByRole('list')).getAllByRole('listitem')).toHaveLength(2),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Message' })).toHaveValue('');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ body: 'Resume review, please.' });
  });

  it("reports the other member's message to the admins", async () => {
    const url = `/mentorship/mentorships/${mentorshipWithAvery.id}/messages`;
    const messageId = makeConversation().messages[0]!.id;
    const { user, calls } = await openHub({
      ...hubRoute(makeHub({ isMentee: true, mentorships: [mentorshipWithAvery] })),
      [`GET ${url}`]: { status: 200, body: makeConversation() },
      [`POST /mentorship/messages/${messageId}/report`]: {
        status: 201,
        body: {
          id: '4d3c2b1a-0f9e-4d8c-8b7a-6f5e4d3c2b1a',
          messageId,
          createdAt: '2025-03-02T11:00:00.000Z',
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Open conversation with Avery Cole' }));
    const dialog = await screen.findByRole('dialog', { name: 'Conversation with Avery Cole' });
    await user.click(await within(dialog).findByRole('button', { name: 'Report message' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Sent to the admins for review.');
    expect(within(dialog).getByRole('button', { name: 'Reported' })).toBeDisabled();
    expect(calls.some((call) => call.path === `/mentorship/messages/${messageId}/report`)).toBe(true);
  });

  it('says so when the hub cannot load', async () => {
    await openHub({ 'GET /mentorship': { status: 500, body: { status: 500, message: 'Internal error' } } });
    expect(await screen.findByText(MENTORSHIP_MESSAGES.loadFailed)).toBeInTheDocument();
  });
});

describe('/mentorship as a mentor', () => {
  it('shows the queue with accept and decline, and availability, without opting in', async () => {
    const profile = {
      ...makeMentor({ id: MENTOR_IDS.avery, name: 'Avery Cole', sample: false }),
      status: 'approved' as const,
    };
    let answered = false;
    const request = makeRequest();
    const { user, calls } = await openHub({
      'GET /mentorship': () =>
        json(
          makeHub({
            view: 'mentor',
            mentorProfile: profile,
            queue: answered ? [] : [request],
            recommendations: rankedRecommendations(),
          }),
        ),
      [`POST /mentorship/requests/${request.id}/accept`]: () => {
        answered = true;
        return json({ ...request, status: 'accepted' });
      },
    });
    expect(await screen.findByText('Mentor view')).toBeInTheDocument();
    // Mentors see the list without becoming a mentee, and do not request.
    expect(screen.getByRole('list', { name: 'Recommended mentors' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request mentorship' })).toBeNull();
    expect(screen.queryByRole('button', { name: MENTORSHIP_MESSAGES.becomeMentee })).toBeNull();

    const availability = await screen.findByRole('region', { name: 'Availability' });
    expect(within(availability).getByRole('switch', { name: 'Accepting new mentees' })).toBeChecked();
    expect(within(availability).getByRole('list', { name: 'Weekly slots' })).toHaveTextContent(
      'Tuesday 18:00–19:00',
    );

    const queue = screen.getByRole('region', { name: 'Mentee queue' });
    expect(queue).toHaveTextContent('Could you help me move into project management?');
    await user.click(within(queue).getByRole('button', { name: 'Accept Jordan Rivera' }));
    expect(await within(queue).findByText('No requests are waiting for you.')).toBeInTheDocument();
    expect(calls.some((call) => call.path === `/mentorship/requests/${request.id}/accept`)).toBe(true);
  });

  it('declines a request, and shows a refusal from the server', async () => {
    const profile = {
      ...makeMentor({ id: MENTOR_IDS.avery, name: 'Avery Cole', sample: false }),
      status: 'approved' as const,
    };
    const request = makeRequest();
    const { user } = await openHub({
      ...hubRoute(makeHub({ view: 'mentor', mentorProfile: profile, queue: [request] })),
      [`POST /mentorship/requests/${request.id}/decline`]: {
        status: 409,
        body: { status: 409, code: 'CONFLICT', message: MENTORSHIP_MESSAGES.requestAnswered },
      },
    });
    const queue = await screen.findByRole('region', { name: 'Mentee queue' });
    await user.click(within(queue).getByRole('button', { name: 'Decline Jordan Rivera' }));
    expect(await within(queue).findByRole('alert')).toHaveTextContent(MENTORSHIP_MESSAGES.requestAnswered);
  });
});

describe('/mentorship as an admin', () => {
  it('shows applications to approve and response-time figures', async () => {
    const pending = {
      ...makeMentor({ id: MENTOR_IDS.avery, name: 'Avery Cole', sample: false }),
      status: 'pending' as const,
    };
    const { user, calls } = await openHub({
      ...hubRoute(makeHub({ view: 'admin', recommendations: rankedRecommendations() })),
      'GET /mentorship/admin': {
        status: 200,
        body: {
          pendingMentors: [pending],
          pairs: [],
          responseTimes: [
            {
              mentor: { id: MENTOR_IDS.dana, name: 'Dana Whitfield' },
              medianResponseHours: 20,
              answered: 3,
              pending: 1,
              expired: 0,
            },
          ],
          reports: [],
        },
      },
      [`POST /mentorship/admin/mentors/${MENTOR_IDS.avery}/approve`]: {
        status: 200,
        body: { ...pending, status: 'approved' },
      },
    });
    expect(await screen.findByText('Admin view')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Mentor response times (last 90 days)' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Dana Whitfield20 h310');
    await user.click(screen.getByRole('button', { name: 'Approve Avery Cole' }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === `/mentorship/admin/mentors/${MENTOR_IDS.avery}/approve`),
      ).toBe(true),
    );
  });
});
