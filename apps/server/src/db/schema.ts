import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A service category ("menu" in the spec's API). */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    categoryKey: text('category_key').notNull(),
    overviewHtml: text('overview_html').notNull().default(''),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Optimistic lock: the back office saves only over the version it read (409 otherwise). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('menus_slug_key').on(t.slug)],
);

export const services = pgTable(
  'services',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    descriptionHtml: text('description_html').notNull().default(''),
    /** GST-inclusive professional fee. */
    pricePaise: integer('price_paise').notNull(),
    /** Government fee passed through without GST; null when none applies. */
    governmentFeePaise: integer('government_fee_paise'),
    sacCode: text('sac_code').notNull(),
    type: text('type', { enum: ['individual', 'business', 'both'] }).notNull(),
    /**
     * A filing bought again every period (issue 28 item 2): none, monthly, quarterly or
     * assessment_year; the customer chooses the period at checkout (packages/shared periods.ts).
     */
    recurrence: text('recurrence', { enum: ['none', 'monthly', 'quarterly', 'assessment_year'] })
      .notNull()
      .default('none'),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** Optimistic lock: the back office saves only over the version it read (409 otherwise). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('services_slug_key').on(t.slug),
    index('services_menu_idx').on(t.menuId),
    check('services_price_nonneg', sql`${t.pricePaise} >= 0`),
    check('services_gov_fee_nonneg', sql`${t.governmentFeePaise} IS NULL OR ${t.governmentFeePaise} >= 0`),
  ],
);

export const serviceDocuments = pgTable(
  'service_documents',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mandatory: boolean('mandatory').notNull().default(true),
    documentType: text('document_type', { enum: ['Document', 'Text'] })
      .notNull()
      .default('Document'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Issue 22: the kind of document (PAN card, …) it asks for, which the vault offers again; null for a free-text one. */
    documentKindId: integer('document_kind_id').references(() => documentKinds.id, { onDelete: 'restrict' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set when staff remove the document from the service: new requests no longer ask for it, the
     * requests made before keep it in their list (and the uploads against it).
     */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [index('service_documents_service_idx').on(t.serviceId)],
);

/**
 * Issue 22: the staff-maintained kinds of document (PAN card, Aadhaar, …): whether one belongs to a
 * person or a company, and how many months an upload stays valid (null: it does not expire).
 */
export const documentKinds = pgTable('document_kinds', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  holder: text('holder', { enum: ['person', 'company'] }).notNull(),
  validityMonths: integer('validity_months'),
  ...timestamps,
});

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    questionHtml: text('question_html').notNull(),
    answerHtml: text('answer_html').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [index('faqs_menu_idx').on(t.menuId)],
);

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    excerpt: text('excerpt').notNull(),
    contentHtml: text('content_html').notNull(),
    image: text('image'),
    author: text('author').notNull(),
    publishedOn: date('published_on', { mode: 'string' }).notNull(),
    published: boolean('published').notNull().default(true),
    /** Optimistic lock: the back office saves only over the version it read (409 otherwise). */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('blogs_slug_key').on(t.slug), index('blogs_published_idx').on(t.publishedOn)],
);

/** Home page "Notifications & Alerts": notices. */
export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  category: text('category').notNull(),
  publishedOn: date('published_on', { mode: 'string' }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

/** Home page "Notifications & Alerts": compliance due dates. */
export const dueDates = pgTable('due_dates', {
  id: serial('id').primaryKey(),
  text: text('text').notNull(),
  category: text('category').notNull(),
  dueOn: date('due_on', { mode: 'string' }).notNull(),
  active: boolean('active').notNull().default(true),
  ...timestamps,
});

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    review: text('review').notNull(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    rating: smallint('rating').notNull(),
    initials: text('initials').notNull(),
    colour: text('colour').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [check('testimonials_rating_range', sql`${t.rating} BETWEEN 1 AND 5`)],
);

/**
 * The home page's "Made for everyone" link cards, one tab per audience (storefront §2 Home). Staff
 * edit them in the back office; the audience, link and icon are from fixed lists (packages/shared
 * content.ts). Rows of migration 0013 are the cards the web app carried before.
 */
export const homeCards = pgTable(
  'home_cards',
  {
    id: serial('id').primaryKey(),
    audience: text('audience').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    link: text('link').notNull(),
    icon: text('icon').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('home_cards_audience_order_idx').on(t.audience, t.sortOrder, t.id)],
);

/** A consultation request from the storefront form (a lead for staff). */
export const leads = pgTable(
  'leads',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    serviceId: integer('service_id').references(() => services.id, { onDelete: 'set null' }),
    /** The service's name when the lead was made, kept if the service is later removed. */
    serviceName: text('service_name').notNull(),
    message: text('message').notNull().default(''),
    status: text('status', { enum: ['new', 'contacted', 'converted', 'closed'] })
      .notNull()
      .default('new'),
    sourcePath: text('source_path'),
    clientIp: text('client_ip'),
    /** The staff member working the lead (back office). */
    assigneeId: integer('assignee_id'),
    /** Staff's internal notes (plain text). */
    staffNotes: text('staff_notes').notNull().default(''),
    ...timestamps,
  },
  (t) => [
    index('leads_created_idx').on(t.createdAt),
    index('leads_status_idx').on(t.status),
    index('leads_assignee_idx').on(t.assigneeId),
  ],
);

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    /** Stored lower-cased: the same address twice is one subscriber. */
    email: text('email').notNull(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('newsletter_email_key').on(t.email)],
);

