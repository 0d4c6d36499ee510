/** The checkout page's messages (portal §2, §4, §5), word for word. */
export const CHECKOUT_MESSAGES = {
  loadFailed: 'Failed to load service details.',
  companiesFailed: 'Failed to fetch companies.',
  noServiceId: 'Service ID not found.',
  needCompany: 'Please select or add a company.',
  couponEmpty: 'Enter a coupon code.',
  couponInvalid: 'Invalid or expired coupon.',
  couponError: 'Error validating coupon.',
  couponApplied: (n: number) => `Coupon applied! ${n}% off.`,
} as const;
