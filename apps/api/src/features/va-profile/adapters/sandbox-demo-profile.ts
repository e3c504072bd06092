import { VA_SANDBOX_DEMO_EMAIL, type BenefitsPortalProfile } from '@waypoint/shared';

/**
 * The sandbox's one veteran: a fictional Army unit supply specialist (92Y, a code the catalogue knows) now in
 * civilian logistics. 555-01xx numbers and the .example domain are reserved for fiction, so no real person is hit.
 */
export const SANDBOX_DEMO_PROFILE: BenefitsPortalProfile = {
  email: VA_SANDBOX_DEMO_EMAIL,
  firstName: 'Jordan',
  lastName: 'Rivera',
  branch: 'ARMY',
  rank: 'E-6',
  mosCode: '92Y',
  yearsOfService: 8,
  summary:
    'Former Army staff sergeant who ran supply for a 600-soldier battalion: property books, inventory and a team of six, with no losses in two audits.',
  civilianTitle: 'Logistics Coordinator',
  skills: [
    'Inventory management',
    'Supply chain planning',
    'Team leadership',
    'GCSS-Army',
    'Microsoft Excel',
  ],
  awards: ['Army Commendation Medal', 'Army Achievement Medal (2)', 'Good Conduct Medal (2)'],
  education: {
    institution: 'Austin Community College',
    degree: 'Associate of Applied Science',
    fieldOfStudy: 'Logistics and Supply Chain Management',
    startDate: '2021-01-19',
    endDate: '2023-05-12',
    achievements: ["Dean's list, four semesters", 'Capstone: cutting warehouse pick times by 18%'],
  },
  certifications: [
    {
      name: 'Certified Logistics Technician (CLT)',
      issuer: 'Manufacturing Skill Standards Council',
      issueDate: '2022-08-15',
      expirationDate: null,
    },
    {
      name: 'Lean Six Sigma Green Belt',
      issuer: 'American Society for Quality',
      issueDate: '2023-09-01',
      expirationDate: '2026-09-01',
    },
  ],
  experience: [
    {
      title: 'Logistics Coordinator',
      summary: 'Plans inbound freight and inventory for a regional medical-supply distributor.',
      startDate: '2023-06-05',
      endDate: null,
      location: 'Austin, TX',
    },
    {
      title: 'Unit Supply Sergeant (92Y)',
      summary: 'Accountable for $14M of battalion equipment; trained six supply specialists.',
      startDate: '2017-03-01',
      endDate: '2020-12-31',
      location: 'Fort Cavazos, TX',
    },
    {
      title: 'Unit Supply Specialist (92Y)',
      summary: 'Issued, stored and tracked equipment and supplies for a company of 140 soldiers.',
      startDate: '2013-01-07',
      endDate: '2017-02-28',
      location: 'Joint Base Lewis-McChord, WA',
    },
  ],
  contactInfo: {
    email: VA_SANDBOX_DEMO_EMAIL,
    phone: '+15125550123',
    address: {
      street: '1200 Example Avenue',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      country: 'United States',
    },
  },
};
