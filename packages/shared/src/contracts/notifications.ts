import { z } from 'zod';
import { pageQuerySchema, type Actor, type Paged } from './admin.ts';

/** Every event the notifications module delivers (issue 20), and its channels. */
export const NOTIFICATION_EVENTS = [
  'payment_received',
  'documents_needed',
  'stage_changed',
  'deliverable_ready',
  'balance_due',
  'refund_issued',
  'partner_approved',
  'partner_rejected',
  'documents_reminder',
  'balance_reminder',
  'weekly_status',
  'identifier_changed',
  'milestone_late',
  'milestone_delayed',
  'expert_assigned',
  // Issue 21: the conversation on a request and the review of its documents.
  'message_received',
  'message_for_team',
  'message_waiting',
  'document_rejected',
  'document_requested',
  'calendar_reminder',
  'calendar_digest',
  'grievance_received',
  'grievance_update',
  'grievance_escalated',
  // Issue 24: a customer's cancellation and refund request, decided by staff.
  'refund_request_approved',
  'refund_request_refused',
  // Issue 24: data rights.
  'data_export_ready',
  'account_erased',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** How the back office names a delivery's status and channel. */
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: 'Pending',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  skipped: 'Skipped',
};
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  email: 'E-mail',
  sms: 'SMS',
  whatsapp: 'WhatsApp',
};

export const NOTIFICATION_MESSAGES = {
  saved: 'Your notification choices are saved.',
  noMobileForWhatsapp: 'Add a mobile number to your profile to get WhatsApp messages.',
  noEmail: 'Add an e-mail address to your profile to get e-mails.',
  deliveryNotFound: 'Delivery not found.',
  resendOnlyFailed: 'Only a failed delivery can be resent.',
  resent: 'The message is queued again.',
  stopRecorded: 'STOP recorded.',
  badStopToken: 'Not allowed.',
} as const;

/** GET /user/notifications: the signed-in customer's channels. */
export const notificationPreferencesSchema = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  whatsapp: z.boolean(),
  whatsapp_opt_in_at: z.string().nullable(),
  whatsapp_opt_in_source: z.string().nullable(),
  sms_stopped: z.boolean(),
  whatsapp_stopped: z.boolean(),
  has_email: z.boolean(),
  has_mobile: z.boolean(),
});
export type NotificationPreferences = z.output<typeof notificationPreferencesSchema>;

export const notificationPreferencesResponse = z.object({
  success: z.literal(true),
  data: notificationPreferencesSchema,
});
export type NotificationPreferencesResponse = z.output<typeof notificationPreferencesResponse>;

/** PUT /user/notifications: the channels chosen (a WhatsApp opt-in records its time and source). */
export const notificationPreferencesBody = z.object({
  email: z.boolean(),
  sms: z.boolean(),
  whatsapp: z.boolean(),
});
export type NotificationPreferencesBody = z.input<typeof notificationPreferencesBody>;

export const notificationPreferencesSaved = notificationPreferencesResponse.extend({ message: z.string() });

/** POST /webhooks/notifications/stop: a provider's inbound STOP (shared secret in the header). */
export const inboundStopBody = z.object({
  channel: z.enum(['sms', 'whatsapp']),
  mobile: z.string().trim().min(10).max(15),
  text: z.string().max(500).default('STOP'),
});

/** One delivery in the back office's log. */
export const deliverySchema = z.object({
  id: z.number().int(),
  eventId: z.string(),
  event: z.string(),
  channel: z.enum(NOTIFICATION_CHANNELS),
  template: z.string(),
  language: z.string(),
  recipient: z.string(),
  userId: z.number().int().nullable(),
  requestId: z.number().int().nullable(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  providerMessageId: z.string().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  failedAt: z.string().nullable(),
});
export type Delivery = z.output<typeof deliverySchema>;

export const deliveryListQuery = pageQuerySchema.extend({
  userId: z.coerce.number().int().positive().optional(),
  requestId: z.coerce.number().int().positive().optional(),
  status: z.enum(DELIVERY_STATUSES).optional(),
  channel: z.enum(NOTIFICATION_CHANNELS).optional(),
});
export type DeliveryListQuery = z.input<typeof deliveryListQuery>;

/** The template catalogue with a preview of every channel (sample variables). */
export const templatePreviewSchema = z.object({
  event: z.enum(NOTIFICATION_EVENTS),
  language: z.string(),
  title: z.string(),
  vars: z.array(z.string()),
  email: z.object({ subject: z.string(), text: z.string(), html: z.string() }),
  sms: z.object({ text: z.string(), dltTemplateId: z.string().nullable() }),
  whatsapp: z.object({ name: z.string(), params: z.array(z.string()) }),
});
export type TemplatePreview = z.output<typeof templatePreviewSchema>;
export const templateCatalogueResponse = z.object({ success: z.literal(true), items: z.array(templatePreviewSchema) });

/**
 * What the back office's `/admin/messages` page and the request page call in-process (the same
 * service as the `/api/v1/admin/notifications` routes). Each call checks the actor's role itself and
 * throws the server's AppError (with `status`) on refusal or bad input.
 */
export interface NotificationAdminServices {
  deliveries(actor: Actor, query: unknown): Promise<Paged<Delivery>>;
  /** A failed delivery queued again (audited); 409 for any other status. */
  resend(actor: Actor, id: number): Promise<Delivery>;
  templates(actor: Actor): Promise<TemplatePreview[]>;
}
