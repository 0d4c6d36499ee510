import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import compress from '@fastify/compress';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { destination as logDestination } from 'pino';
import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppServices } from '@anupalan/shared/app-context';
import { AppError } from './lib/errors.ts';
import {
  BACKOFFICE_ROLES,
  calendarOf,
  inboxQuery,
  type AdminMoneyServices,
  type AdminServices,
  type CatalogAdminServices,
} from '@anupalan/shared';
import type { Config, TrustProxy } from './config.ts';
import type { Database } from './db/client.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { apiFallbackRoutes, apiRouteIndexPlugin } from './plugins/api-fallback.ts';
import { securityPlugin } from './plugins/security.ts';
import { ssrPlugin } from './plugins/ssr.ts';
import { cachePolicyPlugin } from './plugins/cache-policy.ts';
import { warnOnUntrustedForwarding } from './plugins/forwarding-warning.ts';
import { createPublicFastPath, type PublicFastPath } from './plugins/public-fast-path.ts';
import { requestId, requestLine } from './lib/request-log.ts';
import { clientErrorHandler } from './lib/client-errors.ts';
import { createUploadGate } from './lib/upload-gate.ts';
import { createCatalogRepository } from './modules/catalog/repository.ts';
import { createCatalogService, type CatalogService } from './modules/catalog/service.ts';
import { presentedCatalog } from './modules/catalog/presenters.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { healthRoutes, metricsRoute } from './modules/health/routes.ts';
import { createMetrics, FAST_PATH_ROUTE, type Metrics } from './lib/metrics.ts';
import { createDrainState, type DrainState } from './lib/shutdown.ts';
import { authPlugin } from './modules/auth/plugin.ts';
import { createSessionRepository } from './modules/auth/session-repository.ts';
import { createSessionService, type SessionService } from './modules/auth/sessions.ts';
import { createAuthRepository } from './modules/auth/repository.ts';
import { createAuthService, type AuthService } from './modules/auth/service.ts';
import { createMetaStore } from './db/meta.ts';
import { createOtpService, type OtpService } from './modules/auth/otp.ts';
import { createPasswordLimits, type PasswordLimits } from './modules/auth/password-limits.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { createFileStorage, type FileStorage } from './adapters/storage/index.ts';
import { createEmailSender, type EmailSender } from './adapters/email/index.ts';
import { createSmsSender, type SmsSender } from './adapters/sms/index.ts';
import { createOutbox, type Outbox } from './adapters/outbox.ts';
import { systemClock, type Clock } from './lib/clock.ts';
import { loadSecrets, type Secrets } from './lib/secrets.ts';
import { createLocationRepository } from './modules/locations/repository.ts';
import { createLocationService, type LocationService } from './modules/locations/service.ts';
import { locationRoutes } from './modules/locations/routes.ts';
import { createUserRepository } from './modules/users/repository.ts';
import { createUserService, type UserService } from './modules/users/service.ts';
import { createPartnerService, type PartnerService } from './modules/partners/service.ts';
import { partnerRoutes } from './modules/partners/routes.ts';
import { createProfileService, type ProfileService } from './modules/profile/service.ts';
import { profileRoutes } from './modules/profile/routes.ts';
import { languageRoutes } from './modules/profile/language-routes.ts';
import { presentPaymentHistory } from './modules/payments/presenters.ts';
import { presentProfile } from './modules/profile/presenter.ts';
import { presentCompany } from './modules/companies/presenters.ts';
import { outboxRoutes } from './modules/outbox/routes.ts';
import { createContentVersion, type ContentVersion } from './lib/content-version.ts';
import { createContentRepository } from './modules/content/repository.ts';
import { createContentService, type ContentService } from './modules/content/service.ts';
import { presentedContent } from './modules/content/presenters.ts';
import { contentRoutes } from './modules/content/routes.ts';
import { createNewsletterRepository } from './modules/newsletter/repository.ts';
import { createNewsletterService, type NewsletterService } from './modules/newsletter/service.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { createSharedLimits, type SharedLimits } from './lib/shared-limits.ts';
import { createLeadsRepository } from './modules/leads/repository.ts';
import { createLeadsService, type LeadsService } from './modules/leads/service.ts';
import { leadsRoutes } from './modules/leads/routes.ts';
import { createRazorpayGateway } from './adapters/payments/razorpay.ts';
import { createTestGateway, type TestGateway } from './adapters/payments/test-gateway.ts';
import type { PaymentGateway } from './adapters/payments/types.ts';
import { createCompanyRepository } from './modules/companies/repository.ts';
import { createCompanyService, type CompanyService } from './modules/companies/service.ts';
import { companyRoutes, publicCompanyAlias } from './modules/companies/routes.ts';
import { createCouponRepository } from './modules/coupons/repository.ts';
import { createCouponService, type CouponService } from './modules/coupons/service.ts';
import { couponRoutes } from './modules/coupons/routes.ts';
import { createInvoiceService, type InvoiceService } from './modules/invoices/service.ts';
import { createPaymentRepository } from './modules/payments/repository.ts';
import { createPaymentService, type PaymentService } from './modules/payments/service.ts';
import { paymentRoutes, webhookRoutes } from './modules/payments/routes.ts';
import { testGatewayRoutes } from './modules/test-gateway/routes.ts';
import { createTestGatewayRepository } from './modules/test-gateway/repository.ts';
import { createAdminRepository } from './modules/admin/repository.ts';
import { createAdminService, type AdminService } from './modules/admin/service.ts';
import { adminRoutes, staffLoginRoute } from './modules/admin/routes.ts';
import { createAdminReportService } from './modules/admin/reports.ts';
import { adminReportRoutes } from './modules/admin/report-routes.ts';
import { createCatalogAdminRepository } from './modules/catalog/admin-repository.ts';
import { createCatalogAdminService, type CatalogEditor } from './modules/catalog/admin-service.ts';
import { catalogAdminDoor } from './modules/catalog/admin-door.ts';
import { blogAdminRoutes, catalogAdminRoutes } from './modules/catalog/admin-routes.ts';
import { existingServiceIds } from './modules/catalog/repository.ts';
import { createContentAdminRepository } from './modules/content/admin-repository.ts';
import { contentAdminDoor, createContentAdminService, type ContentAdminService } from './modules/content/backoffice.ts';
import { contentAdminRoutes } from './modules/content/backoffice-routes.ts';
import { createCouponAdminRepository } from './modules/coupons/backoffice-repository.ts';
import { createCouponAdminService, type CouponAdminService } from './modules/coupons/backoffice.ts';
import { couponAdminRoutes } from './modules/coupons/backoffice-routes.ts';
import { createLeadAdminService, type LeadAdminService } from './modules/leads/backoffice.ts';
import { leadAdminRoutes } from './modules/leads/backoffice-routes.ts';
import { createNewsletterAdminService, type NewsletterAdminService } from './modules/newsletter/backoffice.ts';
import { newsletterAdminRoutes } from './modules/newsletter/backoffice-routes.ts';
import { createPartnerAdminService, type PartnerAdminService } from './modules/partners/backoffice.ts';
import { partnerAdminRoutes } from './modules/partners/backoffice-routes.ts';
import { createPaymentAdminRepository } from './modules/payments/admin-repository.ts';
import { createPaymentAdminService, refundAudit, type PaymentAdminService } from './modules/payments/backoffice.ts';
import { paymentAdminRoutes } from './modules/payments/backoffice-routes.ts';
import { createRefundRequestRepository } from './modules/payments/refund-requests-repository.ts';
import { createRefundRequestService, type RefundRequestService } from './modules/payments/refund-requests.ts';
import { refundRequestAdminRoutes, refundRequestRoutes } from './modules/payments/refund-request-routes.ts';
import { createRequestRepository } from './modules/requests/repository.ts';
import { createMilestoneRepository } from './modules/requests/milestones-repository.ts';
import { createRequestService, type RequestService } from './modules/requests/service.ts';
import { presentCompletedServices, presentDocumentList, presentMyRequests } from './modules/requests/presenters.ts';
import { requestRoutes, staffRequestRoutes } from './modules/requests/routes.ts';
import { createDocumentReview, documentReviewRoutes, type DocumentReviewService } from './modules/requests/document-review.ts';
import { documentAskRoutes } from './modules/requests/document-asks.ts';
import { createConversationRepository } from './modules/conversations/repository.ts';
import { createConversationService, type ConversationService } from './modules/conversations/service.ts';
import { conversationRoutes, presentInboxEntry, presentMessage } from './modules/conversations/routes.ts';
import { createRequestAdminRepository } from './modules/requests/backoffice-repository.ts';
import { createRequestAdminService, type RequestAdminService } from './modules/requests/backoffice-service.ts';
import { partnerSideRoutes, requestAdminRoutes } from './modules/requests/backoffice-routes.ts';
import { milestoneAdminRoutes } from './modules/requests/milestone-routes.ts';
import { createWhatsAppSender, type WhatsAppSender } from './adapters/whatsapp/index.ts';
import { createNotificationQueue } from './modules/notifications/queue.ts';
import { createNotificationRepository } from './modules/notifications/repository.ts';
import { createNotificationService, type NotificationService } from './modules/notifications/service.ts';
import { notificationAdminRoutes, notificationRoutes } from './modules/notifications/routes.ts';
import { notificationAdminServices } from './modules/notifications/admin.ts';
import { createCalendarRepository } from './modules/calendar/repository.ts';
import { createKindsRepository } from './modules/catalog/kinds-repository.ts';
import { createDocumentKinds, type DocumentKindsService } from './modules/catalog/kinds.ts';
import { documentKindRoutes } from './modules/catalog/kinds-routes.ts';
import { createCatalogChanges } from './modules/catalog/admin-save.ts';
import { createSavedRepository } from './modules/requests/saved-repository.ts';
import { createVaultRepository } from './modules/vault/repository.ts';
import { createVaultService, type VaultService } from './modules/vault/service.ts';
import { createVaultDataRights } from './modules/vault/data-rights.ts';
import { vaultAdminRoutes, vaultRoutes } from './modules/vault/routes.ts';
import { createCalendarService, type CalendarService } from './modules/calendar/service.ts';
import { calendarAdminRoutes, calendarRoutes } from './modules/calendar/routes.ts';
import { insertAuditEntry, writeAudit } from './lib/backoffice.ts';
import { createGrievanceRepository } from './modules/grievances/repository.ts';
import { createGrievanceService, type GrievanceService } from './modules/grievances/service.ts';
import { grievanceAdminRoutes, grievanceRoutes } from './modules/grievances/routes.ts';
import { grievanceAdminServices } from './modules/grievances/admin.ts';
import { createConsentRepository } from './modules/privacy/repository.ts';
import { createPrivacyService, type PrivacyService } from './modules/privacy/service.ts';
import { privacyRoutes } from './modules/privacy/routes.ts';
import { createConsentDataRights } from './modules/privacy/data-rights.ts';
import type { DataRightsContributor } from './lib/data-rights.ts';
import { createDataRightsRepository } from './modules/data-rights/repository.ts';
import { createDataRightsService, EXPORT_QUEUE, type DataRightsService } from './modules/data-rights/service.ts';
import { createRetention } from './modules/data-rights/retention.ts';
import { dataRightsAdminRoutes, dataRightsRoutes } from './modules/data-rights/routes.ts';
import { createUserDataRights } from './modules/users/data-rights.ts';
import { createAuthDataRights } from './modules/auth/data-rights.ts';
import { createCompanyDataRights } from './modules/companies/data-rights.ts';
import { createRequestDataRights } from './modules/requests/data-rights.ts';
import { createPaymentDataRights } from './modules/payments/data-rights.ts';
import { createInvoiceDataRights } from './modules/invoices/data-rights.ts';
import { createConversationDataRights } from './modules/conversations/data-rights.ts';
import { createGrievanceDataRights } from './modules/grievances/data-rights.ts';
import { createLeadDataRights } from './modules/leads/data-rights.ts';
import { createNewsletterDataRights } from './modules/newsletter/data-rights.ts';
import { createCalendarDataRights } from './modules/calendar/data-rights.ts';
import { createNotificationDataRights } from './modules/notifications/data-rights.ts';

