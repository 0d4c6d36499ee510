/**
 * The compliance calendar's customer texts (issue 22), in one zod-free module with nothing else, so
 * the account menu can import them and they move into the language catalogue as one piece.
 * Status labels and the "tell us" messages are beside the rules in calendar.ts.
 */
export const CALENDAR_TEXTS = {
  title: 'Compliance calendar',
  intro: 'Every due date that applies to you and your companies for the next 12 months.',
  you: 'You',
  fileNow: 'File now',
  mute: 'Mute',
  unmute: 'Unmute',
  muted: 'Muted: no reminders',
  mutedNotice: 'You will not be reminded of this filing.',
  unmutedNotice: 'Reminders for this filing are on again.',
  empty: 'No due dates in the next 12 months.',
  addCompany: 'Add a company to see its due dates.',
  completeCompany: 'Complete the company details',
  loadFailed: 'Failed to load your calendar.',
  dueOn: 'Due',
  legalBasis: 'Legal basis',
  subscribeTitle: 'Add to your phone’s calendar',
  subscribeHelp:
    'Subscribe to this private address in Google Calendar or Apple Calendar. Anyone with the address can see your due dates; revoke it if it was shared.',
  createLink: 'Create subscription address',
  reissueLink: 'Issue a new address',
  revokeLink: 'Revoke address',
  revoked: 'The subscription address was revoked.',
  download: 'Download .ics file',
  copy: 'Copy address',
  calendarLink: 'Compliance calendar',
  homeLink: 'See your own due dates',
} as const;

/** The company form's optional calendar fields. */
export const COMPANY_CALENDAR_FIELDS = {
  gstFrequency: 'GST Filing Frequency',
  turnover: 'Annual Turnover',
  choose: 'Select (optional)',
  hint: 'Optional: used for your compliance calendar',
} as const;
