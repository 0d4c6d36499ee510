/**
 * Error codes shared by the server (which maps each to an HTTP status) and the browser (which can
 * branch on them). The JSON error body is always `{ success: false, message, code, errors? }`.
 */
export const ERROR_STATUS = {
  BAD_REQUEST: 400,
  VALIDATION: 422,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** A result withheld until what is due is paid (the deliverable while a balance is due). */
  PAYMENT_REQUIRED: 402,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  REQUEST_TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  HEADERS_TOO_LARGE: 431,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Field name → messages, as the spec's clients flatten them. */
export type FieldErrors = Record<string, string[]>;

export interface ErrorBody {
  success: false;
  message: string;
  code: ErrorCode;
  errors?: FieldErrors;
}

export const GENERIC_MESSAGES = {
  INTERNAL: 'Something went wrong on our side. Please try again.',
  UNAVAILABLE: 'The service is temporarily unavailable. Please try again in a moment.',
  NOT_FOUND_ROUTE: 'No such API endpoint.',
  METHOD_NOT_ALLOWED: 'This API endpoint does not accept this method.',
  MALFORMED_JSON: 'The request body is not valid JSON.',
  /** A form post whose fields do not match what the page sends (a tampered or stale form): 400. */
  BAD_FORM: 'This form was not sent as expected. Please reload the page and try again.',
  RATE_LIMITED: 'Too many requests. Please wait a minute and try again.',
  /** Answered at the HTTP layer, before any route: the request could not be parsed (400), its headers are too large (431), it arrived too slowly (408). */
  MALFORMED_REQUEST: 'The request could not be read.',
  HEADERS_TOO_LARGE: "The request headers are too large. Clear this site's cookies and try again.",
  REQUEST_TIMEOUT: 'The request took too long to arrive.',
  /** An upload refused because this account (or address) already has as many in progress as allowed: 429. */
  UPLOADS_BUSY_ACCOUNT: 'You already have several uploads in progress. Please wait for one to finish and try again.',
  /** An upload refused because the server is receiving as many files as it allows at once: 429. */
  UPLOADS_BUSY: 'Too many files are being uploaded right now. Please try again in a moment.',
  /** What the upload page says while it waits to send a file refused with one of the two above. */
  UPLOADS_RETRYING: 'Many files are being uploaded right now. Trying again in a moment…',
  /** Any upload or file read while the file store (local disk or S3) fails: 503. */
  STORAGE_UNAVAILABLE: 'File storage is unavailable. Please try again in a moment.',
} as const;