/**
 * Every service the app wires; the web app's loaders get them as `AppServices` (the part they may
 * call). `requests`, `catalog` and `content` are their modules' domain services; `accountRequests`,
 * `publicCatalog` and `publicContent` are the same reads through their presenters (the legacy shapes
 * the API answers), for the web loaders.
 */
export interface Services extends AppServices {
  /** The public catalogue as domain objects, and what other modules name from it (catalog/references.ts). */
  catalog: CatalogService;
  /** The home page's notices, due dates, testimonials and cards as domain objects. */
  content: ContentService;
  database: Database;
  /** Version of the public catalogue and content: the back office calls `bump()` after a change. */
  contentVersion: ContentVersion;
  companies: CompanyService;
  coupons: CouponService;
  payments: PaymentService;
  invoices: InvoiceService;
  /** Service requests after payment: documents, stages, deliverables, balances, feedback. */
  requests: RequestService;
  /** The thread on every request: messages, internal notes, unread counts, the inbox (issue 21). */
  conversations: ConversationService;
  /** Staff accept or reject a request's uploaded documents (issue 21, requests/document-review.ts). */
  documentReview: DocumentReviewService;
  /** Present only while the built-in test gateway is the active payment gateway. */
  testGateway: TestGateway | null;
  sessions: SessionService;
  leads: LeadsService;
  /** Request limits kept in the database, shared by every instance (lib/shared-limits.ts). */
  limits: SharedLimits;
  newsletter: NewsletterService;
  /** Uploaded files (local disk or S3): see adapters/storage/index.ts. */
  storage: FileStorage;
  /** Replace `now` in tests to move past expiries. */
  clock: Clock;
  /** What the console SMS/e-mail providers "sent" (development only). */
  outbox: Outbox;
  sms: SmsSender;
  email: EmailSender;
  whatsapp: WhatsAppSender;
  /** Every message to customers and partners: the queue, channels, preferences, delivery log (issue 20). */
  notifications: NotificationService;
  /** The back office's delivery log, resend and templates, for the pages' loaders and actions. */
  notificationAdmin: NonNullable<AppServices['notificationAdmin']>;
  /** Complaints to the grievance officer: tickets, clocks, replies, escalation (issue 24). */
  grievances: GrievanceService;
  grievanceAdmin: NonNullable<AppServices['grievanceAdmin']>;
  /** Consent and the privacy notice (issue 24): records, withdrawal, the export's and erasure's parts. */
  privacy: PrivacyService;
  /** The customer's export and erasure of their data, and the retention sweep (issue 24). */
  dataRights: DataRightsService & { runRetention: () => Promise<{ documents: number; leads: number; exports: number }> };
  /** Aadhaar key and OTP pepper (configured, or generated under DATA_DIR outside production). */
  secrets: Secrets;
  /** One-time codes: sending, limits, checking. */
  otp: OtpService;
  /** Password-guessing limits (database, shared by every instance). */
  passwordLimits: PasswordLimits;
  /** Sign-in by OTP or password, sign-up by OTP, the first administrator. */
  auth: AuthService;
  /** People's accounts and profiles (the owner of `users` and `user_profiles`). */
  users: UserService;
  /** Reseller and service-provider registration. */
  partners: PartnerService;
  /** The signed-in person's profile, photo, Aadhaar and contact changes. */
  profile: ProfileService;
  /** States, districts, localities with PIN codes. */
  locations: LocationService;
  /**
   * The `/admin` pages' one entry to the back office (AppServices.admin): the admin module's staff,
   * dashboard, charts and audit log, with each domain's back office below under its page's name.
   */
  admin: AdminService & AdminMoneyServices & AdminServices;
  /** Each domain module's back office (issue 25), which its own `/api/v1/admin` routes call. */
  couponAdmin: CouponAdminService;
  partnerAdmin: PartnerAdminService;
  leadAdmin: LeadAdminService;
  newsletterAdmin: NewsletterAdminService;
  paymentAdmin: PaymentAdminService;
  /** Customers' cancellations and refund requests, and their queue (issue 24; the payments module). */
  refundRequests: RefundRequestService;
  contentAdmin: ContentAdminService;
  /** The back office's request side and the partners' own views (issue 11). */
  requestAdmin: RequestAdminService;
  /** The back office's catalogue and content editing (issue 11, part B): the pages' in-process door. */
  catalogAdmin: CatalogAdminServices;
  /** The catalogue editor itself, taking parsed input (the `/api/v1/admin/catalog` routes call it). */
  catalogEditor: CatalogEditor;
  /** The account pages' reads (the same service calls and presenters as their API routes). */
  account: NonNullable<AppServices['account']>;
  /** The compliance calendar: rules, each customer's calendar, mutes, reminders, iCalendar (issue 22). */
  calendar: CalendarService & NonNullable<AppServices['calendar']>;
  /** The account pages' request reads: the requests service through its presenters (as the routes answer). */
  accountRequests: NonNullable<AppServices['accountRequests']>;
  /** Issue 22: the customer's document vault (My Documents, the staff's view, the saved-document offers). */
  vault: VaultService & NonNullable<AppServices['vault']>;
  /** Issue 22: the staff-maintained document kinds (catalog). */
  documentKinds: DocumentKindsService;
}

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
    config: Config;
    /** Cached public GETs answered before Fastify's lifecycle (plugins/public-fast-path.ts). */
    publicFastPath: PublicFastPath;
    /** Whether a shutdown has started, and the requests being answered (lib/shutdown.ts). */
    drain: DrainState;
    /** The process's Prometheus metrics (lib/metrics.ts, GET /metrics). */
    metrics: Metrics;
  }
}

