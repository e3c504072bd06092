import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { sampleProfileCreate } from '@waypoint/shared/profiles/testing/sample-veteran-profile';
import { baseURL } from '../../playwright.config';

export interface TestAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** "First Last", as the web app stores it under user_name. */
  name: string;
  userId: string;
}

/** A password no breached-password list holds. */
export const newPassword = () => `Trailhead-e2e-${randomUUID()}`;

/** Creates an account through the real API (embedded mode: no e-mail verification) and returns its first token. */
export async function signUpThroughApi(
  request: APIRequestContext,
  name: string,
): Promise<TestAccount & { token: string }> {
  const [firstName = 'Test', lastName = 'Veteran'] = name.split(' ');
  // One unbroken run of hex: a four-digit group of a dashed UUID could turn up in the password's own UUID, and
  // the server refuses a password that contains a part of the address.
  const email = `e2e-${randomUUID().replaceAll('-', '')}@example.com`;
  const password = newPassword();
  const answer = await request.post('/api/auth/sign-up/email', {
    data: { email, password, firstName, lastName, name, phoneNumber: '5125550142' },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  const { token, user } = (await answer.json()) as { token: string | null; user: { id: string } };
  expect(token, 'sign-up must answer a session (e-mail verification is off in embedded mode)').toBeTruthy();
  return { email, password, firstName, lastName, name, userId: user.id, token: token as string };
}

/** Gives the account a veteran profile (Army 11B), as registration would. */
export async function createProfileThroughApi(
  request: APIRequestContext,
  account: TestAccount,
  token: string,
) {
  const answer = await request.post('/api/veteran-profiles', {
    headers: { Authorization: `Bearer ${token}` },
    data: sampleProfileCreate({
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      phoneNumber: '+15125550142',
      careerInterests: ['logistics'],
      willingToRelocate: false,
      jobAlertFrequency: 'WEEKLY',
    }),
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** A fresh session (token) for the account: each test gets its own, so one test's sign-out spares the others. */
export async function signInThroughApi(request: APIRequestContext, account: TestAccount): Promise<string> {
  const answer = await request.post('/api/auth/sign-in/email', {
    data: { email: account.email, password: account.password },
  });
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { token: string }).token;
}

/**
 * Accounts shared by the tests of one worker, one per name and profile choice, so a run signs up a handful of
 * accounts (sign-up is throttled per IP) while every test still signs in for real.
 */
export class AccountPool {
  private readonly accounts = new Map<string, Promise<TestAccount>>();

  private constructor(readonly request: APIRequestContext) {}

  static async open(playwright: PlaywrightWorkerArgs['playwright']): Promise<AccountPool> {
    return new AccountPool(await playwright.request.newContext({ baseURL }));
  }

  get(name: string, { profile }: { profile: boolean }): Promise<TestAccount> {
    const key = `${name}|${profile}`;
    let account = this.accounts.get(key);
    if (!account) {
      account = this.create(name, profile);
      this.accounts.set(key, account);
    }
    return account;
  }

  close(): Promise<void> {
    return this.request.dispose();
  }

  private async create(name: string, profile: boolean): Promise<TestAccount> {
    const { token, ...account } = await signUpThroughApi(this.request, name);
    if (profile) await createProfileThroughApi(this.request, account, token);
    return account;
  }
}