export const USER_ROLES = ['customer', 'reseller', 'service_provider', 'staff', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Every account: customers, partners and the provider's staff. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().default(''),
    /** Lower-cased; unique when present. */
    email: text('email'),
    /** Ten digits, no prefix; unique when present. */
    mobile: text('mobile'),
    passwordHash: text('password_hash'),
    role: text('role', { enum: USER_ROLES }).notNull().default('customer'),
    /** Partner accounts wait for staff approval; suspended accounts cannot sign in. */
    status: text('status', { enum: ['active', 'pending', 'suspended', 'rejected'] })
      .notNull()
      .default('active'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Partner accounts: when and by whom staff approved (or rejected) the registration. */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedBy: integer('approved_by').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /**
     * A partner's e-mail address as registered, before it is proven by a code sent to it (issue 11).
     * Not unique and not usable (no sign-in, no mail but the code) until proven: then it moves to
     * `email`. So nobody can lock another person's address by registering it.
     */
    pendingEmail: text('pending_email'),
    /** When the address in `email` was proven by a code sent to it (partners; null for older accounts). */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The language the person chose on the site (issue 23): their messages are written in it. */
    language: text('language', { enum: ['en', 'hi'] })
      .notNull()
      .default('en'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_mobile_key').on(t.mobile),
    /** The back office's customers list: newest first per role. */
    index('users_role_created_idx').on(t.role, t.createdAt),
    check('users_has_identifier', sql`${t.email} IS NOT NULL OR ${t.mobile} IS NOT NULL`),
  ],
);

/** Server-side sessions: only a SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    clientIp: text('client_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_token_hash_key').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
);

/** A customer's company, for services bought for a business. Belongs to exactly one user. */
export const companies = pgTable(
  'companies',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    landline: text('landline'),
    registrationNumber: text('registration_number').notNull(),
    companyType: text('company_type').notNull(),
    sector: text('sector').notNull(),
    establishDate: date('establish_date', { mode: 'string' }).notNull(),
    website: text('website'),
    gstNo: text('gst_no'),
    panNo: text('pan_no'),
    address1: text('address1').notNull(),
    address2: text('address2'),
    country: text('country').notNull().default('India'),
    state: text('state').notNull(),
    district: text('district').notNull(),
    city: text('city').notNull(),
    pinCode: text('pin_code').notNull(),
    parentCompany: text('parent_company'),
    parentCompanyName: text('parent_company_name'),
    /** For the compliance calendar (issue 22), optional: monthly, quarterly (QRMP), composition, not_registered. */
    gstFilingFrequency: text('gst_filing_frequency'),
    /** Annual turnover band (calendar rules: tax audit, GSTR-9). */
    turnoverBand: text('turnover_band'),
    logoKey: text('logo_key'),
    status: text('status').notNull().default('Active'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('companies_user_idx').on(t.userId)],
);

export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Upper-cased. */
    code: text('code').notNull(),
    discountPercent: integer('discount_percent').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    /** Total redemptions allowed across all customers; null for no limit. */
    maxUses: integer('max_uses'),
    perUserLimit: integer('per_user_limit').notNull().default(1),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('coupons_code_key').on(t.code),
    check('coupons_percent_range', sql`${t.discountPercent} BETWEEN 1 AND 100`),
  ],
);

/** When a coupon lists services, it applies only to them; with none listed it applies to all. */
export const couponServices = pgTable(
  'coupon_services',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
  },
  (t) => [uniqueIndex('coupon_services_key').on(t.couponId, t.serviceId)],
);

/** What a customer bought: created by the first verified payment (status payment_done). */
export const serviceRequests = pgTable(
  'service_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    registrationType: text('registration_type', { enum: ['individual', 'business'] }).notNull(),
    /** The period a recurring service is for ('2026-27-Q2', '2026-27', '2026-10'), from its order; null for a one-off. */
    period: text('period'),
    status: text('status').notNull().default('payment_done'),
    totalPaise: integer('total_paise').notNull(),
    paidPaise: integer('paid_paise').notNull().default(0),
    requestData: jsonb('request_data').$type<Record<string, unknown>>().notNull().default({}),
    /** Fulfilment stage: paid → documents_received → in_progress → completed (history below). */
    stage: text('stage', { enum: ['paid', 'documents_received', 'in_progress', 'completed'] })
      .notNull()
      .default('paid'),
    stageChangedAt: timestamp('stage_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** The staff member working on the request, and since when (the customer sees both: issue 21). */
    assignedTo: integer('assigned_to').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** Bumped by every move of the request's milestones or stage: a staff move names the version it saw (409 when stale). */
    progressVersion: integer('progress_version').notNull().default(0),
    /**
     * The planned day of the current milestone while it waits on us (the back office's overdue clock,
     * issue 21: requests/milestone-due.ts); null while it waits on the customer or a government office, and once completed.
     */
    milestoneDueOn: date('milestone_due_on', { mode: 'string' }),
    /** The result handed to the customer (storage key, safe file name, type, when). */
    deliverableKey: text('deliverable_key'),
    deliverableName: text('deliverable_name'),
    deliverableContentType: text('deliverable_content_type'),
    deliverableAt: timestamp('deliverable_at', { withTimezone: true }),
    /** Set when a payment needs staff attention (e.g. a coupon no longer valid when paid). */
    reviewReason: text('review_reason'),
    ...timestamps,
  },
  (t) => [
    index('service_requests_user_idx').on(t.userId),
    // The back office's overdue filter and count (issue 21: the milestone clock).
    index('service_requests_milestone_due_idx').on(t.milestoneDueOn),
    // The back-office queue (issue 11): newest first, by stage and age, by assignee, by service.
    index('service_requests_created_idx').on(t.createdAt, t.id),
    index('service_requests_stage_idx').on(t.stage, t.stageChangedAt),
    index('service_requests_assigned_idx').on(t.assignedTo, t.createdAt),
    index('service_requests_service_idx').on(t.serviceId, t.createdAt),
  ],
);

