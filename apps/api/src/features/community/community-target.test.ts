import { circleListSchema, type Circle, type CircleList } from '@waypoint/shared/community/community';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app';
import type { SignedInUser } from '../../test/auth';
import { useDefaultCatalogue } from '../../test/helper';
import { communityApp, signedIn } from './test/community-requests';

async function directory(app: App, session: SignedInUser): Promise<CircleList> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/community/circles',
    headers: session.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return circleListSchema.parse(response.json());
}

async function newCircle(app: App, admin: SignedInUser, name: string, description: string): Promise<Circle> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/community/circles',
    headers: admin.headers,
    payload: { name, description, access: 'public' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Circle>();
}

async function chooseTargets(app: App, session: SignedInUser, socs: string[]) {
  const response = await app.inject({
    method: 'PUT',
    url: '/api/plan/targets',
    headers: session.headers,
    payload: { targets: socs.map((soc) => ({ soc, chosenFrom: 'plan' })) },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('the circle suggested for the target career', () => {
  useDefaultCatalogue();

  it('suggests the circle that fits the target, with the reason, to that veteran only', async () => {
    const app = await communityApp();
    const admin = await signedIn(app, 'admin', 'Ada');
    const logistics = await newCircle(
      app,
      admin,
      'Logistics and Supply Chain',
      'Veterans moving into warehousing, freight and supply chain roles.',
    );
    await newCircle(
      app,
      admin,
      'Healthcare Careers',
      'Medics and corpsmen heading into civilian healthcare.',
    );
    const veteran = await signedIn(app, 'veteran', 'Jordan');
    const other = await signedIn(app, 'veteran', 'Sam');

    expect((await directory(app, veteran)).suggestions).toEqual([]);
    await chooseTargets(app, veteran, ['13-1081']);
    expect((await directory(app, veteran)).suggestions).toEqual([
      {
        circleId: logistics.id,
        target: { soc: '13-1081', title: 'Logisticians' },
        reason: 'Fits your target career, Logisticians: this circle is about logistics',
      },
    ]);
    expect((await directory(app, other)).suggestions).toEqual([]);
  });

  it('suggests nothing when no circle fits the target', async () => {
    const app = await communityApp();
    const admin = await signedIn(app, 'admin', 'Ada');
    await newCircle(
      app,
      admin,
      'Healthcare Careers',
      'Medics and corpsmen heading into civilian healthcare.',
    );
    const veteran = await signedIn(app);
    await chooseTargets(app, veteran, ['13-1081', '11-3071']);
    const { circles, suggestions } = await directory(app, veteran);
    expect(circles.length).toBeGreaterThan(2);
    expect(suggestions).toEqual([]);
  });
});
