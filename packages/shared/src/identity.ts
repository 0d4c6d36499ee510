/**
 * The old home of the sign-in, registration and profile rules, split by domain: field rules in
 * fields.ts, images in images.ts, contracts in contracts/auth.ts, partners.ts, profile.ts,
 * locations.ts. This barrel only keeps in-flight imports of './identity.ts' compiling; import from
 * the domain files.
 */
export * from './fields.ts';
export * from './images.ts';
export * from './contracts/auth.ts';
export * from './contracts/partners.ts';
export * from './contracts/profile.ts';
export * from './contracts/locations.ts';
