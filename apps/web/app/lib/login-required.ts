/**
 * What the login dialog says to a visitor sent to sign in from a page that needs an account: a
 * sentence about the page they wanted. The proceed flow's own text stays the spec's ('Please login
 * to access documents', storefront §4), and so does the document pages'.
 */
const MESSAGES: ReadonlyArray<[RegExp, string]> = [
  [/^\/profile\/?$/, 'Please login to see and edit your profile'],
  [/^\/company-details\/?$/, 'Please login to see your companies'],
  [/^\/company-detailform\/?$/, 'Please login to add or edit a company'],
  [/^\/payment-history\/?$/, 'Please login to see your payment history'],
  [/^\/myrequests\/?$/, 'Please login to see your payment requests'],
  [/^\/completed-services\/?$/, 'Please login to see your completed services'],
  [/^\/feedback\/?$/, 'Please login to give feedback'],
  [/^\/grievance(\/|$)/, 'Please login to file or follow a complaint'],
  [/^\/payment-success\/?$/, 'Please login to see your payment'],
  [/^\/proceed\//, 'Please login to continue to checkout'],
  [/^\/service\/[^/]+\/(proceed|partial)-to-payment\/?$/, 'Please login to continue your payment'],
  [/^\/documents?(\/|$)/, 'Please login to access documents'],
];

export const LOGIN_REQUIRED_FALLBACK = 'Please login to continue';

export function loginRequiredMessage(pathname: string): string {
  return MESSAGES.find(([re]) => re.test(pathname))?.[1] ?? LOGIN_REQUIRED_FALLBACK;
}