/** Staff-only notes on a request (never shown to customers). Kept with the author's name as written. */
export const requestNotes = pgTable(
  'request_notes',
  {
    id: serial('id').primaryKey(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_notes_request_idx').on(t.serviceRequestId, t.createdAt)],
);

/**
 * The target time a request may spend in a stage, per service (hours). A stage without a row uses
 * the default (`DEFAULT_STAGE_TARGET_HOURS` in the shared contracts). Past it, a request is overdue.
 */
export const stageTargets = pgTable(
  'stage_targets',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: ['paid', 'documents_received', 'in_progress'] }).notNull(),
    hours: integer('hours').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stage_targets_key').on(t.serviceId, t.stage),
    check('stage_targets_hours_range', sql`${t.hours} BETWEEN 1 AND 8760`),
  ],
);

/**
 * A service's milestones (issue 21), in order: a name, the expected working days and who it waits
 * on. A new request copies them (`request_milestones`); a service without any uses the four stages.
 */
export const serviceMilestones = pgTable(
  'service_milestones',
  {
    id: serial('id').primaryKey(),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    workingDays: integer('working_days').notNull(),
    waitsOn: text('waits_on', { enum: ['us', 'customer', 'government'] }).notNull(),
  },
  (t) => [
    uniqueIndex('service_milestones_key').on(t.serviceId, t.position),
    check('service_milestones_days_range', sql`${t.workingDays} BETWEEN 1 AND 365`),
  ],
);