export interface BuildOptions {
  config: Config;
  database: Database;
  /** Serve the React app too (off in API-only tests, which then need no web build). */
  web?: boolean;
  /** Where the log goes instead of stdout (tests read the request lines). */
  logStream?: { write(line: string): void };
}

function createGateway(config: Config, database: Database): { gateway: PaymentGateway; testGateway: TestGateway | null } {
  if (config.payments.razorpay) return { gateway: createRazorpayGateway(config.payments.razorpay), testGateway: null };
  // loadConfig refuses production without Razorpay keys, so the test gateway never runs there.
  const testGateway = createTestGateway(config.payments.testGatewaySecret, createTestGatewayRepository(database.db));
  return { gateway: testGateway, testGateway };
}

/** The composition root: every adapter and domain service, wired once. */
export async function createServices(config: Config, database: Database, log: FastifyBaseLogger): Promise<Services> {
  const { db } = database;
  const { gateway, testGateway } = createGateway(config, database);
  const clock = systemClock();
  const contentVersion = await createContentVersion(database);

  // Adapters: message delivery, file storage, secrets.
  const outbox = createOutbox();
  const sms = createSmsSender(config.delivery.sms, { outbox, log });
  const email = createEmailSender(config.delivery.email, { outbox, log });
  const whatsapp = createWhatsAppSender(config.delivery.whatsapp, { outbox, log });
  const storage = createFileStorage(config.storage);
  const secrets = loadSecrets({
    aadhaarKey: config.secrets.aadhaarKey,
    otpSecret: config.secrets.otpSecret,
    dataDir: config.dataDir,
    isProduction: config.isProduction,
  });

  // Users first: the notifications' worker looks up whom a message is for.
  const users = createUserService(createUserRepository(db));
  // Whom late milestones and unanswered messages escalate to last: the active administrators.
  const activeAdminIds = async () => (await users.activeWithRoles(['admin'])).map((u) => u.id);
  // Consent (issue 24): the notifications' channels honour it; sign-up and the forms record it.
  const privacy = createPrivacyService({ repo: createConsentRepository(db), clock });
  const notifications = createNotificationService({
    repo: createNotificationRepository(db),
    queue: createNotificationQueue(database, config.notifications, log),
    users,
    email,
    sms,
    whatsapp,
    clock,
    log,
    publicUrl: config.publicUrl,
    brandName: config.site.brandName,
    retryLimit: config.notifications.retryLimit,
    expireSeconds: config.notifications.expireSeconds,
    dltTemplates: config.delivery.sms.provider === 'msg91' ? config.delivery.sms.flowTemplates : {},
    // The audit writer (lib/backoffice.ts), in the resend's transaction.
    audit: (tx, actor, e) => writeAudit(tx, actor, { ...e, entityType: 'notification_delivery' }),
    transaction: (fn) => db.transaction(fn),
    // The requests module's rules say which reminders are due (built below; called only later).
    // Issue 21: the conversations' escalations of unanswered customer messages.
    reminders: async (now) => [...(await requests.reminders(now)), ...(await conversations.escalations(now))],
    // Issue 24: marketing only with consent in force; WhatsApp stopped once its consent is withdrawn.
    consent: (person) => privacy.channelConsent(person),
    giveWhatsappConsent: (person) => privacy.whatsappOptIn(person),
    // The grievances' overdue sweep, and the calendar's reminders: once a day, a chain of jobs of a
    // page of customers each (built below; read when the queue starts).
    scheduled: () => [
      { queue: 'grievance-escalations', cron: '20 * * * *', run: () => grievances.escalate().then(() => undefined) },
      {
        queue: 'calendar-reminders',
        cron: '10 * * * *',
        run: async (data, again) => {
          const step = await calendarCore.reminderStep(data, clock.now());
          await notifications.enqueue(step.events);
          if (step.next) await again(step.next.data, step.next.key);
        },
      },
      // Issue 24: the retention sweep, daily at 03:40 India time.
      { queue: 'data-retention', cron: '40 3 * * *', run: () => dataRights.runRetention().then(() => undefined) },
    ],
    // Issue 24: a data export is built by a job (built below; read when the queue starts).
    jobs: () => [{ queue: EXPORT_QUEUE, run: (data) => dataRights.runExportJob(String(data.exportId)) }],
  });
  const notify = notifications.notify;

  // Modules that call no other module.
  const catalog = createCatalogService(createCatalogRepository(db), contentVersion);
  const content = createContentService(createContentRepository(db), contentVersion);
  const newsletter = createNewsletterService(createNewsletterRepository(db), (email, given) =>
    privacy.record({ contact: email }, 'newsletter', given.answer, given.meta, ['marketing']),
  );
  const locations = createLocationService(createLocationRepository(db));
  const invoices = createInvoiceService(config.site.brandName, db);
  // Request limits in the database; the leads service counts consultation submissions with them.
  const limits = createSharedLimits(db, clock);
  const leads = createLeadsService(createLeadsRepository(db), catalog, limits, undefined, (lead, given) =>
    privacy.record({ contact: lead.email }, 'consultation', given.answer, given.meta),
  );
  const companies = createCompanyService(createCompanyRepository(db));
  // A reseller's referral code is refused on their own purchases (issue 27): its owner from the
  // partners module's decisions (built below; called only later), both accounts from users.
  const coupons = createCouponService(createCouponRepository(db), () => clock.now(), {
    async ownerOf(couponId) {
      const ownerId = await partnerAdmin.referralOwnerId(couponId);
      return ownerId === undefined ? undefined : users.findById(ownerId);
    },
    account: (userId) => users.findById(userId),
  });

  // Accounts; sign-in, OTP, partners, profile.
  const sessions = createSessionService(createSessionRepository(db));
  const authRepository = createAuthRepository(db);
  const otp = createOtpService({
    repo: authRepository,
    pepper: () => secrets.otpPepper,
    clock,
    sms,
    email,
    log,
    brandName: config.site.brandName,
    maxPerAddressPerHour: config.otpMaxPerAddressPerHour,
  });
  const passwordLimits = createPasswordLimits({ repo: authRepository, clock });
  const auth = createAuthService({
    users,
    otp,
    sessions,
    clock,
    log,
    passwordLimits,
    stampKey: () => secrets.otpPepper,
    meta: createMetaStore(db),
    onSignUp: (userId, given) => privacy.record({ userId }, 'signup', given.answer, given.meta),
  });
  const supportSite = {
    brandName: config.site.brandName,
    supportEmail: config.site.emails[0]!,
    supportPhone: config.site.phones[0]!,
  };
  const partners = createPartnerService({
    repo: authRepository,
    users,
    otp,
    storage,
    clock,
    log,
    passwordLimits,
    sessions,
    notify,
    site: supportSite,
    recordConsent: (tx, userId, given) =>
      privacy.record({ userId }, 'partner_registration', given.answer, given.meta, ['service'], tx),
  });
  const profile = createProfileService({
    users,
    otp,
    passwordLimits,
    sessions,
    storage,
    locations,
    aadhaarKey: () => secrets.aadhaarKey,
    clock,
    log,
    notify,
    site: supportSite,
  });

  // Fulfilment, payments, back office.
  const requestRepository = createRequestRepository(db);
  const requestAdminRepository = createRequestAdminRepository(db);
  // Issue 22: the document kinds (catalog) and the vault, which the requests' uploads keep files in.
  const documentKinds = createDocumentKinds({
    repo: createKindsRepository(db),
    changes: createCatalogChanges({ repo: createCatalogAdminRepository(db), contentVersion, clock }),
  });
  const savedRepository = createSavedRepository(db);
  const vaultService = createVaultService({
    repo: createVaultRepository(db),
    storage,
    clock,
    maxFileBytes: config.documents.maxBytes,
    async usesOf(ids) {
      const rows = await savedRepository.usesOf(ids);
      const names = await catalog.serviceNamesOf([...new Set(rows.map((r) => r.serviceId))]);
      return rows.map((r) => ({
        vaultDocumentId: r.vaultDocumentId!,
        requestId: r.requestId,
        serviceName: names.get(r.serviceId) ?? '',
        completedAt: r.stage === 'completed' ? r.stageChangedAt : null,
      }));
    },
    keyInUse: (key, tx) => savedRepository.keyInUse(key, tx),
    companiesOf: async (userId) => (await companies.list(userId)).map((c) => ({ id: c.id, name: c.name })),
    pendingFiles: {
      mark: (key, tx) => requestRepository.markPending(key, tx),
      clear: (key, tx) => requestRepository.clearPending(key, tx),
    },
  });
  const requests = createRequestService({
    vault: vaultService.port,
    saved: savedRepository,
    kindOf: (id) => documentKinds.kindOf(id),
    repo: requestRepository,
    catalog,
    users,
    listFeedback: requestAdminRepository.listFeedback,
    storage,
    notify,
    log,
    maxFileBytes: config.documents.maxBytes,
    publicUrl: config.publicUrl,
    milestones: createMilestoneRepository(db),
    adminIds: activeAdminIds,
    clock,
  });
  const conversations = createConversationService({
    repo: createConversationRepository(db),
    requestOf: (id) => requestRepository.find(id),
    requestIdsOf: async (userId) => (await requestRepository.listForUser(userId)).map((r) => r.request.id),
    person: (id) => users.findById(id),
    async names(ids) {
      const people = await users.people(ids);
      return new Map([...people.values()].map((u) => [u.id, u.name]));
    },
    adminIds: activeAdminIds,
    workCalendar: async () => calendarOf((await requests.holidays()).map((h) => h.day)),
    serviceNamesOf: (ids) => catalog.serviceNamesOf(ids),
    storage,
    notify,
    clock,
    log,
    maxFileBytes: config.documents.maxBytes,
  });
  const documentReview = createDocumentReview({
    vault: vaultService.port,
    saved: savedRepository,
    db,
    catalog,
    serviceNamesOf: (ids) => catalog.serviceNamesOf(ids),
    notify,
    clock,
  });
  const paymentRepository = createPaymentRepository(db);
  const payments = createPaymentService({
    repo: paymentRepository,
    catalog,
    companies,
    users,
    coupons,
    requests,
    invoices,
    gateway,
    notify,
    supplier: config.supplier,
    brandName: config.site.brandName,
    customAmountBounds: { min: config.payments.customAmountMinPaise, max: config.payments.customAmountMaxPaise },
    now: () => clock.now(),
  });
  // Each domain's back office (issue 25): coupons, partners, leads, newsletter, payments, content.
  const paymentAdminRepository = createPaymentAdminRepository(db);
  const partnerAdmin = createPartnerAdminService({ db, users, sessions, notify, clock });
  const couponAdmin = createCouponAdminService({
    db,
    clock,
    existingServiceIds: (ids, tx) => existingServiceIds(tx ?? db, ids),
    referralOwners: (ids, tx) => partnerAdmin.referralOwners(ids, tx),
  });
  const leadAdmin = createLeadAdminService({ db, users, clock });
  const newsletterAdmin = createNewsletterAdminService({ db, clock });
  const paymentAdmin = createPaymentAdminService({
    db,
    gateway,
    payments: paymentAdminRepository,
    users,
    catalog,
    invoices,
    notify,
    ...(log ? { log } : {}),
  });
  const refundRequests = createRefundRequestService({
    db,
    repo: createRefundRequestRepository(db),
    gateway,
    users,
    catalog,
    invoices,
    notify,
    audit: refundAudit(notify),
    clock,
    ...(log ? { log } : {}),
  });
  const contentAdmin = createContentAdminService({ repo: createContentAdminRepository(db), contentVersion, clock });
  // What is left to the admin module: staff, the dashboard and its charts, the audit log; the
  // `/admin` pages call all the back offices through this one object (AppServices.admin).
  const adminRepository = createAdminRepository(db);
  const admin = {
    ...createAdminService({
      db,
      repo: adminRepository,
      users,
      payments: paymentAdminRepository,
      leads: leadAdmin,
      partners: partnerAdmin,
      auth,
      otp,
      sessions,
      clock,
      log,
    }),
    ...createAdminReportService({
      payments: paymentAdminRepository,
      requests,
      overdueCount: (now) => requestAdminRepository.countOverdue(now),
      users,
      repo: adminRepository,
      clock,
    }),
    payments: paymentAdmin,
    partners: partnerAdmin,
    leads: leadAdmin,
    subscribers: newsletterAdmin,
    coupons: couponAdmin,
  };
  const couponAdminRepository = createCouponAdminRepository(db);
  const requestAdmin = createRequestAdminService({
    repo: requestAdminRepository,
    requests,
    history: requests.history,
    payments: { forRequest: paymentRepository.forRequest, paidWithCoupon: payments.paidWithCoupon },
    companies: createCompanyRepository(db),
    async referralCoupon(userId) {
      const couponId = await partnerAdmin.referralCouponId(userId);
      const coupon = couponId ? await couponAdminRepository.findCoupon(couponId) : undefined;
      return coupon ? { id: coupon.id, code: coupon.code, discountPercent: coupon.discountPercent } : null;
    },
    account: (userId) => users.findById(userId),
    async names(ids) {
      const people = await users.people(ids);
      return new Map([...people.values()].map((u) => [u.id, u.name]));
    },
    // The audit writer (lib/backoffice.ts), on the action's own transaction.
    audit: (tx, entry) => insertAuditEntry(tx, entry),
    clock,
  });
  const catalogEditor = createCatalogAdminService({
    repo: createCatalogAdminRepository(db),
    contentVersion,
    clock,
    storage,
    // storage_pending is the requests module's table: its repository writes the marks.
    pendingFiles: {
      mark: (key, tx) => requestRepository.markPending(key, tx),
      clear: (key, tx) => requestRepository.clearPending(key, tx),
    },
  });
  // The `/admin/catalog` and `/admin/content` pages' in-process door: the same contracts as the routes.
  const catalogAdmin: CatalogAdminServices = {
    ...catalogAdminDoor(catalogEditor),
    home: contentAdminDoor(contentAdmin),
    documentKinds,
  };
  // The compliance calendar: rules of its own; the person and companies, the catalogue's services
  // and the completed requests from their owners.
  const calendarCore = createCalendarService({
    repo: createCalendarRepository(db),
    db,
    companies,
    users,
    async services() {
      const cats = await catalog.listCategories();
      return new Map(
        cats.flatMap((c) => c.services.map((s) => [s.slug, { id: s.id, name: s.name, recurrence: s.recurrence }] as const)),
      );
    },
    filings: (userId) => requests.completedFilings(userId),
    clock,
    publicUrl: config.publicUrl,
  });
  const calendar: Services['calendar'] = calendarCore;
  // Complaints: the customer's orders come from the requests module (a forged order id is refused).
  const grievances = createGrievanceService({
    repo: createGrievanceRepository(db),
    storage,
    users,
    ordersOf: async (user) =>
      (await requests.mine(user)).map((r) => ({
        id: r.id,
        label: `#${r.id} ${r.serviceName}${r.period ? ` (${r.period})` : ''}`,
      })),
    notify,
    clock,
    log,
    maxFileBytes: config.documents.maxBytes,
  });
  // Data rights (issue 24): each module's part of an export and an erasure, over its own tables. A
  // module adds its part with one line in `dataRightsContributors` (the account itself stays last).
  const requestRights = createRequestDataRights(db, (ids) => catalog.serviceNamesOf(ids));
  const paymentRights = createPaymentDataRights(db);
  const leadRights = createLeadDataRights(db, (id) => users.findById(id));
  const dataRightsContributors: DataRightsContributor[] = [
    createVaultDataRights(vaultService),
    createCompanyDataRights(db),
    requestRights.contributor,
    paymentRights,
    createInvoiceDataRights(db, paymentRights.paymentIdsOf, (snapshot) => invoices.render({ snapshot })),
    createConversationDataRights(db, requestRights.idsOf),
    createGrievanceDataRights(db),
    leadRights.contributor,
    createNewsletterDataRights(db, (id) => users.findById(id)),
    createCalendarDataRights(db),
    createNotificationDataRights(db),
    createConsentDataRights(privacy, (id) => users.findById(id)),
    createAuthDataRights(db),
    createUserDataRights(db),
  ];
  const dataRightsCore = createDataRightsService({
    repo: createDataRightsRepository(db),
    contributors: () => dataRightsContributors,
    storage,
    clock,
    log,
    otp,
    notify,
    async person(userId) {
      const u = await users.findById(userId);
      return u && { id: u.id, name: u.name, email: u.email, mobile: u.mobile, role: u.role, language: u.language };
    },
    transaction: (fn) => db.transaction(fn),
    enqueueBuild: (tx, exportId) => notifications.enqueueJob(tx, EXPORT_QUEUE, { exportId }, exportId),
    brandName: config.site.brandName,
  });
  const dataRights: Services['dataRights'] = Object.assign(dataRightsCore, {
    runRetention: createRetention({
      clock,
      storage,
      log,
      documentDays: config.documents.retentionDays,
      leadDays: config.leadRetentionDays,
      // The document vault (issue 22) plugs in here: a file the customer keeps there is not deleted.
      expiredDocuments: (before) => requestRights.expiredDocuments(before, (_userId, key) => vaultService.keeps(key)),
      deleteUnconvertedLeads: leadRights.deleteUnconverted,
      sweepExports: dataRightsCore.sweepExports,
    }),
  });
  // The account pages' loaders read through the same calls and presenters as the API routes:
  // profile, companies, payment history and requests, always for the session's own user.
  const account: Services['account'] = {
    profile: async (user) => presentProfile(await profile.get(user.id)),
    companies: async (user) => (await companies.list(user.id)).map(presentCompany),
    paymentHistory: async (user) => presentPaymentHistory(await payments.history(user.id)),
  };
  const accountRequests: Services['accountRequests'] = {
    mine: async (user) => presentMyRequests(await requests.mine(user)),
    completed: async (user, q) => presentCompletedServices(await requests.completed(user, q)),
    documentList: async (user, serviceId, requestId) =>
      presentDocumentList(await requests.documentList(user, serviceId, requestId)),
  };
  const conversationPages: NonNullable<AppServices['conversationPages']> = {
    thread: async (user, requestId, side) => (await conversations.thread(user, requestId, side)).map(presentMessage),
    async unread(user) {
      const { total, requests } = await conversations.unread(user);
      return { total, requests: Object.fromEntries([...requests].map(([k, v]) => [String(k), v])) };
    },
    async inbox(user, query = {}) {
      if (user.role !== 'staff' && user.role !== 'admin') throw new AppError('FORBIDDEN', 'Staff only.');
      const parsed = inboxQuery.safeParse(query);
      const page = parsed.success ? parsed.data : inboxQuery.parse({});
      const { items, total } = await conversations.inbox(page);
      return { threads: items.map(presentInboxEntry), pageInfo: { ...page, total } };
    },
  };
  return {
    site: config.site,
    conversationPages,
    account,
    accountRequests,
    vault: {
      ...vaultService,
      offers: (user, serviceId, requestId) => requests.savedOffers(user, serviceId, requestId),
    },
    documentKinds,
    catalogAdmin,
    catalogEditor,
    database,
    contentVersion,
    clock,
    outbox,
    sms,
    email,
    whatsapp,
    notifications,
    notificationAdmin: notificationAdminServices(notifications),
    limits,
    storage,
    secrets,
    catalog,
    publicCatalog: presentedCatalog(catalog),
    content,
    publicContent: presentedContent(content),
    newsletter,
    leads,
    locations,
    sessions,
    otp,
    passwordLimits,
    auth,
    users,
    partners,
    profile,
    companies,
    coupons,
    invoices,
    requests,
    conversations,
    documentReview,
    payments,
    testGateway,
    admin,
    requestAdmin,
    calendar,
    couponAdmin,
    partnerAdmin,
    leadAdmin,
    newsletterAdmin,
    paymentAdmin,
    refundRequests,
    contentAdmin,
    grievances,
    grievanceAdmin: grievanceAdminServices(grievances),
    privacy,
    dataRights,
  };
}

