import { calendarEn as E } from './i18n/parts/calendar.en.ts';

/**
 * The compliance calendar's customer texts (issue 22), in English: the catalogue part
 * `i18n/parts/calendar.*.ts` (English and Hindi) is their one source; this module says them in
 * English for the server (the .ics feed, its messages) and the English-only pages.
 */
export const CALENDAR_TEXTS = {
  title: E['calendar.title'],
  intro: E['calendar.intro'],
  you: E['calendar.you'],
  fileNow: E['calendar.fileNow'],
  mute: E['calendar.mute'],
  unmute: E['calendar.unmute'],
  muted: E['calendar.muted'],
  mutedNotice: E['calendar.mutedNotice'],
  unmutedNotice: E['calendar.unmutedNotice'],
  empty: E['calendar.empty'],
  addCompany: E['calendar.addCompany'],
  completeCompany: E['calendar.completeCompany'],
  loadFailed: E['calendar.loadFailed'],
  dueOn: E['calendar.dueOn'],
  legalBasis: E['calendar.legalBasis'],
  subscribeTitle: E['calendar.subscribeTitle'],
  subscribeHelp: E['calendar.subscribeHelp'],
  createLink: E['calendar.createLink'],
  reissueLink: E['calendar.reissueLink'],
  revokeLink: E['calendar.revokeLink'],
  revoked: E['calendar.revoked'],
  download: E['calendar.download'],
  copy: E['calendar.copy'],
  calendarLink: E['calendar.calendarLink'],
  homeLink: E['calendar.homeLink'],
} as const;

/** The company form's optional calendar fields. */
export const COMPANY_CALENDAR_FIELDS = {
  gstFrequency: E['calendar.field.gstFrequency'],
  turnover: E['calendar.field.turnover'],
  choose: E['calendar.field.choose'],
  hint: E['calendar.field.hint'],
} as const;
