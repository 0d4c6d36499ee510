// Zod-free: roles and the names shown for a user, imported by first-load code (the header)
// without the schemas (and zod). auth.ts re-exports everything here.

export const ROLES = ['customer', 'reseller', 'service_provider', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['staff', 'admin'];

/** The name shown in greetings (storefront §4): name, else user_name (local part of an e-mail), else the e-mail's local part, else 'User'. */
export function displayName(user: { name?: string | null; user_name?: string | null; email?: string | null }): string {
  const name = user.name?.trim();
  if (name) return name;
  const userName = user.user_name?.trim();
  if (userName) return userName.includes('@') ? userName.split('@')[0] || 'User' : userName;
  const email = user.email?.trim();
  if (email) return email.split('@')[0] || 'User';
  return 'User';
}

/** The header label: at most the first 5 characters of the name or of the e-mail's local part. */
export function headerLabel(user: { name?: string | null; email?: string | null; mobile?: string | null }): string {
  const base = user.name?.trim() || user.email?.split('@')[0] || user.mobile || 'User';
  return [...base].slice(0, 5).join('');
}
