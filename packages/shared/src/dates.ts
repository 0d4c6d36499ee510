/**
 * One formatter per format and time zone, made once: a new Intl.DateTimeFormat per call costs
 * microseconds and leaves ICU memory behind that V8's heap figures do not show.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

export function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

const indianDates = new Map<string, Intl.DateTimeFormat>();

/** Dates in Indian English: 22 November 2026. */
export function formatIndianDate(date: Date | string | number, timeZone = 'Asia/Kolkata'): string {
  const d = date instanceof Date ? date : new Date(date);
  let f = indianDates.get(timeZone);
  if (!f) {
    f = dateFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone });
    indianDates.set(timeZone, f);
  }
  return f.format(d);
}

let isoInIndia: Intl.DateTimeFormat | undefined;

/** yyyy-mm-dd in India. */
export function isoDateInIndia(d: Date): string {
  isoInIndia ??= dateFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' });
  return isoInIndia.format(d);
}
