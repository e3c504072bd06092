import { describe, expect, it } from 'vitest';
import { formatGrade, formatPay, locationSummary, yearlyPay } from './job-pay';

describe('pay as posted', () => {
  it('shows hourly pay with its yearly amount (2,080 hours)', () => {
    expect(formatPay({ min: 24.18, max: 31.43, interval: 'HOUR' })).toBe(
      '$24.18–$31.43 an hour, about $50,294–$65,374 a year',
    );
    expect(yearlyPay(24.18, 'HOUR')).toBe(50294);
  });

  it('shows yearly pay alone, and other intervals with the year beside them', () => {
    expect(formatPay({ min: 45000, max: 58500, interval: 'YEAR' })).toBe('$45,000–$58,500 a year');
    expect(formatPay({ min: 340, max: 420, interval: 'DAY' })).toBe(
      '$340–$420 a day, about $88,400–$109,200 a year',
    );
    expect(formatPay({ min: 2400, max: 2900, interval: 'WEEK' })).toBe(
      '$2,400–$2,900 a week, about $124,800–$150,800 a year',
    );
    expect(formatPay({ min: 2000, max: 2000, interval: 'BIWEEK' })).toBe(
      '$2,000 every two weeks, about $52,000 a year',
    );
  });

  it('names one end when only one is posted, and nothing when none is', () => {
    expect(formatPay({ min: 18, max: null, interval: 'HOUR' })).toBe(
      'From $18 an hour, about $37,440 a year',
    );
    expect(formatPay({ min: null, max: 60000, interval: 'YEAR' })).toBe('Up to $60,000 a year');
    expect(formatPay({ min: null, max: null, interval: 'HOUR' })).toBeNull();
  });
});

describe('grades and places', () => {
  it('writes grade ranges as USAJOBS readers know them', () => {
    expect(formatGrade({ payPlan: 'GS', low: 9, high: 11 })).toBe('GS-9 to GS-11');
    expect(formatGrade({ payPlan: 'WG', low: 10, high: 10 })).toBe('WG-10');
  });

  it('names the first place and how many more', () => {
    expect(locationSummary(['Quantico, VA', 'Camp Lejeune, NC'])).toBe('Quantico, VA and 1 more');
    expect(locationSummary(['Tampa, FL'])).toBe('Tampa, FL');
    expect(locationSummary([], 'Remote')).toBe('Remote');
  });
});
