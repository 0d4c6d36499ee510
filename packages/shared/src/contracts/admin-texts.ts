import type { Role } from '../roles.ts';

// Zod-free: the back office's roles and messages, imported by first-load code (the root's error
// page for /admin) without the schemas (and zod). contracts/admin.ts re-exports everything here.

/** Roles that may use the back office; admins also manage staff accounts. */
export const BACKOFFICE_ROLES = ['staff', 'admin'] as const satisfies readonly Role[];
export type BackofficeRole = (typeof BACKOFFICE_ROLES)[number];

export function isBackofficeRole(role: Role | null | undefined): role is BackofficeRole {
  return role === 'staff' || role === 'admin';
}

export const ROLE_LABELS: Record<Role, string> = {
  customer: 'Customer',
  reseller: 'Reseller',
  service_provider: 'Service provider',
  staff: 'Staff',
  admin: 'Admin',
};

export const ADMIN_MESSAGES = {
  signInRequired: 'Please sign in with a staff account.',
  notStaff: 'This account has no access to the back office.',
  /** Staff and admins sign in with two factors: the password, then a code (issue 27). */
  staffCodeSent: (to: string) => `Password accepted. Enter the code we sent to ${to} to sign in.`,
  staffUseBackOffice: 'Staff accounts sign in at the back office (Staff Login) with their password and a code.',
  forbidden: 'You do not have access to this.',
  adminOnly: 'Only an administrator can manage staff accounts.',
  notFound: 'Not found.',
  staffCreated: 'Staff account created.',
  staffDeactivated: 'Staff account deactivated.',
  staffReactivated: 'Staff account reactivated.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  emailTaken: 'An account with this e-mail address already exists.',
  mobileTaken: 'An account with this mobile number already exists.',
  nameRequired: 'Please enter a name',
  reasonRequired: 'Please give a reason for the rejection',
  reasonTooLong: 'The reason must be at most 500 characters',
  alreadyDecided: 'This application has already been decided.',
  partnerApproved: 'Application approved. The applicant has been told by e-mail.',
  partnerRejected: 'Application rejected. The applicant has been told by e-mail.',
  leadUpdated: 'Lead updated.',
  notesTooLong: 'Notes must be at most 5000 characters',
  assigneeNotStaff: 'Leads can be assigned only to staff accounts.',
  couponCodeRequired: 'Please enter a coupon code',
  couponCodeFormat: 'Use 3 to 40 letters, digits, hyphens or underscores',
  couponCodeTaken: 'A coupon with this code already exists.',
  discountRange: 'The discount must be a whole number from 1 to 100',
  datesOrder: 'The end date must be after the start date',
  dateInvalid: 'Please enter a valid date',
  maxUsesRange: 'The use limit must be a whole number of at least 1',
  perUserRange: 'The per-customer limit must be a whole number of at least 1',
  couponSaved: 'Coupon saved.',
  couponExpired: 'Coupon expired.',
  couponAlreadyExpired: 'This coupon has already expired.',
  unknownService: 'One of the chosen services does not exist.',
  pageRange: 'page must be a whole number from 1 to 100000',
  pageSizeRange: 'pageSize must be a whole number from 1 to 100',
  dateRangeOrder: 'The range must end on or after its start',
} as const;
