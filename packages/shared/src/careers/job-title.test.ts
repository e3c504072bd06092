import { describe, expect, it } from 'vitest';
import { singularJobTitle, singularNoun } from './job-title';

describe('singularJobTitle', () => {
  // Real SOC 2018 titles as BLS OEWS publishes them, one of each shape.
  it.each([
    ['Logisticians', 'Logistician'],
    ['Emergency Management Directors', 'Emergency Management Director'],
    ["Police and Sheriff's Patrol Officers", "Police and Sheriff's Patrol Officer"],
    ['Registered Nurses', 'Registered Nurse'],
    ['Nurse Midwives', 'Nurse Midwife'],
    ['Paramedics', 'Paramedic'],
    ['Actuaries', 'Actuary'],
    [
      'Executive Secretaries and Executive Administrative Assistants',
      'Executive Secretary and Executive Administrative Assistant',
    ],
    ['Coaches and Scouts', 'Coach and Scout'],
    ['Waiters and Waitresses', 'Waiter and Waitress'],
    ['Broadcast Announcers and Radio Disc Jockeys', 'Broadcast Announcer and Radio Disc Jockey'],
    ['Retail Salespersons', 'Retail Salesperson'],
    ['Gambling Change Persons and Booth Cashiers', 'Gambling Change Person and Booth Cashier'],
    // Lists of nouns, and lists of modifiers before one noun.
    ['Plumbers, Pipefitters, and Steamfitters', 'Plumber, Pipefitter, and Steamfitter'],
    ['Captains, Mates, and Pilots of Water Vessels', 'Captain, Mate, and Pilot of Water Vessels'],
    ['Shipping, Receiving, and Inventory Clerks', 'Shipping, Receiving, and Inventory Clerk'],
    [
      'Bus and Truck Mechanics and Diesel Engine Specialists',
      'Bus and Truck Mechanic and Diesel Engine Specialist',
    ],
    [
      'Compensation, Benefits, and Job Analysis Specialists',
      'Compensation, Benefits, and Job Analysis Specialist',
    ],
    [
      'Laborers and Freight, Stock, and Material Movers, Hand',
      'Laborer and Freight, Stock, and Material Mover, Hand',
    ],
    [
      'Lifeguards, Ski Patrol, and Other Recreational Protective Service Workers',
      'Lifeguard, Ski Patrol, and Other Recreational Protective Service Worker',
    ],
    [
      'Securities, Commodities, and Financial Services Sales Agents',
      'Securities, Commodities, and Financial Services Sales Agent',
    ],
    // "of" complements and qualifiers keep their own words.
    [
      'First-Line Supervisors of Mechanics, Installers, and Repairers',
      'First-Line Supervisor of Mechanics, Installers, and Repairers',
    ],
    ['Cleaners of Vehicles and Equipment', 'Cleaner of Vehicles and Equipment'],
    ['Cooks, Restaurant', 'Cook, Restaurant'],
    [
      'Farmworkers, Farm, Ranch, and Aquacultural Animals',
      'Farmworker, Farm, Ranch, and Aquacultural Animals',
    ],
    ['Eligibility Interviewers, Government Programs', 'Eligibility Interviewer, Government Programs'],
    ['Derrick Operators, Oil and Gas', 'Derrick Operator, Oil and Gas'],
    [
      'Sales Representatives, Wholesale and Manufacturing, Technical and Scientific Products',
      'Sales Representative, Wholesale and Manufacturing, Technical and Scientific Products',
    ],
    [
      'Cutting, Punching, and Press Machine Setters, Operators, and Tenders, Metal and Plastic',
      'Cutting, Punching, and Press Machine Setter, Operator, and Tender, Metal and Plastic',
    ],
    ['Physicians, Pathologists', 'Physician, Pathologist'],
    // Classification notes are left out.
    ['Electronics Engineers, Except Computer', 'Electronics Engineer'],
    ['Environmental Scientists and Specialists, Including Health', 'Environmental Scientist and Specialist'],
    ['Managers, All Other', 'Manager'],
    ['Dentists, All Other Specialists', 'Dentist'],
    ['Office Clerks, General', 'Office Clerk'],
    ['Social Sciences Teachers, Postsecondary, All Other', 'Social Sciences Teacher, Postsecondary'],
    [
      'First-Line Supervisors of Transportation and Material Moving Workers, Except Aircraft Cargo Handling Supervisors',
      'First-Line Supervisor of Transportation and Material Moving Workers',
    ],
    ['Miscellaneous Assemblers and Fabricators', 'Assembler and Fabricator'],
    // Helpers of a trade.
    ['Helpers--Electricians', 'Helper--Electrician'],
    ['Helpers--Production Workers', 'Helper--Production Worker'],
    // Nothing plural: as it is.
    ['Clergy', 'Clergy'],
    ['Transit and Railroad Police', 'Transit and Railroad Police'],
  ])('%s → %s', (title, expected) => {
    expect(singularJobTitle(title)).toBe(expected);
  });
});

describe('singularNoun', () => {
  it('keeps words that are plural only in form', () => {
    for (const word of ['Sales', 'Logistics', 'Electronics', 'Operations', 'Services', 'Gas', 'Bus', 'Glass'])
      expect(singularNoun(word)).toBe(word);
  });
});
