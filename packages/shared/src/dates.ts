/** Dates in Indian English: 22 November 2026. */
export function formatIndianDate(date: Date | string | number, timeZone = 'Asia/Kolkata'): string {
  const d = date instanceof Date ? date : new Date(date);
  return new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone }).format(d);
}