/** A request's own plan, copied from its service's milestones when it was opened, and when each was reached. */
export const requestMilestones = pgTable(
  'request_milestones',
  {
    id: serial('id').primaryKey(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    workingDays: integer('working_days').notNull(),
    waitsOn: text('waits_on', { enum: ['us', 'customer', 'government'] }).notNull(),
    reachedAt: timestamp('reached_at', { withTimezone: true }),
    reachedBy: integer('reached_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('request_milestones_key').on(t.serviceRequestId, t.position)],
);

/** Holidays the working-day clock skips (besides Sundays), edited by staff. */
export const holidays = pgTable('holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
});

/** Every stage a request reached: when, and who moved it (null: the system). */
export const requestStageHistory = pgTable(
  'request_stage_history',
  {
    id: serial('id').primaryKey(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    stage: text('stage', { enum: ['paid', 'documents_received', 'in_progress', 'completed'] }).notNull(),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_stage_history_request_idx').on(t.serviceRequestId, t.changedAt)],
);

/**
 * A document staff (or the assigned service provider) asked the customer for on one request (issue 21):
 * free text, beside the catalogue's required documents; its upload is a `request_documents` row.
 */
export const requestDocumentAsks = pgTable(
  'request_document_asks',
  {
    id: serial('id').primaryKey(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    reason: text('reason').notNull(),
    askedBy: integer('asked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_document_asks_request_idx').on(t.serviceRequestId)],
);

/**
 * A document the customer handed over for a request: one row per required document, replaced on
 * reupload. A file lives in storage under `storage_key` (a generated key, never the client's name).
 */
export const requestDocuments = pgTable(
  'request_documents',
  {
    id: serial('id').primaryKey(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    /** The catalogue's required document, or (issue 21) the document staff asked for: exactly one. */
    serviceDocumentId: integer('service_document_id').references(() => serviceDocuments.id, { onDelete: 'restrict' }),
    askId: integer('ask_id').references(() => requestDocumentAsks.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['Document', 'Text'] }).notNull(),
    textValue: text('text_value'),
    storageKey: text('storage_key'),
    fileName: text('file_name'),
    contentType: text('content_type'),
    sizeBytes: integer('size_bytes'),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Issue 21: each upload (or replacement) is a new version; staff review the version they saw. */
    version: integer('version').notNull().default(1),
    /** Staff's review of the current version: null (not yet), accepted, or needs_reupload (with the reason). */
    review: text('review', { enum: ['accepted', 'needs_reupload'] }),
    reviewReason: text('review_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** Issue 22: the customer's vault document this file is (kept once, reused by later orders). */
    vaultDocumentId: integer('vault_document_id').references(() => vaultDocuments.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('request_documents_vault_idx').on(t.vaultDocumentId),
    index('request_documents_storage_key_idx').on(t.storageKey),
    uniqueIndex('request_documents_request_document_key').on(t.serviceRequestId, t.serviceDocumentId),
    uniqueIndex('request_documents_ask_key').on(t.askId),
    check('request_documents_one_source', sql`(${t.serviceDocumentId} IS NULL) <> (${t.askId} IS NULL)`),
    check(
      'request_documents_has_value',
      sql`(${t.kind} = 'Text' AND ${t.textValue} IS NOT NULL) OR (${t.kind} = 'Document' AND ${t.storageKey} IS NOT NULL)`,
    ),
  ],
);

/** Customer feedback (portal §3): rating 1–5 and a message (required below 5). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceRequestId: integer('service_request_id').references(() => serviceRequests.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    message: text('message').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_user_idx').on(t.userId),
    index('feedback_created_idx').on(t.createdAt),
    check('feedback_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
    check('feedback_message_below_five', sql`${t.rating} = 5 OR length(${t.message}) > 0`),
  ],
);

/**
 * A payment order at the gateway. The server computes every amount here; the client's figures are
 * never used. `kind` initial pays for a new request; balance pays the rest of a part payment.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    registrationType: text('registration_type', { enum: ['individual', 'business'] }).notNull(),
    kind: text('kind', { enum: ['initial', 'balance'] })
      .notNull()
      .default('initial'),
    /** The period a recurring service is bought for (chosen at checkout, checked on the server); null for a one-off. */
    period: text('period'),
    serviceRequestId: integer('service_request_id').references(() => serviceRequests.id, { onDelete: 'restrict' }),
    partialPaymentId: integer('partial_payment_id'),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    /** Professional fee, GST included, before discount. */
    feePaise: integer('fee_paise').notNull(),
    governmentFeePaise: integer('government_fee_paise').notNull().default(0),
    discountPaise: integer('discount_paise').notNull().default(0),
    /** fee − discount + government fee. */
    totalPaise: integer('total_paise').notNull(),
    /** 100 for full, 30/50/80 for part, null for a custom amount or a balance. */
    percent: integer('percent'),
    paymentType: text('payment_type', { enum: ['full', 'partial', 'custom', 'balance'] }).notNull(),
    /** What this order charges now. */
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    gateway: text('gateway', { enum: ['razorpay', 'test'] }).notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    receipt: text('receipt').notNull(),
    /** refund_due: captured at the gateway but not owed (a balance already settled); never income. */
    status: text('status', { enum: ['created', 'paid', 'failed', 'refund_due'] })
      .notNull()
      .default('created'),
    failureReason: text('failure_reason'),
    /** Why staff must look at this order (coupon no longer valid when paid, capture beyond what is due). */
    reviewReason: text('review_reason'),
    gatewayPaymentId: text('gateway_payment_id'),
    /** How the customer paid (card, upi, netbanking, wallet…), from the gateway's payment entity when known. */
    method: text('method'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('payment_orders_gateway_order_key').on(t.gatewayOrderId),
    index('payment_orders_user_idx').on(t.userId),
    /** The back office's payments list: newest first, by status (issue 11, bench/admin-lists.ts). */
    index('payment_orders_created_idx').on(t.createdAt, t.id),
    index('payment_orders_status_created_idx').on(t.status, t.createdAt),
    check('payment_orders_amount_positive', sql`${t.amountPaise} > 0`),
    /** One open balance order per part payment: asking again returns it. */
    uniqueIndex('payment_orders_open_balance_key')
      .on(t.partialPaymentId)
      .where(sql`${t.kind} = 'balance' AND ${t.status} = 'created'`),
  ],
);

/** The unpaid balance of a part-paid service request. */
export const partialPayments = pgTable(
  'partial_payments',
  {
    id: serial('id').primaryKey(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'set null' }),
    totalAmountPaise: integer('total_amount_paise').notNull(),
    unpaidAmountPaise: integer('unpaid_amount_paise').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('partial_payments_request_key').on(t.serviceRequestId),
    check('partial_payments_unpaid_nonneg', sql`${t.unpaidAmountPaise} >= 0`),
  ],
);

/** A captured payment; one per gateway payment id, however often it is reported. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'restrict' }),
    gatewayPaymentId: text('gateway_payment_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    /** How the payment was confirmed first: the browser's verify call or the webhook. */
    confirmedBy: text('confirmed_by', { enum: ['verify', 'webhook'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_gateway_payment_key').on(t.gatewayPaymentId),
    uniqueIndex('payments_order_key').on(t.orderId),
    /** Revenue by day and month (dashboard). */
    index('payments_created_idx').on(t.createdAt),
    /** A person's payments (lead → paid conversion on the dashboard). */
    index('payments_user_idx').on(t.userId),
  ],
);

export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    /**
     * Set while the order that reserved the coupon waits for payment (the reservation counts until
     * then); null once the payment is recorded (a redemption). A failed or cancelled order's
     * reservation is deleted; an expired one no longer counts.
     */
    heldUntil: timestamp('held_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('coupon_redemptions_order_key').on(t.orderId),
    index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId),
  ],
);

/**
 * GST documents: a tax invoice (full payment, or the balance of a part payment) or a receipt
 * voucher (an advance). Numbers are consecutive per series and financial year; the snapshot keeps
 * exactly what was printed.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['tax_invoice', 'receipt_voucher'] }).notNull(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    uniqueIndex('invoices_number_key').on(t.number),
    uniqueIndex('invoices_series_key').on(t.kind, t.financialYear, t.sequence),
    uniqueIndex('invoices_payment_kind_key').on(t.paymentId, t.kind),
  ],
);

export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    kind: text('kind').notNull(),
    financialYear: text('financial_year').notNull(),
    lastSequence: integer('last_sequence').notNull().default(0),
  },
  (t) => [uniqueIndex('invoice_counters_key').on(t.kind, t.financialYear)],
);

/** Gateway webhook deliveries, kept by event id so a repeat is ignored. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_event_key').on(t.eventId)],
);

/* ---------- Identity (issue 4): profiles, one-time codes, verifications, locations ---------- */

/** The profile fields of an account (portal §3). One row per user, made on first save. */
export const userProfiles = pgTable('user_profiles', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  dob: date('dob', { mode: 'string' }),
  gender: text('gender', { enum: ['male', 'female', 'other'] }),
  panNo: text('pan_no'),
  /** AES-256-GCM: base64 of iv ‖ tag ‖ ciphertext. The number itself is never stored in clear. */
  aadhaarCiphertext: text('aadhaar_ciphertext'),
  aadhaarLast4: text('aadhaar_last4'),
  addressLine1: text('address_line_1'),
  addressLine2: text('address_line_2'),
  state: text('state'),
  district: text('district'),
  city: text('city'),
  pincode: text('pincode'),
  /** Storage-adapter key of the profile photo. */
  imageKey: text('image_key'),
  ...timestamps,
});

/**
 * What a code is for; each purpose has its own sending budget. `identity`: a code to an account's
 * current e-mail or mobile confirming a change of its sign-in identifiers; `staff_login`: the
 * back office's second factor after the password.
 */
export const OTP_PURPOSES = [
  'login',
  'reseller',
  'service_provider',
  'contact',
  'password',
  'identity',
  'staff_login',
  'erasure',
] as const;

/**
 * One-time codes. Only an HMAC of the code is kept. `identifier` is a lower-cased e-mail or a
 * 10-digit mobile; `user_id` binds a contact-change code to the account that asked for it.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    purpose: text('purpose', { enum: OTP_PURPOSES }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: smallint('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    clientIp: text('client_ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_codes_identifier_idx').on(t.identifier, t.purpose, t.createdAt),
    index('otp_codes_ip_idx').on(t.clientIp, t.createdAt),
    index('otp_codes_user_idx').on(t.userId, t.purpose, t.createdAt),
  ],
);

/** A mobile number proven by OTP for a partner registration (valid 30 minutes, used once). */
export const mobileVerifications = pgTable(
  'mobile_verifications',
  {
    id: serial('id').primaryKey(),
    mobile: text('mobile').notNull(),
    purpose: text('purpose', { enum: ['reseller', 'service_provider'] }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    clientIp: text('client_ip'),
  },
  (t) => [index('mobile_verifications_mobile_idx').on(t.mobile, t.purpose, t.verifiedAt)],
);

/** States and union territories of India. */
export const states = pgTable(
  'states',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['state', 'union_territory'] }).notNull(),
  },
  (t) => [uniqueIndex('states_name_key').on(t.name)],
);

export const districts = pgTable(
  'districts',
  {
    id: serial('id').primaryKey(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('districts_state_name_key').on(t.stateId, t.name)],
);

/** Post-office localities with their PIN codes. */
export const localities = pgTable(
  'localities',
  {
    id: serial('id').primaryKey(),
    districtId: integer('district_id')
      .notNull()
      .references(() => districts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    pincode: text('pincode').notNull(),
  },
  (t) => [index('localities_district_idx').on(t.districtId), index('localities_pincode_idx').on(t.pincode)],
);

/** Small key/value markers the server keeps about itself (e.g. which location dataset is loaded). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/* ---------- Back office (issue 11): audit log, partner decisions ---------- */

/**
 * Every staff action, written in the same transaction as the change it records. Append-only: a
 * trigger (migration 'backoffice') refuses UPDATE and DELETE, and no endpoint writes to it. The
 * actor's name and role are copied so the entry stays readable whatever happens to the account.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    /** What was done, e.g. 'partner.approve', 'coupon.update'. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    index('audit_log_entity_idx').on(t.entityType, t.entityId),
    index('audit_log_actor_idx').on(t.actorId, t.createdAt),
  ],
);

/** Staff's decision on a partner application: the rejection reason, and an approved reseller's referral coupon. */
export const partnerReviews = pgTable(
  'partner_reviews',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: ['approved', 'rejected'] }).notNull(),
    reason: text('reason'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
    referralCouponId: integer('referral_coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('partner_reviews_coupon_key').on(t.referralCouponId)],
);

/**
 * Storage keys that may be left without a record: written before their record commits (a crash
 * in between would orphan them), or replaced by a reupload. The recording transaction removes
 * the row of a key it keeps; the sweep at start deletes the files of rows older than a grace period.
 */
export const storagePending = pgTable(
  'storage_pending',
  {
    key: text('key').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('storage_pending_created_idx').on(t.createdAt)],
);

/* ---------- Security (issue 13): limits and state every instance must share ---------- */

/**
 * Password sign-in attempts, kept until they are known to be right (then deleted): what is left
 * are the failures, counted per account (whichever identifier named it) and per client address
 * over a window. In the database, so the limits hold across any number of server instances.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: serial('id').primaryKey(),
    /** 'user:<id>' for an account, 'id:<identifier>' for a name no account has. */
    accountKey: text('account_key').notNull(),
    clientIp: text('client_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sign_in_attempts_account_idx').on(t.accountKey, t.createdAt),
    index('sign_in_attempts_ip_idx').on(t.clientIp, t.createdAt),
  ],
);

/**
 * The built-in test gateway's orders (never used in production). In the database, not in process
 * memory, so an order made through one instance can be paid through another.
 */
export const testGatewayOrders = pgTable('test_gateway_orders', {
  id: text('id').primaryKey(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  receipt: text('receipt').notNull(),
  notes: jsonb('notes').$type<Record<string, string>>().notNull(),
  status: text('status', { enum: ['created', 'attempted', 'paid'] })
    .notNull()
    .default('created'),
  paymentId: text('payment_id'),
  ...timestamps,
});

/**
 * Fixed-window request counters for limits that must hold across instances (the consultation form's
 * per-address limit): one row per limit, key and window, incremented atomically. Rows of past
 * windows are swept as new windows open (lib/shared-limits.ts).
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key, t.windowStart] }), index('rate_limit_counters_window_idx').on(t.windowStart)],
);

/* ---------- Refunds and credit notes (issue 11, part C) ---------- */

/**
 * A refund of a captured payment (or of a capture nobody owed: a `refund_due` order). Made in two
 * steps: `pending` reserves the amount under the order's lock, the gateway is asked (with the
 * idempotency key), then `processed` with the gateway's refund id, the credit note and the audit
 * entry in one transaction. A gateway refusal deletes the pending row: nothing is recorded.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'restrict' }),
    /** The captured payment refunded; null for a refund_due order (never recorded as a payment). */
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountPaise: integer('amount_paise').notNull(),
    reason: text('reason').notNull(),
    /** Sent to the gateway (Razorpay's X-Refund-Idempotency); the same key is the same refund. */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status', { enum: ['pending', 'processed'] })
      .notNull()
      .default('pending'),
    gatewayRefundId: text('gateway_refund_id'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** The customer's cancellation this refund pays (issue 24); null for a refund staff made from a payment. */
    refundRequestId: integer('refund_request_id').references((): AnyPgColumn => refundRequests.id, { onDelete: 'restrict' }),
  },
  (t) => [
    uniqueIndex('refunds_idempotency_key').on(t.idempotencyKey),
    index('refunds_refund_request_idx').on(t.refundRequestId),
    uniqueIndex('refunds_gateway_refund_key').on(t.gatewayRefundId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_processed_idx').on(t.processedAt),
    check('refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * A customer's cancellation with its refund request (issue 24): one per service request, whatever
 * its outcome. The amount is the published refund table's at the request's stage when asked
 * (`refundAt`, packages/shared/src/refunds.ts); staff approve (the refunds then carry this id) or
 * refuse with a reason.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial('id').primaryKey(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'restrict' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The request's service (the queue names it without reading the requests' table). */
    serviceId: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    /** The request's stage when the customer asked, and what the table gave then. */
    stage: text('stage', { enum: ['paid', 'documents_received', 'in_progress', 'completed'] }).notNull(),
    entitledPaise: integer('entitled_paise').notNull(),
    status: text('status', { enum: ['requested', 'approved', 'refused'] })
      .notNull()
      .default('requested'),
    approvedPaise: integer('approved_paise'),
    /** The refusal's reason (the customer reads it), or staff's note when approving more than the table gives. */
    decisionNote: text('decision_note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refund_requests_request_key').on(t.serviceRequestId),
    index('refund_requests_status_idx').on(t.status, t.createdAt),
    index('refund_requests_user_idx').on(t.userId),
    check('refund_requests_entitled_positive', sql`${t.entitledPaise} > 0`),
  ],
);

/**
 * A GST credit note for a refund of an invoiced payment: its own number series (CN/26-27/000001),
 * linked to the original tax invoice or receipt voucher; the snapshot is exactly what is printed.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => refunds.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [
    uniqueIndex('credit_notes_refund_key').on(t.refundId),
    uniqueIndex('credit_notes_number_key').on(t.number),
    uniqueIndex('credit_notes_series_key').on(t.financialYear, t.sequence),
    index('credit_notes_invoice_idx').on(t.invoiceId),
  ],
);

/** The test gateway's refunds (never used in production): one per idempotency key, like Razorpay's. */
export const testGatewayRefunds = pgTable(
  'test_gateway_refunds',
  {
    id: text('id').primaryKey(),
    paymentId: text('payment_id').notNull(),
    amount: integer('amount').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('test_gateway_refunds_key').on(t.idempotencyKey),
    index('test_gateway_refunds_payment_idx').on(t.paymentId),
  ],
);

/* ------------------------------------------------------------------ notifications (issue 20) */

/**
 * One message of one event on one channel (modules/notifications). `(event_id, channel)` is unique:
 * an event is delivered at most once per channel, whichever instance or retry gets there first.
 * `vars` are the template's variables as the event carried them (a resend renders them again).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: serial('id').primaryKey(),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    channel: text('channel', { enum: ['email', 'sms', 'whatsapp'] }).notNull(),
    language: text('language').notNull().default('en'),
    template: text('template').notNull(),
    recipient: text('recipient').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    requestId: integer('request_id'),
    vars: jsonb('vars').notNull().default({}),
    status: text('status', { enum: ['pending', 'sending', 'sent', 'failed', 'skipped'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('notification_deliveries_event_channel_key').on(t.eventId, t.channel),
    index('notification_deliveries_user_idx').on(t.userId, t.createdAt),
    index('notification_deliveries_request_idx').on(t.requestId, t.createdAt),
    index('notification_deliveries_status_idx').on(t.status, t.createdAt),
  ],
);

/** A customer's channels: e-mail and SMS on or off; WhatsApp only after an opt-in (when and where). */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: boolean('email').notNull().default(true),
  sms: boolean('sms').notNull().default(true),
  whatsappOptInAt: timestamp('whatsapp_opt_in_at', { withTimezone: true }),
  whatsappOptInSource: text('whatsapp_opt_in_source'),
  ...timestamps,
});

/** A STOP received for a number on a channel (SMS or WhatsApp): nothing more is sent there but codes. */
export const notificationStops = pgTable(
  'notification_stops',
  {
    channel: text('channel', { enum: ['sms', 'whatsapp'] }).notNull(),
    address: text('address').notNull(),
    source: text('source').notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.channel, t.address] })],
);

