/**
 * The home page's deferred parts (storefront §2 Home): 'Notifications & Alerts', 'Why Choose' and
 * the testimonials' controls. Imported by those components' own chunks (`usePartT`), never by the
 * first load; the content itself (notices, due dates, reviews) comes from the database.
 */
export const homeDeferredEn = {
  'homeParts.alerts.title': 'Notifications & Alerts',
  'homeParts.alerts.intro': 'Compliance news and the deadlines coming up, so nothing slips.',
  'homeParts.alerts.updated': 'Last updated:',
  'homeParts.alerts.failed': 'Notices and due dates could not be loaded right now. Please refresh the page in a moment.',
  'homeParts.alerts.notices': 'Latest notices',
  'homeParts.alerts.noNotices': 'No notices right now.',
  'homeParts.alerts.dueDates': 'Upcoming due dates',
  'homeParts.alerts.noDueDates': 'No due dates listed right now.',
  'homeParts.why.title': 'Why Choose {brand}?',
  'homeParts.why.intro':
    'More than 100 businesses trust us with their compliance, and 99% of our clients say they are satisfied.',
  'homeParts.why.experts.title': 'Experts on every file',
  'homeParts.why.experts.text':
    'Chartered accountants, company secretaries and lawyers prepare and review your filings, with over 7 years of practice behind them.',
  'homeParts.why.prices.title': 'All-inclusive prices',
  'homeParts.why.prices.text': 'The price you see includes GST, and you see what is included before you pay. No hidden charges.',
  'homeParts.why.alerts.title': 'Timely alerts',
  'homeParts.why.alerts.text':
    'Due dates and notices reach you before they matter, so you file on time and avoid late fees and interest.',
  'homeParts.why.fast.title': 'Fast resolution',
  'homeParts.why.fast.text': 'Clear timelines for every service, and an expert who keeps you updated until the work is done.',
  'homeParts.why.private.title': 'Your documents stay private',
  'homeParts.why.private.text': 'Documents are uploaded over encrypted connections and used only for the work you ask us to do.',
  'homeParts.why.online.title': 'Fully online',
  'homeParts.why.online.text': 'Order, upload documents, pay and track progress from your phone, wherever you are in India.',
  'homeParts.reviews.rated': 'Rated {rating} out of 5',
  'homeParts.reviews.empty': 'Client reviews will appear here soon.',
  'homeParts.reviews.label': 'Client testimonials',
  'homeParts.reviews.pause': 'Pause',
  'homeParts.reviews.play': 'Play',
  'homeParts.reviews.rotation': ' automatic rotation',
  'homeParts.reviews.previous': 'Previous testimonial',
  'homeParts.reviews.next': 'Next testimonial',
  'homeParts.reviews.position': '{index} of {count}',
  'homeParts.reviews.show': 'Show testimonial {index}',
} as const;
