import { createContext } from 'react-router';
import type { Blog, Faq, MenuDetail, MenuSummary, ServiceDetail } from './catalog.ts';
import type { HomeContent } from './content.ts';
import type { Site } from './site.ts';
import type { SessionUser } from './auth.ts';
import type { CustomAmountBounds } from './pricing.ts';
import type { AdminServices } from './contracts/admin.ts';
import type { RequestAdminServices } from './contracts/backoffice-requests.ts';
import type { CatalogAdminServices } from './contracts/catalog-admin.ts';
import type { NotificationAdminServices } from './contracts/notifications.ts';
import type { ConversationPages } from './contracts/conversations.ts';
import type { GrievanceAdminServices, GrievanceServices } from './contracts/grievances.ts';
import type { CompletedServicesResponse, DocumentListResponse, RequestRow } from './contracts/requests.ts';
import type { Profile } from './contracts/profile.ts';
import type { Company } from './companies.ts';
import type { PaymentHistoryRow } from './contracts/payments.ts';
import type { Consultation } from './contracts/leads.ts';
import type { ConsentGiven, ConsentMeta } from './contracts/privacy-texts.ts';
import type { CalendarResponse, RuleInput, RuleView } from './contracts/calendar.ts';
import type { AdminRefundRequest, RefundRequestView } from './contracts/refund-requests.ts';
import type { Actor } from './contracts/admin.ts';
import type { SavedOffer, VaultList } from './contracts/vault.ts';

/**
 * What route loaders may call in-process. The server provides the implementation (its domain
 * services); the web app only sees this interface, so it never imports server code. Both sides must
 * import this module from the same place (the SSR build keeps @anupalan/shared external) or the
 * context token would exist twice.
 */