/**
 * A request's conversation (issue 21, modules/conversations): one thread per request. `waiting_since`
 * is the oldest customer message no one has answered yet (the staff's inbox and the escalation).
 */
export const conversationThreads = pgTable(
  'conversation_threads',
  {
    id: serial('id').primaryKey(),
    serviceRequestId: integer('service_request_id')
      .notNull()
      .references(() => serviceRequests.id, { onDelete: 'cascade' }),
    waitingSince: timestamp('waiting_since', { withTimezone: true }),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('conversation_threads_request_key').on(t.serviceRequestId),
    index('conversation_threads_waiting_idx').on(t.waitingSince),
  ],
);

/** A message in a thread: the customer's, staff's or the service provider's; an internal note is staff-only. */
export const conversationMessages = pgTable(
  'conversation_messages',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => conversationThreads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorKind: text('author_kind', { enum: ['customer', 'staff', 'provider'] }).notNull(),
    /** An internal note: shown to staff only (never to the customer or the provider). */
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: integer('attachment_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversation_messages_thread_idx').on(t.threadId, t.id)],
);

/** How far each participant has read a thread (the last message id they saw). */
export const conversationReads = pgTable(
  'conversation_reads',
  {
    threadId: integer('thread_id')
      .notNull()
      .references(() => conversationThreads.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastReadId: integer('last_read_id').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.threadId, t.userId] })],
);

