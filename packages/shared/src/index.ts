// First: configures zod before any schema below is made (see browser.ts).
import './browser.ts';
export * from './auth.ts';
export * from './catalog.ts';
export * from './companies.ts';
export * from './content.ts';
export * from './dates.ts';
export * from './errors.ts';
export * from './ids.ts';
export * from './identity.ts';
export * from './leads.ts';
export * from './money.ts';
export * from './pricing.ts';
export * from './newsletter.ts';
export * from './site.ts';
export * from './slug.ts';
export * from './status.ts';
export * from './contracts/requests.ts';
export * from './contracts/feedback.ts';
