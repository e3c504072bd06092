import { act, screen, waitFor, within } from '@testing-library/react';
import { INTERVIEW_MESSAGES } from '@waypoint/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../test/render-route';
import { stubApi, type ApiRoutes } from '../../test/stub-api';
import { RECENT_SESSIONS_FAILED } from './components/recent-sessions';
import { feedbackFor, makeQuestions, makeSession, summaryOf } from './test/interview-fixtures';

const PATH = '/career/interview-coach';
const QUESTIONS = 'GET /interview-questions';
const EVALUATE = 'POST /interview-evaluations';
const SAVE = 'POST /interview-sessions';
const LIST = 'GET /interview-sessions';
const ANSWER = 'Um, basically my platoon took the objective, you know.';

function routes(overrides: ApiRoutes = {}): ApiRoutes {
  return {
    [QUESTIONS]: { status: 200, body: makeQuestions() },
    [EVALUATE]: { status: 200, body: feedbackFor(ANSWER) },
    [SAVE]: { status: 201, body: makeSession({ id: '22222222-2222-4222-8222-222222222222' }) },
    [LIST]: { status: 200, body: [] },
    ...overrides,
  };
}

async function openCoach(overrides: ApiRoutes = {}) {
  const api = stubApi(routes(overrides));
  const view = renderRoute(PATH);
  await screen.findByRole('heading', { level: 1, name: 'Interview Coach' });
  return { ...api, ...view };
}