/**
 * The compliance calendar's rules (issue 22): which filing is due, for whom, when. Staff edit them;
 * every customer's calendar is computed from them at once (packages/shared/src/calendar.ts).
 */
export const calendarRules = pgTable(
  'calendar_rules',
  {
    id: serial('id').primaryKey(),
    /** Stable: part of every iCalendar event id. */
    code: text('code').notNull(),
    filing: text('filing').notNull(),
    appliesTo: jsonb('applies_to').$type<string[]>().notNull(),
    gstFrequencies: jsonb('gst_frequencies').$type<string[]>().notNull().default([]),
    turnoverBands: jsonb('turnover_bands').$type<string[]>().notNull().default([]),
    states: jsonb('states').$type<string[]>().notNull().default([]),
    recurrence: text('recurrence', { enum: ['monthly', 'quarterly', 'yearly', 'instalments'] }).notNull(),
    schedule: jsonb('schedule').$type<Record<string, unknown>>().notNull(),
    serviceSlug: text('service_slug'),
    note: text('note').notNull().default(''),
    legalBasis: text('legal_basis').notNull(),
    active: boolean('active').notNull().default(true),
    /** Goes up at every change: the iCalendar SEQUENCE, and the back office's optimistic lock. */
    version: integer('version').notNull().default(1),
    ...timestamps,
  },
  (t) => [uniqueIndex('calendar_rules_code_key').on(t.code)],
);

