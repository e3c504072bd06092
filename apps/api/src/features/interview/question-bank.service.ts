import type { Database } from '../../db/database';
import { createInterviewRepository } from './interview.repository';
import { QUESTION_BANK } from './question-bank';

/**
 * Adds Waypoint's seeded questions that the bank lacks; the server calls it after the migrations. Safe to run
 * on every start and from several instances at once: the seed key is unique, and a question an admin retired
 * stays retired.
 */
export async function ensureQuestionBank(database: Database): Promise<void> {
  await createInterviewRepository(database.db).insertSeedQuestions(
    QUESTION_BANK.map(({ key, pack, difficulty, prompt, guidance }, position) => ({
      seedKey: key,
      ...{ pack, difficulty, prompt, guidance },
      position,
    })),
  );
}
