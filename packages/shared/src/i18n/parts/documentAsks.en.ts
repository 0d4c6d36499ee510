/** Staff asking a customer for one more document on a request (issue 21): the ask, its reason, the refusals. */
export const documentAsksEn = {
  'documentAsks.title': 'Ask the customer for a document',
  'documentAsks.nameLabel': 'Document',
  'documentAsks.reasonLabel': 'Why it is needed',
  'documentAsks.submit': 'Ask for it',
  'documentAsks.asked': '{name} asked for. The customer is told.',
  'documentAsks.nameRequired': 'Please name the document.',
  'documentAsks.nameTooLong': 'The document name is too long (at most 200 characters).',
  'documentAsks.reasonRequired': 'Please say why the document is needed.',
  'documentAsks.reasonTooLong': 'The reason is too long (at most 500 characters).',
  'documentAsks.requestCompleted': 'This request is completed: no more documents can be asked for.',
  'documentAsks.askNotFound': 'This document was not asked for on this request.',
  'documentAsks.reason': 'Why: {reason}',
} as const;
