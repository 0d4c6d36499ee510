/**
 * Storefront texts of the first load (issue 23): the home page's audience tabs, the floating chat
 * link and the footer's newsletter form. Spread into `en.ts` and `hi.ts`.
 */
export const storefrontEn = {
  'storefront.audiences.title': 'Made for everyone',
  'storefront.audiences.intro': 'Whoever you are, start with the services people like you use most.',
  'storefront.audiences.label': 'Who the services are for',
  'storefront.chat': 'Chat with us (opens in a new tab)',
  'storefront.newsletter.title': 'Newsletter',
  'storefront.newsletter.intro': 'Tax deadlines and compliance updates by e-mail.',
  'storefront.newsletter.email': 'Email address',
  'storefront.newsletter.subscribe': 'Subscribe',
  'storefront.newsletter.subscribing': 'Subscribing...',
} as const;
