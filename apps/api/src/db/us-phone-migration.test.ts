import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { getTestDatabase } from '../test/helper';
import { users, veteranProfiles } from './schema';

const MIGRATION = readFileSync(new URL('../../drizzle/0005_us_phone_numbers.sql', import.meta.url), 'utf8');

/** The migration's statements, run again on rows written the way the earlier code wrote them. */
async function runMigration() {
  const { database } = await getTestDatabase();
  for (const statement of MIGRATION.split('--> statement-breakpoint')) {
    await database.db.execute(sql.raw(statement));
  }
}

async function accountWithPhone(phoneNumber: string) {
  const { database } = await getTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({
      email: `${randomUUID()}@example.org`,
      name: 'Jo Ri',
      firstName: 'Jo',
      lastName: 'Ri',
      phoneNumber,
    })
    .returning();
  await database.db.insert(veteranProfiles).values({
    userId: user!.id,
    email: user!.email,
    firstName: 'Jo',
    lastName: 'Ri',
    phoneNumber,
    branch: 'ARMY',
    rank: 'E-5',
    mosCode: '11B',
    dischargeStatus: 'HONORABLE',
    serviceStartDate: new Date('2012-06-01T00:00:00Z'),
  });
  return user!.id;
}

async function phonesOf(userId: string) {
  const { database } = await getTestDatabase();
  const [account] = await database.db.select().from(users).where(eq(users.id, userId));
  const [profile] = await database.db
    .select()
    .from(veteranProfiles)
    .where(eq(veteranProfiles.userId, userId));
  return [account?.phoneNumber, profile?.phoneNumber];
}

describe('migration 0005: stored ten-digit numbers become U.S. numbers', () => {
  it('gives "+" and ten digits the U.S. country code, in accounts and profiles', async () => {
    const id = await accountWithPhone('+5555550123');
    await runMigration();
    expect(await phonesOf(id)).toEqual(['+15555550123', '+15555550123']);
  });

  it('leaves numbers with a country code, other shapes and no number alone, and changes nothing when run twice', async () => {
    const kept = ['+15125550123', '+442079460958', '+0123', '+1555555012'];
    const ids = await Promise.all(kept.map(accountWithPhone));
    const { database } = await getTestDatabase();
    const [none] = await database.db
      .insert(users)
      .values({ email: `${randomUUID()}@example.org`, name: 'No Phone', firstName: 'No', lastName: 'Phone' })
      .returning();
    await runMigration();
    await runMigration();
    for (const [index, id] of ids.entries()) expect(await phonesOf(id)).toEqual([kept[index], kept[index]]);
    expect((await phonesOf(none!.id))[0]).toBeNull();
  });
});
