/**
 * Marks the `<fieldset>` around a prerendered form (lib/forms/usable-with-javascript.tsx). The markup has it
 * disabled, so without JavaScript the form cannot be sent; the first-use entry (src/first-use.ts) enables it as
 * soon as the page's script runs, before the app hydrates (decision 031).
 */
export const USABLE_WITH_JAVASCRIPT = 'data-usable-with-javascript';
