/** Service-request status as stored, and how the portal shows it (portal §4). */
/** `cancelled`: the customer's refund request was approved (issue 24); the stage stays where the work stopped. */
export const REQUEST_STATUSES = ['payment_done', 'file_upload_started', 'file_upload_done', 'cancelled'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number] | (string & {});

export function requestStatusLabel(
  status: string | null | undefined,
): 'Completed' | 'In Progress' | 'File Uploaded' | 'Pending' | 'Cancelled' {
  switch (status) {
    case 'cancelled':
      return 'Cancelled';
    case 'payment_done':
      return 'Completed';
    case 'file_upload_started':
      return 'In Progress';
    case 'file_upload_done':
      return 'File Uploaded';
    default:
      return 'Pending';
  }
}

/**
 * Where the work on a request stands, for My Requests' counters and main badge (issue 28): it
 * follows the request's stage, never the stored status above (which describes payment and
 * documents: `payment_done` reads "Completed" as soon as the first payment is in). Completed once
 * staff complete it; In Progress once documents have started to arrive or staff work on it;
 * Pending while the request waits for the customer's documents.
 */
export function requestProgressLabel(row: {
  stage: string;
  status: string | null | undefined;
}): 'Completed' | 'In Progress' | 'Pending' | 'Cancelled' {
  if (row.status === 'cancelled') return 'Cancelled';
  if (row.stage === 'completed') return 'Completed';
  if (row.stage !== 'paid') return 'In Progress';
  const label = requestStatusLabel(row.status);
  return label === 'In Progress' || label === 'File Uploaded' ? 'In Progress' : 'Pending';
}