/**
 * Whether a customer keeps a file in their document vault (issue 22): the retention sweep leaves it.
 * The vault's own function replaces this when it lands; until then no file is kept there.
 */

/**
 * TRUST_PROXY as Fastify takes it. A hop count becomes a function (Fastify 5 refuses a bare number
 * and trusts nothing then): the socket's peer and the next N-1 addresses of X-Forwarded-For,
 * counted from the right, are proxies; the one after them is the client. Never `true` (every hop).
 */
export function trustProxyOption(value: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (value === false || value === 0) return false;
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

/** One line per request, when it completes (Fastify's default writes two, with every header). */
class RequestLog extends LogController {
  override incomingRequest() {}
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    const line = requestLine(request.method, request.url, reply.statusCode, reply.elapsedTime);
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

/** Builds the app: external plugins → app services → API modules → the web app. */
export async function buildApp({ config, database, web = true, logStream }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // stdout written asynchronously: a line a request is a write(2) each on the main thread when
      // synchronous (~13 % of a cached answer's main-thread time); lines written while one write is in flight
      // go out together with the next. pino flushes what is left when the process exits.
      stream: logStream ?? logDestination({ dest: 1, sync: false }),
      // Plain paths only (no wildcards: each wildcard path makes every log call walk the object).
      // Request lines carry no headers or bodies; these catch what a module might log by mistake.
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'res.headers["set-cookie"]',
          'aadhaar_no',
          'aadhaar',
          'password',
          'password_confirmation',
          'otp',
          'custom_otp',
          'access_token',
          'body.aadhaar_no',
          'body.password',
          'body.otp',
        ],
        remove: true,
      },
    },
    logController: new RequestLog(),
    trustProxy: trustProxyOption(config.trustProxy),
    genReqId: (req) => requestId(req.headers),
    bodyLimit: 1024 * 1024,
    routerOptions: { maxParamLength: 200 },
    connectionTimeout: 60_000,
    requestTimeout: 60_000,
    // Requests node's parser refuses (431, 400, 408): Connection: close and the security headers.
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  // The public fast path answers first, in the server's request handler; Fastify's handler (the
  // server's one 'request' listener) gets what it leaves. Fastify's server is kept as Fastify made
  // it (timeouts, extra bindings for a host name with several addresses).
  const fastPath = createPublicFastPath({ log: app.log, trustProxy: config.trustProxy });
  const [fastifyHandler, ...others] = app.server.listeners('request') as RequestListener[];
  if (!fastifyHandler || others.length) throw new Error("Fastify's server should have exactly one request listener");
  app.server.removeListener('request', fastifyHandler);
  const drain = createDrainState();
  const metrics = createMetrics(database);
  app.server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    drain.track(res);
    metrics.track(req, res);
    // Shutting down: this answer closes its connection, so the balancer's next request opens one elsewhere.
    if (drain.draining) res.shouldKeepAlive = false;
    if (fastPath.handle(req, res)) metrics.label(res, FAST_PATH_ROUTE);
    else fastifyHandler(req, res);
  });
  app.decorate('publicFastPath', fastPath);
  app.decorate('drain', drain);
  app.decorate('metrics', metrics);
  // Requests are counted by the route that answered (its template), for /metrics.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.routeOptions.url) metrics.label(reply.raw, request.routeOptions.url);
    done();
  });
  // First, so every route inherits it: learns the answers sent from a held cache entry.
  app.addHook('onResponse', (request, reply, done) => {
    fastPath.learn(request, reply);
    done();
  });
  app.addHook('preClose', (done) => {
    fastPath.close();
    done();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('services', await createServices(config, database, app.log));
  // Uploads in flight, per account and overall (lib/upload-gate.ts; formBody takes a place).
  app.decorate('uploadGate', createUploadGate(config.uploads));
  // The notifications' queue runs with the app: started when it is ready, stopped (after the job in
  // hand) when it closes, before the caller closes the database.
  app.addHook('onReady', async () => {
    await app.services.notifications.start();
  });
  app.addHook('onClose', async () => {
    await app.services.notifications.stop();
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('x-request-id', request.id);
    return payload;
  });
  warnOnUntrustedForwarding(app);

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { extraOrigins: app.services.payments.gateway.cspOrigins });
  await app.register(cachePolicyPlugin);
  // Cached answers (anonymous pages, catalogue API) carry their own pre-compressed copies and are
  // left alone here. The rest is compressed as it streams, with the cheapest setting: gzip level 1
  // (a reverse proxy may do better, see docs/deployment.md).
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip'], zlibOptions: { level: 1 } });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: `${config.site.brandName} API`, version: '1.0.0', description: 'Catalogue, accounts, orders and payments.' },
      servers: [{ url: config.publicUrl }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  // Multipart (file uploads) for the whole API; limits here, content checks in each module.
  // A file just over the largest limit is enough to know it is too large. It is cut off there
  // (part.file.truncated), not an error, so the fields after it are still read and the answer is
  // about the file (lib/uploads.ts).
  const fileSize = Math.max(10 * 1024 * 1024, config.documents.maxBytes + 1);
  await app.register(multipart, { throwFileSizeLimit: false, limits: { fileSize, files: 5, fields: 60, fieldSize: 100_000 } });

  await app.register(authPlugin, { sessions: app.services.sessions, publicUrl: config.publicUrl });
  await app.register(apiRouteIndexPlugin);
  await app.register(healthRoutes);
  await app.register(metricsRoute);
  await app.register(
    async (api) => {
      // Every /api/v1/admin endpoint, whichever module declares it: a staff or admin session, checked
      // before the request is parsed (401 without a session, 403 for customers and partners).
      const backoffice = app.requireRole(...BACKOFFICE_ROLES);
      api.addHook('onRequest', async (req) => {
        if (req.url.startsWith('/api/v1/admin/') || req.url === '/api/v1/admin') await backoffice(req);
      });
      await api.register(catalogRoutes);
      await api.register(authRoutes);
      await api.register(partnerRoutes);
      await api.register(profileRoutes);
      await api.register(languageRoutes);
      await api.register(locationRoutes);
      if (config.delivery.devOutbox) await api.register(outboxRoutes);
      await api.register(leadsRoutes);
      await api.register(contentRoutes);
      await api.register(newsletterRoutes);
      await api.register(privacyRoutes);
      await api.register(companyRoutes);
      await api.register(couponRoutes);
      await api.register(paymentRoutes);
      await api.register(webhookRoutes);
      await api.register(requestRoutes);
      await api.register(staffRequestRoutes);
      await api.register(documentReviewRoutes);
      await api.register(documentAskRoutes);
      await api.register(conversationRoutes);
      await api.register(requestAdminRoutes);
      await api.register(milestoneAdminRoutes);
      await api.register(partnerSideRoutes);
      await api.register(staffLoginRoute);
      await api.register(adminRoutes, { prefix: '/admin' });
      await api.register(partnerAdminRoutes, { prefix: '/admin' });
      await api.register(leadAdminRoutes, { prefix: '/admin' });
      await api.register(newsletterAdminRoutes, { prefix: '/admin' });
      await api.register(couponAdminRoutes, { prefix: '/admin' });
      await api.register(catalogAdminRoutes, { prefix: '/admin/catalog' });
      await api.register(blogAdminRoutes, { prefix: '/admin/content' });
      await api.register(contentAdminRoutes, { prefix: '/admin/content' });
      await api.register(paymentAdminRoutes, { prefix: '/admin' });
      await api.register(adminReportRoutes, { prefix: '/admin' });
      await api.register(notificationRoutes);
      await api.register(notificationAdminRoutes, { prefix: '/admin/notifications' });
      await api.register(calendarRoutes);
      await api.register(calendarAdminRoutes, { prefix: '/admin/calendar' });
      await api.register(grievanceRoutes);
      await api.register(vaultRoutes);
      await api.register(vaultAdminRoutes, { prefix: '/admin' });
      await api.register(documentKindRoutes, { prefix: '/admin/document-kinds' });
      await api.register(grievanceAdminRoutes, { prefix: '/admin/grievances' });
      await api.register(refundRequestRoutes);
      await api.register(refundRequestAdminRoutes, { prefix: '/admin' });
      await api.register(dataRightsRoutes);
      await api.register(dataRightsAdminRoutes, { prefix: '/admin/customers' });
      // Last: what no route above answers gets JSON 404/405, never the web app's HTML.
      await api.register(apiFallbackRoutes);
    },
    { prefix: '/api/v1' },
  );
  await app.register(publicCompanyAlias);
  if (app.services.testGateway) await app.register(testGatewayRoutes(app.services.testGateway));

  if (web) {
    await app.register(ssrPlugin, {
      buildDir: config.webBuildDir,
      // The loaders see the same object, so a service replaced later (tests) is the one they call.
      services: app.services,
      contentVersion: app.services.contentVersion,
      // The served web app is always its production build (see server.ts).
      mode: 'production',
    });
  }
  return app;
}