async function start(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(screen.getByRole('button', { name: 'Start' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  delete (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
});

describe('a practice session', () => {
  it('starts at the first question, refuses an empty answer, shows the feedback, moves on and saves at the end', async () => {
    const { user, calls } = await openCoach();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Question pack' }), 'leadership');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Difficulty' }), 'challenge');
    await start(user);

    expect(await screen.findByRole('heading', { level: 3, name: 'Behavioral question 1?' })).toHaveFocus();
    expect(screen.getByText('Question 1 of 3')).toBeInTheDocument();
    expect(calls.find((call) => call.path.startsWith('/interview-questions'))?.path).toBe(
      '/interview-questions?pack=leadership&difficulty=challenge',
    );

    await user.click(await screen.findByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(INTERVIEW_MESSAGES.emptyResponse)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveFocus();
    expect(calls.some((call) => call.path === '/interview-evaluations')).toBe(false);

    await user.click(screen.getByRole('textbox', { name: 'Your answer' }));
    await user.paste(ANSWER);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const feedback = await screen.findByRole('region', { name: 'Feedback' });
    expect(within(feedback).getByText(`Score: ${feedbackFor(ANSWER).score} out of 5`)).toBeInTheDocument();
    const improvements = within(feedback).getByRole('list', { name: 'Improvements' });
    expect(improvements).toHaveTextContent('"platoon" → team of about 30 to 40 people');
    expect(improvements).toHaveTextContent('"um", "you know", "basically"');
    expect(calls.find((call) => call.path === '/interview-evaluations')?.body).toEqual({
      questionId: makeQuestions()[0]!.id,
      response: ANSWER,
      mode: 'text',
      spokenSeconds: null,
    });

    await user.click(screen.getByRole('button', { name: 'Next Question' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Behavioral question 2?' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Next Question' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'End Session' }));
    expect(
      await screen.findByText('Session saved. You can find it under Recent sessions.'),
    ).toBeInTheDocument();
    const saved = calls.find((call) => call.method === 'POST' && call.path === '/interview-sessions');
    expect(saved?.body).toMatchObject({
      profile: { pack: 'leadership', difficulty: 'challenge' },
      mode: 'text',
      entries: [{ questionId: makeQuestions()[0]!.id, response: ANSWER, mode: 'text' }],
    });
    const recent = screen.getByRole('region', { name: 'Recent sessions' });
    expect(await within(recent).findByText('Leadership · Challenge · Text')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
  });

  it('says so when the pack has no questions, or they cannot be loaded', async () => {
    const { user } = await openCoach({ [QUESTIONS]: { status: 200, body: [] } });
    await start(user);
    expect(await screen.findByText(INTERVIEW_MESSAGES.noQuestions)).toBeInTheDocument();

    stubApi(routes({ [QUESTIONS]: { status: 500, body: { status: 500, message: 'x', code: 'INTERNAL' } } }));
    await start(user);
    expect(await screen.findByText(INTERVIEW_MESSAGES.loadFailed)).toBeInTheDocument();
  });

  it('keeps the answer when evaluation fails, and offers retry or export when saving fails', async () => {
    const failing = { status: 503, body: { status: 503, message: 'down', code: 'UNAVAILABLE' } };
    const { user } = await openCoach({ [EVALUATE]: failing, [SAVE]: failing });
    await start(user);
    await user.click(await screen.findByRole('textbox', { name: 'Your answer' }));
    await user.paste(ANSWER);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(INTERVIEW_MESSAGES.evaluateFailed)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue(ANSWER);

    stubApi(routes({ [SAVE]: failing }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('region', { name: 'Feedback' });
    await user.click(screen.getByRole('button', { name: 'End Session' }));
    expect(await screen.findByText(INTERVIEW_MESSAGES.saveFailed)).toBeInTheDocument();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:transcript');
    const downloads: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    await user.click(screen.getByRole('button', { name: 'Export transcript' }));
    expect(downloads).toEqual([expect.stringMatching(/^interview-session-\d{4}-\d{2}-\d{2}\.txt$/)]);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

const recognizers: FakeRecognizer[] = [];
class FakeRecognizer {
  continuous = false;
  interimResults = true;
  lang = '';
  onresult: ((event: unknown) => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  start() {
    recognizers.push(this);
  }
  stop() {
    this.onend?.();
  }
}

function offerSpeechRecognition() {
  recognizers.length = 0;
  (window as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition = FakeRecognizer;
}

describe('voice mode (beta)', () => {
  it('explains that this browser offers no speech recognition, and text stays usable', async () => {
    const { user } = await openCoach();
    const voice = screen.getByRole('button', { name: 'Voice (beta)' });
    expect(voice).toBeDisabled();
    expect(voice).toHaveAccessibleDescription(INTERVIEW_MESSAGES.voiceUnavailable);
    expect(screen.getByRole('button', { name: 'Text' })).toHaveAttribute('aria-pressed', 'true');
    await start(user);
    expect(await screen.findByRole('textbox', { name: 'Your answer' })).toBeEnabled();
  });

  it('shows the dictated answer as text before it is submitted, with the speaking time', async () => {
    offerSpeechRecognition();
    const { user, calls } = await openCoach();
    await user.click(screen.getByRole('button', { name: 'Voice (beta)' }));
    await start(user);
    await user.click(await screen.findByRole('button', { name: 'Start dictation' }));
    expect(screen.getByText('Listening… your words appear below as text.')).toBeInTheDocument();
    const result = Object.assign([{ transcript: ' I led a team of eight. ' }], { isFinal: true });
    act(() => recognizers[0]!.onresult!({ resultIndex: 0, results: [result] }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveValue('I led a team of eight.'),
    );
    await user.click(screen.getByRole('button', { name: 'Stop dictation' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('region', { name: 'Feedback' });
    const body = calls.find((call) => call.path === '/interview-evaluations')?.body as Record<
      string,
      unknown
    >;
    expect(body).toMatchObject({ mode: 'voice', response: 'I led a team of eight.' });
    expect(body.spokenSeconds).toEqual(expect.any(Number));
  });
});

describe('voice mode where it cannot work', () => {
  it('explains that no microphone was found', async () => {
    offerSpeechRecognition();
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { enumerateDevices: async () => [] } });
    await openCoach();
    expect(await screen.findByText(INTERVIEW_MESSAGES.voiceNoMicrophone)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voice (beta)' })).toBeDisabled();
  });

  it('turns voice off and returns to text when the recognition service fails', async () => {
    offerSpeechRecognition();
    const { user } = await openCoach();
    await user.click(screen.getByRole('button', { name: 'Voice (beta)' }));
    await start(user);
    await user.click(await screen.findByRole('button', { name: 'Start dictation' }));
    act(() => recognizers[0]!.onerror!({ error: 'network' }));
    expect(await screen.findByText(INTERVIEW_MESSAGES.voiceServiceFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Text' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: 'Start dictation' })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeEnabled();
  });
});

describe('recent sessions', () => {
  it('lists saved sessions, and opens one to reread its transcript', async () => {
    const session = makeSession();
    const { user } = await openCoach({
      [LIST]: { status: 200, body: [summaryOf(session)] },
      [`GET /interview-sessions/${session.id}`]: { status: 200, body: session },
    });
    const recent = screen.getByRole('region', { name: 'Recent sessions' });
    expect(await within(recent).findByText('Leadership · Challenge · Text')).toBeInTheDocument();
    expect(within(recent).getByText(/Average \d\.\d\d out of 5 · 1 answer$/)).toBeInTheDocument();
    await user.click(within(recent).getByRole('button', { name: /^Open session of/ }));
    const dialog = await screen.findByRole('dialog', { name: /^Practice session,/ });
    expect(
      await within(dialog).findByRole('heading', {
        name: 'Question 1: How do you build trust with a new team?',
      }),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Improvements' })).toHaveTextContent(
      '"took the objective" → reached the goal',
    );
  });

  it('shows the empty state', async () => {
    await openCoach();
    expect(await screen.findByText(/No saved sessions yet/)).toBeInTheDocument();
  });

  it('shows a load failure with a retry', async () => {
    await openCoach({ [LIST]: { status: 500, body: { status: 500, message: 'x', code: 'INTERNAL' } } });
    expect(await screen.findByText(RECENT_SESSIONS_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
