/** `2026-03-14` → `14 March 2026`. */
export function formatDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(isoDate),
  );
}
