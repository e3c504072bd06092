import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The landing page's sections, in the spec's order, by their headings. */
export const LANDING_SECTION_HEADINGS = [
  'Your next mission starts here',
  'Services built for your transition',
  'Everything you need for the move',
  'Stories from veterans',
  'Waypoint by the numbers',
  'Contact us',
];

/** The crisis lines a visitor must reach from the crisis page: call, text, and 911 in an emergency. */
export async function expectCrisisLines(page: Page): Promise<void> {
  const quick = page.getByRole('region', { name: 'Talk to someone now' });
  await expect(quick.getByRole('link', { name: 'Call 988, then press 1' })).toHaveAttribute(
    'href',
    'tel:988',
  );
  await expect(quick.getByRole('link', { name: 'Text 838255' })).toHaveAttribute('href', 'sms:838255');
  await expect(page.getByRole('region', { name: 'In an emergency' })).toContainText('call 911');
}