/** A filing a customer muted for themselves ('u<id>') or one company ('c<id>'): no reminders. */
export const calendarMutes = pgTable(
  'calendar_mutes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectKey: text('subject_key').notNull(),
    ruleCode: text('rule_code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.subjectKey, t.ruleCode] })],
);

/** A customer's private iCalendar subscription: only the token's SHA-256 is kept; revoked = deleted. */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_key').on(t.tokenHash)],
);

/* ---------- Grievances (issue 24): complaints to the grievance officer, numbered tickets ---------- */

/** A complaint: GRV-<year>-<sequence>, with the 48-hour acknowledgement and one-month resolution clocks. */
export const grievances = pgTable(
  'grievances',
  {
    id: serial('id').primaryKey(),
    ticketNo: text('ticket_no').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of the customer's own requests (checked on the server), or none. */
    requestId: integer('request_id').references(() => serviceRequests.id, { onDelete: 'set null' }),
    category: text('category', { enum: ['service_delay', 'refund', 'payment', 'data_protection', 'other'] }).notNull(),
    /** Plain text as typed (escaped wherever it is shown or sent). */
    description: text('description').notNull(),
    status: text('status', { enum: ['open', 'acknowledged', 'resolved', 'closed'] })
      .notNull()
      .default('open'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    ackDueAt: timestamp('ack_due_at', { withTimezone: true }).notNull(),
    resolveDueAt: timestamp('resolve_due_at', { withTimezone: true }).notNull(),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    resolution: text('resolution'),
    /** When the overdue sweep told the admins (once per clock). */
    ackEscalatedAt: timestamp('ack_escalated_at', { withTimezone: true }),
    resolveEscalatedAt: timestamp('resolve_escalated_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('grievances_ticket_key').on(t.ticketNo),
    index('grievances_user_idx').on(t.userId, t.createdAt),
    index('grievances_status_idx').on(t.status, t.createdAt),
  ],
);

/** The last ticket number given per calendar year (India), taken under the row's lock. */
export const grievanceCounters = pgTable('grievance_counters', {
  year: integer('year').primaryKey(),
  lastSequence: integer('last_sequence').notNull().default(0),
});

/** Staff replies (the customer sees and receives them) and internal notes (staff only). */
export const grievanceMessages = pgTable(
  'grievance_messages',
  {
    id: serial('id').primaryKey(),
    grievanceId: integer('grievance_id')
      .notNull()
      .references(() => grievances.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reply', 'note'] }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('grievance_messages_grievance_idx').on(t.grievanceId, t.createdAt)],
);

/** Files sent with a complaint (PDF, JPEG, PNG), stored under a key we make. */
export const grievanceAttachments = pgTable(
  'grievance_attachments',
  {
    id: serial('id').primaryKey(),
    grievanceId: integer('grievance_id')
      .notNull()
      .references(() => grievances.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('grievance_attachments_grievance_idx').on(t.grievanceId)],
);

/* ---------- Consent (issue 24, DPDP Act 2023): which notice, when, from where, for which purpose ---------- */

/**
 * One row per purpose a person consented to at one point (sign-up, the consultation form, partner
 * registration, the newsletter, a new notice version, the profile). A withdrawal stamps the rows in
 * force; a purpose given again is a new row. A lead's or a subscriber's consent has no account:
 * it is found by its e-mail or mobile (`contact`).
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The e-mail (lower-cased) or mobile the form gave, for a consent without an account. */
    contact: text('contact'),
    purpose: text('purpose', { enum: ['service', 'marketing', 'whatsapp'] }).notNull(),
    noticeVersion: integer('notice_version').notNull(),
    source: text('source', {
      enum: ['signup', 'consultation', 'partner_registration', 'newsletter', 'notice_update', 'profile'],
    }).notNull(),
    channel: text('channel', { enum: ['web', 'no_script', 'api'] }).notNull(),
    clientIp: text('client_ip'),
    userAgent: text('user_agent'),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('consents_user_idx').on(t.userId, t.purpose), index('consents_contact_idx').on(t.contact)],
);

/**
 * A customer's data export (issue 24): built by a background job into one zip in storage, then
 * downloadable by its owner for 24 hours. One export at a time is being built per account.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    /** Random (uuid): the download link names it. */
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['building', 'ready', 'failed'] })
      .notNull()
      .default('building'),
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    /** The link stops working then (24 hours after it was ready); the file is deleted by the retention sweep. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('data_exports_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('data_exports_one_building_key')
      .on(t.userId)
      .where(sql`${t.status} = 'building'`),
  ],
);

/**
 * An account's erasure (issue 24): who asked (the customer, or staff for them), when, and what each
 * module erased and kept until when (no personal data: the account's id only).
 */
export const dataErasures = pgTable(
  'data_erasures',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    via: text('via', { enum: ['customer', 'staff'] }).notNull(),
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull(),
    erasedAt: timestamp('erased_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('data_erasures_user_key').on(t.userId)],
);

/**
 * Issue 22: the customer's document vault. Every file a customer uploads for an order is kept here
 * once (for the person, or one of their companies), with its kind, upload date and staff's review
 * (copied from the review of the order that used it); later orders that need the same kind reuse
 * the same stored file (`request_documents.vault_document_id`, same `storage_key`).
 */
export const vaultDocuments = pgTable(
  'vault_documents',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Null: the person's own document. */
    companyId: integer('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    documentKindId: integer('document_kind_id').references(() => documentKinds.id, { onDelete: 'restrict' }),
    /** The document's name when uploaded (the kind's, or the service's free-text name). */
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    review: text('review', { enum: ['accepted', 'needs_reupload'] }),
    reviewReason: text('review_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** From the kind's validity at upload; null: it does not expire. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('vault_documents_user_idx').on(t.userId), index('vault_documents_storage_key_idx').on(t.storageKey)],
);
