// The interview coach's feedback on a 600-word answer, timed in-process: the server runs it on every Submit and
// again for every answer of a saved session, so it must feel instant. Prints numbers; asserts nothing.
import { performance } from 'node:perf_hooks';
import { countWords, evaluateResponse } from '@waypoint/shared';

const SENTENCES = [
  'When I was a supply NCO at Fort Hood in 2019, um, our platoon waited days for repair parts.',
  'My task was to cut that wait without adding people, basically by fixing the ordering process.',
  'I mapped every step with the team, you know, and I found that orders waited for one signature.',
  'I built a shared tracker, I trained four clerks on it, and I reviewed the numbers every Friday.',
  'We had, like, forty open orders at the worst point, and the OPTEMPO did not slow down for us.',
  'As a result, waits fell by 60% in two months and late orders dropped from twelve to two a week.',
];

/** A realistic answer of exactly `words` words: STAR parts, numbers, filler and jargon, repeated. */
export function answerOfWords(words: number): string {
  const pool = SENTENCES.join(' ').split(/\s+/);
  return Array.from({ length: words }, (_, index) => pool[index % pool.length]).join(' ');
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export function benchInterviewFeedback(runs = 2_000): void {
  const response = answerOfWords(600);
  // A question of the bank the answer speaks to, so the relevance check runs in full.
  const question = { prompt: 'Tell me about a time you had to cut resources and still deliver.' };
  const evaluate = () =>
    evaluateResponse({ question, response, difficulty: 'executive', mode: 'voice', spokenSeconds: 240 });
  for (let warm = 0; warm < 200; warm += 1) evaluate();
  const times: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    const started = performance.now();
    evaluate();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const ms = (value: number) => `${value.toFixed(3)} ms`;
  console.log(`\n== Interview feedback, ${countWords(response)}-word answer, ${runs} runs ==`);
  console.table({ p50: ms(percentile(times, 50)), p99: ms(percentile(times, 99)), max: ms(times.at(-1)!) });
}

if (import.meta.url === `file://${process.argv[1]}`) benchInterviewFeedback();
