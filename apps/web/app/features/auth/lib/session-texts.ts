/** Timed alerts of the session (storefront §4, §9). */
export const WELCOME_ALERT_MS = 90_000;
export const LOGOUT_ALERT_MS = 1_500;
export const LOGOUT_TEXTS = {
  confirmTitle: 'Are you sure?',
  confirmText: 'You will be logged out!',
  confirm: 'Yes, logout',
  cancel: 'Cancel',
  doneTitle: 'Logged Out!',
  doneText: 'You have been successfully logged out.',
  /** Ours: the spec has no text for a logout the server could not confirm. */
  failed: 'Could not log out. Please check your connection and try again.',
} as const;

export function welcomeTitle(name: string): string {
  return `Welcome, ${name}!`;
}