export interface AppServices {
  site: Site;
  /** The public catalogue as the API answers it (its presenters' shapes). */
  publicCatalog: {
    listMenus(): Promise<MenuSummary[]>;
    getMenu(id: number): Promise<MenuDetail | null>;
    listFaqs(menuId: number): Promise<Faq[]>;
    getService(id: number): Promise<ServiceDetail | null>;
    listBlogs(): Promise<Blog[]>;
    /** One published article by its permalink slug, or null. */
    getBlogBySlug(slug: string): Promise<Blog | null>;
  };
  /** Home page notices, due dates and testimonials (staff-editable content), as the API answers them. */
  publicContent: {
    getHomeContent(): Promise<HomeContent>;
  };
  /**
   * A signed-in customer's own service requests, for the account pages' loaders (the same answers
   * as POST /user/request, /user/completed_services and /user/services/document/upload). Throws the
   * API's AppError (403 another customer's, 404 none) like the routes do.
   */
  accountRequests?: {
    mine(user: SessionUser): Promise<RequestRow[]>;
    completed(
      user: SessionUser,
      q: { search?: string | null; page?: number | null; perPage?: number | null },
    ): Promise<Omit<CompletedServicesResponse, 'success'>>;
    documentList(
      user: SessionUser,
      serviceId: number,
      requestId: number | null | undefined,
    ): Promise<Omit<DocumentListResponse, 'success'>>;
  };
  /**
   * The signed-in person's own account data, for the account pages' loaders: the same answers as
   * POST /web/user/profile (`data`), GET /user/all_companies/{user} (`companies`) and POST
   * /user/payment/history (`data`), from the same service functions the routes call. The user is
   * always the session's (the loader never names another), and a failure throws the API's AppError.
   */
  account?: {
    profile(user: SessionUser): Promise<Profile>;
    companies(user: SessionUser): Promise<Company[]>;
    paymentHistory(user: SessionUser): Promise<PaymentHistoryRow[]>;
  };
  /**
   * The compliance calendar (issue 22): the signed-in customer's own calendar (the same answer as
   * GET /api/v1/user/calendar) and the back office's rules (GET /api/v1/admin/calendar/rules).
   */
  /**
   * The document vault (issue 22): My Documents (GET /api/v1/user/vault), the saved documents an
   * order's upload page offers (GET /api/v1/user/services/document/saved) and the staff's view of
   * a customer's vault (GET /api/v1/admin/customers/{id}/vault; the caller is staff).
   */
  vault?: {
    mine(user: SessionUser): Promise<VaultList>;
    offers(user: SessionUser, serviceId: number, requestId: number | null | undefined): Promise<SavedOffer[]>;
    forCustomer(staff: SessionUser, userId: number): Promise<VaultList>;
  };
  calendar?: {
    forUser(user: SessionUser): Promise<CalendarResponse>;
    adminRules(): Promise<RuleView[]>;
    /** The services on sale a rule can name (slug and name). */
    serviceChoices(): Promise<{ slug: string; name: string }[]>;
    /** POST /api/v1/admin/calendar/rules (audited; staff only). */
    createRule(actor: SessionUser, input: RuleInput & { code: string }): Promise<RuleView>;
    /** PUT /api/v1/admin/calendar/rules/{id} (audited; staff only). */
    updateRule(actor: SessionUser, id: number, input: RuleInput & { version: number }): Promise<RuleView>;
  };
  /** The active payment gateway, so the checkout can show its trust cue or the 'Test mode' badge before paying. */
  payments?: {
    readonly gateway: { readonly name: 'razorpay' | 'test' };
    /** The custom-amount range the server accepts (configuration), so the checkout shows the same bounds. */
    readonly customAmountBounds?: CustomAmountBounds;
  };
  /** The back office's services (each checks the acting user's role itself). */
  admin?: AdminServices;
  /** The back office's request side and the partners' own pages (each checks the role itself). */
  requestAdmin?: RequestAdminServices;
  /** The back office's catalogue and content editing (each call checks the acting user's role). */
  catalogAdmin?: CatalogAdminServices;
  /** The back office's delivery log, resend and template catalogue (each call checks the role). */
  notificationAdmin?: NotificationAdminServices;
  /** The thread on every request, unread counts and the staff's inbox (issue 21). */
  conversationPages?: ConversationPages;
  /** The signed-in customer's complaints to the grievance officer (always the session's user). */
  grievances?: GrievanceServices;
  /** The back office's grievance queue (each call checks the role). */
  grievanceAdmin?: GrievanceAdminServices;
  /**
   * Cancellations and refund requests (issue 24): the customer's own by request id (My Requests),
   * and the back office's queue, approve and refuse (each of those checks the role).
   */
  refundRequests?: {
    mine(user: { id: number }): Promise<Record<string, RefundRequestView>>;
    list(
      actor: Actor,
      query: unknown,
    ): Promise<{ items: AdminRefundRequest[]; pageInfo: { page: number; pageSize: number; total: number } }>;
    approve(actor: Actor, id: number, body: unknown): Promise<{ item: AdminRefundRequest }>;
    refuse(actor: Actor, id: number, body: unknown): Promise<AdminRefundRequest>;
  };
  /** The footer's newsletter sign-up, for its no-JavaScript form post (a route action). */
  newsletter?: {
    subscribe(email: string, consent?: ConsentGiven): Promise<{ message: string }>;
  };
  /**
   * The consultation form, for its no-JavaScript form post (a route action): the same limit and the
   * same service as POST /user/contact_us/store. `admit` counts one submission from this address
   * (the API's counter: a burst through either door is limited together); `submit` stores the lead
   * or throws the API's AppError (an unknown service is a field error on service_id).
   */
  leads?: {
    admit(clientIp: string): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
    submit(
      input: Consultation,
      ctx: { clientIp: string | null; sourcePath: string | null; consentMeta?: ConsentMeta },
    ): Promise<{ message: string }>;
  };
}

export const appServicesContext = createContext<AppServices>();

/** The CSP nonce of this request, for the inline scripts of a server-rendered page. */
export const cspNonceContext = createContext<string>('');

/** The client's address of this request (behind a trusted proxy, the client's), or null. */
export const clientIpContext = createContext<string | null>(null);

/** The signed-in user of this request (from the session cookie), or null. */
export const sessionUserContext = createContext<SessionUser | null>(null);

/**
 * True when the request carries a session that could not be read because the database is out of
 * reach: the page is not rendered as anonymous (an account page would send the visitor to sign in);
 * the root's middleware answers the error page with 503 instead.
 */
export const sessionUnavailableContext = createContext<boolean>(false);

/**
 * True when the page is rendered for the anonymous page cache: the whole document at once (no
 * streaming), no nonce (its inline scripts are allowed by their hashes).
 */
export const cachedRenderContext = createContext<boolean>(false);
