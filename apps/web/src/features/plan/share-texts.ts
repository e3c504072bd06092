/** A share's day as the plan's sharing screens show it: "Dec 6, 2026". */
export function formatShareDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });
}
