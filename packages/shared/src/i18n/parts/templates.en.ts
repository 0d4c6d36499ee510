/**
 * Notification templates (issue 20) in English: the e-mail's subject, paragraphs and button, and the
 * SMS (the DLT template's text) of each event, with `{name}` placeholders. Server-only (the
 * notifications module, `templates.ts`, builds each language's templates from this part and its
 * Hindi twin); not spread into `en.ts`, so the web app's first load does not carry them. The
 * structure (variables, the button's link, WhatsApp's parameters) stays in `templates.ts`, whose
 * English texts these are word for word (templates-i18n.test.ts).
 *
 * `notify.value.*`: the English words and phrases other modules put into variables (a stage, a
 * channel, a partner's kind, a referral note), said again in the recipient's language.
 */
export const templatesEn = {
  'notify.footer': 'You receive this because of your order or account with {brand}. Choose your channels in your profile.',
  // Payment received
  'notify.payment_received.subject': 'Payment received for {service} (request #{requestId})',
  'notify.payment_received.p1': 'Hello {name},',
  'notify.payment_received.p2': 'We have received your payment of {amount} for {service}. Your request number is #{requestId}.',
  'notify.payment_received.p3': 'Your invoice or receipt is ready to download.',
  'notify.payment_received.action': 'Download invoice',
  'notify.payment_received.sms':
    'Payment of {amount} received for {service}, request #{requestId}. Invoice: {invoiceLink} - Anupalan',
  // Documents needed
  'notify.documents_needed.subject': 'Documents needed for {service} (request #{requestId})',
  'notify.documents_needed.p1': 'Hello {name},',
  'notify.documents_needed.p2': 'To start work on {service} (request #{requestId}) we need these documents from you:',
  'notify.documents_needed.p4': 'Upload them in your account; we begin as soon as they arrive.',
  'notify.documents_needed.action': 'Upload documents',
  'notify.documents_needed.sms': 'Please upload your documents for {service}, request #{requestId}: {uploadLink} - Anupalan',
  // Stage changed
  'notify.stage_changed.subject': 'Request #{requestId} ({service}): {stage}',
  'notify.stage_changed.p1': 'Hello {name},',
  'notify.stage_changed.p2': 'Your request #{requestId} for {service} is now at the stage "{stage}".',
  'notify.stage_changed.action': 'Follow it in My Requests',
  'notify.stage_changed.sms': 'Your request #{requestId} for {service} is now at {stage}. Details: {requestsLink} - Anupalan',
  // Deliverable ready
  'notify.deliverable_ready.subject': 'Your {service} is ready (request #{requestId})',
  'notify.deliverable_ready.p1': 'Hello {name},',
  'notify.deliverable_ready.p2': 'The work on {service} (request #{requestId}) is ready. You can download it now.',
  'notify.deliverable_ready.action': 'Download',
  'notify.deliverable_ready.sms': 'Your {service} (request #{requestId}) is ready. Download: {downloadLink} - Anupalan',
  // Balance due
  'notify.balance_due.subject': 'Balance of {amount} due for {service} (request #{requestId})',
  'notify.balance_due.p1': 'Hello {name},',
  'notify.balance_due.p2': 'A balance of {amount} is due for {service} (request #{requestId}).',
  'notify.balance_due.action': 'Pay balance',
  'notify.balance_due.sms': 'Balance of {amount} due for {service}, request #{requestId}. Pay: {payLink} - Anupalan',
  // Refund issued
  'notify.refund_issued.subject': 'Refund of {amount} issued (order {orderId})',
  'notify.refund_issued.p1': 'Hello {name},',
  'notify.refund_issued.p2': 'We have refunded {amount} for order {orderId}. It reaches your account in 5 to 7 working days.',
  'notify.refund_issued.p3': 'Credit note: {creditNote}.',
  'notify.refund_issued.action': 'See your payments',
  'notify.refund_issued.sms': 'Refund of {amount} issued for order {orderId}. Credit note {creditNote} - Anupalan',
  // Partner approved
  'notify.partner_approved.subject': 'Your {kind} application: approved',
  'notify.partner_approved.p1': 'Dear {name},',
  'notify.partner_approved.p2':
    'Your {kind} application with Anupalan has been approved. Sign in at {loginLink} with your e-mail address ({email}) or your mobile number ({mobile}) and your password.',
  'notify.partner_approved.action': 'Sign in',
  'notify.partner_approved.sms':
    'Anupalan: your {kind} application has been approved. Sign in at {loginLink} with your mobile number and password. One step left: verify your e-mail address on your partner page {partnerLink} {referralNote}',
  // Partner rejected
  'notify.partner_rejected.subject': 'Your {kind} application: not approved',
  'notify.partner_rejected.p1': 'Dear {name},',
  'notify.partner_rejected.p2': 'Your {kind} application with Anupalan has not been approved.',
  'notify.partner_rejected.p3': 'Reason: {reason}',
  'notify.partner_rejected.sms': 'Anupalan: your {kind} application has not been approved. Reason: {reason}',
  // Reminder: documents still missing
  'notify.documents_reminder.subject': 'Reminder: documents still needed for {service} (request #{requestId})',
  'notify.documents_reminder.p1': 'Hello {name},',
  'notify.documents_reminder.p2': 'It is {days} days since your payment for {service} (request #{requestId}), and we still need:',
  'notify.documents_reminder.p4': 'We can start as soon as they are uploaded.',
  'notify.documents_reminder.action': 'Upload documents',
  'notify.documents_reminder.sms':
    'Reminder: documents still needed for {service}, request #{requestId}. Upload: {uploadLink} - Anupalan',
  // Compliance calendar: due date coming
  'notify.calendar_reminder.subject': '{filing} for {subject} is due on {dueDate}',
  'notify.calendar_reminder.p1': 'Hello {name},',
  'notify.calendar_reminder.p2': '{filing} for {subject} ({period}) is due on {dueDate}, in {days} day(s).',
  'notify.calendar_reminder.p3': 'File it with us in a few clicks, or mute this filing in your calendar if it does not apply.',
  'notify.calendar_reminder.action': 'Open my calendar',
  'notify.calendar_reminder.sms': '{filing} for {subject} is due on {dueDate}. File now: {calendarLink} - Anupalan',
  // Compliance calendar: the month ahead
  'notify.calendar_digest.subject': 'Your due dates in {month}',
  'notify.calendar_digest.p1': 'Hello {name},',
  'notify.calendar_digest.p2': 'These filings fall due in the coming month:',
  'notify.calendar_digest.p4': 'Muted filings are left out.',
  'notify.calendar_digest.action': 'Open my calendar',
  'notify.calendar_digest.sms': 'Your due dates for {month} are in your calendar: {calendarLink} - Anupalan',
  // Reminder: balance unpaid
  'notify.balance_reminder.subject': 'Reminder: balance of {amount} for {service} (request #{requestId})',
  'notify.balance_reminder.p1': 'Hello {name},',
  'notify.balance_reminder.p2': 'Your {service} (request #{requestId}) is ready, and a balance of {amount} is still unpaid.',
  'notify.balance_reminder.action': 'Pay balance',
  'notify.balance_reminder.sms':
    'Reminder: balance of {amount} unpaid for {service}, request #{requestId}. Pay: {payLink} - Anupalan',
  // Where your order stands (weekly)
  'notify.weekly_status.subject': 'Where your order stands: {service} (request #{requestId})',
  'notify.weekly_status.p1': 'Hello {name},',
  'notify.weekly_status.p2':
    'Your request #{requestId} for {service} has been at the stage "{stage}" since {since}. We have not forgotten it.',
  'notify.weekly_status.action': 'Open My Requests',
  'notify.weekly_status.sms':
    'Request #{requestId} for {service} is at {stage} since {since}. Details: {requestsLink} - Anupalan',
  // Sign-in identifier changed (security notice, to the old addresses)
  'notify.identifier_changed.subject': 'The {what} of your Anupalan account changed',
  'notify.identifier_changed.p1':
    'The {what} of your Anupalan {account} {verb} changed{detail} on {when} IST, and its other sessions were signed out.',
  'notify.identifier_changed.p2':
    'If you did not make this change, contact us at once at {supportEmail} or {supportPhone} to report it.',
  'notify.identifier_changed.sms':
    "Anupalan: your account's {short} changed on {when} IST and its other sessions were signed out. Not you? Contact us at once at {supportEmail} or {supportPhone}",
  // Milestone late (to its owner, then the admins)
  'notify.milestone_late.subject': 'Late: {milestone} on request #{requestId} ({service})',
  'notify.milestone_late.p1': 'Hello {name},',
  'notify.milestone_late.p2':
    'The milestone "{milestone}" of request #{requestId} for {service} was expected on {expected} and is {days} working day(s) late.',
  'notify.milestone_late.p3': 'Move it forward, or hand it over with a note, from the request page.',
  'notify.milestone_late.action': 'Open the request',
  'notify.milestone_late.sms':
    'Late: {milestone} on request #{requestId}, {days} working day(s) past {expected}. {requestLink} - Anupalan',
  // New expected date (a late milestone, to the customer)
  'notify.milestone_delayed.subject': 'Request #{requestId} ({service}): now expected by {expected}',
  'notify.milestone_delayed.p1': 'Hello {name},',
  'notify.milestone_delayed.p2': '"{milestone}" of your request #{requestId} for {service} is now expected by {expected}.',
  'notify.milestone_delayed.p3': 'Why: {reason}',
  'notify.milestone_delayed.action': 'Follow it in My Requests',
  'notify.milestone_delayed.sms':
    'Your request #{requestId}: {milestone} now expected by {expected}. Details: {requestsLink} - Anupalan',
  // Your expert (a request assigned or handed over)
  'notify.expert_assigned.subject': '{expert} is handling your request #{requestId} ({service})',
  'notify.expert_assigned.p1': 'Hello {name},',
  'notify.expert_assigned.p2':
    '{expert} ({role}) is now handling your request #{requestId} for {service}. Everything you have sent us stays with the request.',
  'notify.expert_assigned.action': 'Follow it in My Requests',
  'notify.expert_assigned.sms':
    '{expert} ({role}) now handles your request #{requestId} for {service}. {requestsLink} - Anupalan',
  // New message on a request
  'notify.message_received.subject': 'New message about {service} (request #{requestId})',
  'notify.message_received.p1': 'Hello {name},',
  'notify.message_received.p2': '{from} wrote about your request #{requestId} for {service}:',
  'notify.message_received.action': 'Read and reply',
  'notify.message_received.sms': 'New message about your request #{requestId} ({service}). Read it: {threadLink} - Anupalan',
  // Customer message
  'notify.message_for_team.subject': 'Customer message on request #{requestId} ({service})',
  'notify.message_for_team.p1': 'Hello {name},',
  'notify.message_for_team.p2': '{customer} wrote on request #{requestId} for {service}:',
  'notify.message_for_team.action': 'Open the request',
  'notify.message_for_team.sms': 'Customer message on request #{requestId} ({service}): {threadLink} - Anupalan',
  // Customer message unanswered
  'notify.message_waiting.subject': 'Unanswered since {since}: request #{requestId} ({service})',
  'notify.message_waiting.p1': 'Hello {name},',
  'notify.message_waiting.p2': '{customer} has waited for a reply on request #{requestId} for {service} since {since}:',
  'notify.message_waiting.action': 'Reply now',
  'notify.message_waiting.sms': 'Request #{requestId} ({service}) waits for a reply since {since}: {threadLink} - Anupalan',
  // Document needs re-upload
  'notify.document_rejected.subject': 'Please upload {document} again (request #{requestId})',
  'notify.document_rejected.p1': 'Hello {name},',
  'notify.document_rejected.p2': 'We could not accept {document} for {service} (request #{requestId}).',
  'notify.document_rejected.p3': 'Reason: {reason}',
  'notify.document_rejected.p4': 'Please upload it again in your account.',
  'notify.document_rejected.action': 'Upload again',
  'notify.document_rejected.sms': 'Please upload {document} again for request #{requestId}: {reason}. {uploadLink} - Anupalan',
  // Complaint received (ticket number)
  'notify.grievance_received.subject': 'Your complaint is registered: ticket {ticketNo}',
  'notify.grievance_received.p1': 'Hello {name},',
  'notify.grievance_received.p2':
    'Our grievance officer has received your complaint ({category}). Your ticket number is {ticketNo}.',
  'notify.grievance_received.p3':
    'We acknowledge it by {ackBy} IST and resolve it by {resolveBy}. Follow it and read our replies on the ticket page.',
  'notify.grievance_received.action': 'Open your ticket',
  'notify.grievance_received.sms': 'Anupalan: your complaint is registered, ticket {ticketNo}. Follow it at {ticketLink}',
  // Complaint: reply or new status
  'notify.grievance_update.subject': 'Your complaint {ticketNo}: {status}',
  'notify.grievance_update.p1': 'Hello {name},',
  'notify.grievance_update.p2': 'The grievance officer wrote about your complaint {ticketNo} ({status}):',
  'notify.grievance_update.action': 'Open your ticket',
  'notify.grievance_update.sms': 'Anupalan: update on your complaint {ticketNo} ({status}). Read it at {ticketLink}',
  // Complaint overdue (to admins)
  'notify.grievance_escalated.subject': 'Overdue complaint {ticketNo}: {clock}',
  'notify.grievance_escalated.p1': 'Hello {name},',
  'notify.grievance_escalated.p2':
    'The complaint {ticketNo} has passed its {clock} deadline ({due} IST). The law sets this time: please see to it now.',
  'notify.grievance_escalated.action': 'Open the complaint',
  'notify.grievance_escalated.sms': 'Anupalan: complaint {ticketNo} is overdue ({clock}). Open: {queueLink}',
  // Words and phrases inside variables.
  // document_requested
  'notify.document_requested.subject': 'Please upload {document} (request #{requestId})',
  'notify.document_requested.p1': 'Hello {name},',
  'notify.document_requested.p2':
    'To continue with {service} (request #{requestId}), we need one more document from you: {document}.',
  'notify.document_requested.p3': 'Why: {reason}',
  'notify.document_requested.p4': 'Please upload it in your account.',
  'notify.document_requested.action': 'Upload it',
  'notify.document_requested.sms': 'Please upload {document} for request #{requestId}: {reason}. {uploadLink} - Anupalan',
  // refund_request_approved
  'notify.refund_request_approved.subject': 'Your refund of {amount} is approved (request #{requestId})',
  'notify.refund_request_approved.p1': 'Hello {name},',
  'notify.refund_request_approved.p2': 'We have approved your cancellation of request #{requestId} and a refund of {amount}.',
  'notify.refund_request_approved.p3':
    'The refund goes back the way you paid; we tell you again, with its GST credit note, when the payment gateway confirms it. My Requests shows where it stands.',
  'notify.refund_request_approved.action': 'See My Requests',
  'notify.refund_request_approved.sms':
    'Anupalan: refund of {amount} approved for request #{requestId}. Track it: {requestsLink}',
  // refund_request_refused
  'notify.refund_request_refused.subject': 'Your refund request for request #{requestId} was not approved',
  'notify.refund_request_refused.p1': 'Hello {name},',
  'notify.refund_request_refused.p2':
    'We could not approve your cancellation and refund request for request #{requestId}. The reason:',
  'notify.refund_request_refused.p4':
    'Your request stays open and we continue the work. If you disagree, you can write to our grievance officer.',
  'notify.refund_request_refused.action': 'See My Requests',
  'notify.refund_request_refused.sms':
    'Anupalan: your refund request for request #{requestId} was not approved. Why: {requestsLink}',
  // data_export_ready
  'notify.data_export_ready.subject': 'Your data is ready to download',
  'notify.data_export_ready.p1': 'Hello {name},',
  'notify.data_export_ready.p2':
    'The copy of your data you asked for is ready. Download it from your profile; the link works until {until}.',
  'notify.data_export_ready.p3': 'If you did not ask for this, contact us at once.',
  'notify.data_export_ready.action': 'Download your data',
  'notify.data_export_ready.sms':
    'Anupalan: your data export is ready until {until}. Download it from your profile: {exportLink}',
  // account_erased
  'notify.account_erased.subject': 'Your account has been deleted',
  'notify.account_erased.p1': 'Hello {name},',
  'notify.account_erased.p2': 'Your account has been deleted as you asked. We erased:',
  'notify.account_erased.p4': 'The law makes us keep these records, and only until the date given:',
  'notify.account_erased.p6': 'You can no longer sign in to this account.',
  'notify.account_erased.sms': 'Anupalan: your account has been deleted as you asked. You can no longer sign in to it.',
  'notify.value.emailAddress': 'email address',
  'notify.value.mobileNumber': 'mobile number',
  'notify.value.emailAndMobile': 'email address and mobile number',
  'notify.value.emailAndMobileShort': 'email and mobile number',
  'notify.value.account': 'account',
  'notify.value.partnerAccount': 'partner account',
  'notify.value.newAddress': ' to {address}',
  'notify.value.reseller': 'reseller',
  'notify.value.serviceProvider': 'service provider',
  'notify.value.referral': 'Your referral code is {code}. Customers who enter it at checkout get a discount.',
  'notify.value.referralNote': 'Referral code: {code}',
  'notify.value.stage.paid': 'Paid',
  'notify.value.stage.documentsReceived': 'Documents received',
  'notify.value.stage.inProgress': 'In progress',
  'notify.value.stage.completed': 'Completed',
  'notify.value.grievance.received': 'Received',
  'notify.value.grievance.acknowledged': 'Acknowledged',
  'notify.value.grievance.resolved': 'Resolved',
  'notify.value.grievance.closed': 'Closed',
  'notify.value.clock.ack': 'acknowledgement (48 hours)',
  'notify.value.clock.resolve': 'resolution (one month)',
  'notify.value.expert': 'Anupalan expert',
  'notify.value.partnerProfessional': 'Partner professional',
} as const;
