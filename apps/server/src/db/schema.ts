import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
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
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
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
  },
  (t) => [index('service_documents_service_idx').on(t.serviceId)],
);

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
    ...timestamps,
  },
  (t) => [index('leads_created_idx').on(t.createdAt), index('leads_status_idx').on(t.status)],
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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_mobile_key').on(t.mobile),
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
