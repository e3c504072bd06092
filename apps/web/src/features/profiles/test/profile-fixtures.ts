import type { AuthUser, VaProfileResponse } from '@waypoint/shared';
import { VA_SANDBOX_DEMO_EMAIL } from '@waypoint/shared';

export { makeVeteranProfile } from '../../../test/veteran-profile-data';

export const account: AuthUser = {
  id: 'user-1',
  email: 'dana.reyes@example.com',
  firstName: 'Dana',
  lastName: 'Reyes',
  phoneNumber: '+15555550123',
  role: 'veteran',
  emailVerified: true,
};

export function makeSnapshot(overrides: Partial<VaProfileResponse> = {}): VaProfileResponse {
  return {
    email: VA_SANDBOX_DEMO_EMAIL,
    firstName: 'Alex',
    lastName: 'Demo',
    branch: 'ARMY',
    rank: 'E-6',
    mosCode: '68W',
    yearsOfService: 8,
    summary: 'Combat medic.',
    civilianTitle: 'Paramedic',
    skills: ['Triage', 'Trauma care', 'Team leadership', 'Logistics', 'Training', 'Records', 'Extra skill'],
    awards: ['Army Commendation Medal', 'Good Conduct Medal'],
    education: {
      institution: 'Austin Community College',
      degree: 'A.A.S.',
      fieldOfStudy: 'Emergency Medical Services',
      startDate: '2019-01-01',
      endDate: '2021-05-01',
      achievements: [],
    },
    certifications: [],
    experience: [
      {
        title: 'Combat Medic',
        summary: 'Led a team of 6.',
        startDate: '2015-03-01',
        endDate: null,
        location: 'Fort Hood, TX',
      },
      {
        title: 'Medic',
        summary: 'Aid station.',
        startDate: '2012-06-01',
        endDate: '2015-02-01',
        location: 'Fort Bragg, NC',
      },
      {
        title: 'Trainee',
        summary: 'Third entry.',
        startDate: '2011-01-01',
        endDate: '2012-05-01',
        location: 'Fort Sam Houston, TX',
      },
    ],
    contactInfo: {
      email: 'alex.demo@example.com',
      phone: '+15125550100',
      address: { street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', country: 'USA' },
    },
    environment: 'sandbox',
    demo: true,
    ...overrides,
  };
}
