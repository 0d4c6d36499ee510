/**
 * Who owns each table: the only module whose code may query it (docs/architecture.md, "Modules").
 * Every other module asks the owner's service. `db/ownership.unit.test.ts` reads every module's
 * imports of `db/schema.ts` and fails on a table used outside its owner, unless the file and the
 * table are on `CROSS_MODULE_READS` below. That list may only shrink: each entry is a read still
 * waiting to become a call to the owner's service.
 */
export const TABLE_OWNERS: Record<string, string> = {
  // catalog
  menus: 'catalog',
  services: 'catalog',
  service_documents: 'catalog',
  document_kinds: 'catalog',
  faqs: 'catalog',
  blogs: 'catalog',
  // content
  notices: 'content',
  due_dates: 'content',
  testimonials: 'content',
  home_cards: 'content',
  // leads, newsletter
  leads: 'leads',
  newsletter_subscribers: 'newsletter',
  // locations
  states: 'locations',
  districts: 'locations',
  localities: 'locations',
  // users: accounts and profiles
  users: 'users',
  user_profiles: 'users',
  // auth: sessions, one-time codes, password attempts, mobile verifications
  sessions: 'auth',
  otp_codes: 'auth',
  sign_in_attempts: 'auth',
  mobile_verifications: 'auth',
  // companies
  companies: 'companies',
  // coupons
  coupons: 'coupons',
  coupon_services: 'coupons',
  coupon_redemptions: 'coupons',
  // requests
  service_requests: 'requests',
  partial_payments: 'requests',
  request_documents: 'requests',
  request_document_asks: 'requests',
  request_stage_history: 'requests',
  feedback: 'requests',
  storage_pending: 'requests',
  request_notes: 'requests',
  stage_targets: 'requests',
  // requests: milestones and the working-day clock's holidays (issue 21)
  service_milestones: 'requests',
  request_milestones: 'requests',
  holidays: 'requests',
  // conversations (issue 21): a thread per request, its messages, read state
  conversation_threads: 'conversations',
  conversation_messages: 'conversations',
  conversation_reads: 'conversations',
  // vault (issue 22): the customer's kept documents
  vault_documents: 'vault',
  // invoices
  invoices: 'invoices',
  invoice_counters: 'invoices',
  credit_notes: 'invoices',
  // payments
  payment_orders: 'payments',
  payments: 'payments',
  webhook_events: 'payments',
  refunds: 'payments',
  refund_requests: 'payments',
  // test gateway (development and tests only)
  test_gateway_orders: 'test-gateway',
  test_gateway_refunds: 'test-gateway',
  // the back office's audit log (its entries are written by lib/backoffice.ts in each change's transaction)
  audit_log: 'admin',
  // partners: the decisions on applications (a registration itself is a user with a role)
  partner_reviews: 'partners',
  // notifications: deliveries, channel preferences, STOP flags
  notification_deliveries: 'notifications',
  notification_preferences: 'notifications',
  notification_stops: 'notifications',
  // the compliance calendar: rules, mutes, iCalendar subscriptions
  calendar_rules: 'calendar',
  calendar_mutes: 'calendar',
  calendar_feeds: 'calendar',
  // grievances: complaints to the grievance officer (issue 24)
  grievances: 'grievances',
  grievance_counters: 'grievances',
  grievance_messages: 'grievances',
  grievance_attachments: 'grievances',
  // privacy: consents and the notice they answer (issue 24)
  consents: 'privacy',
  // data rights (issue 24): exports and erasures; each module erases and exports its own tables
  data_exports: 'data-rights',
  data_erasures: 'data-rights',
  // the database layer itself (db/), not a module
  app_meta: 'db',
  // request limits shared by every instance (lib/shared-limits.ts), not a module
  rate_limit_counters: 'lib',
};

/**
 * Reads of another module's tables that are still in place: `file` (under apps/server/src/modules)
 * and the tables it may import. Remove an entry when the read becomes a call to the owner.
 */
export const CROSS_MODULE_READS: ReadonlyArray<{ file: string; tables: string[]; why: string }> = [
  {
    file: 'auth/session-repository.ts',
    tables: ['users'],
    why: 'every signed-in request finds its session and account in one query (a join, kept for speed)',
  },
  {
    file: 'invoices/issue.ts',
    tables: ['payments'],
    why:
      "an invoice looked up with its payment's owner for the access check (one join); a call would need invoices → payments, " +
      'and payments already calls invoices (issuing inside the payment transaction): a cycle. The name and SAC come from catalog (serviceSupplyOf)',
  },
  {
    file: 'requests/backoffice-repository.ts',
    tables: ['services', 'users'],
    why:
      'back-office lists paged, sorted and searched in SQL across owners (server paging at 100,000 rows: a join cannot be paged ' +
      'across two service calls): the request queue (by customer name, e-mail and mobile; service and assignee names) and ' +
      'the feedback list (by customer; the service name); plus its pickers: active staff and providers by role, ' +
      'services with their stage targets',
  },
  {
    file: 'admin/repository.ts',
    tables: ['leads', 'payments', 'users'],
    why:
      "the dashboard's one read model across owners: the lead conversion joins leads, users and payments in one count " +
      '(how many leads were followed by a payment of the same mobile or e-mail), which no call to the owners can count',
  },
];
