/** Service-request status as stored, and how the portal shows it (portal §4). */
export const REQUEST_STATUSES = ['payment_done', 'file_upload_started', 'file_upload_done'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number] | (string & {});

export function requestStatusLabel(status: string | null | undefined): 'Completed' | 'In Progress' | 'File Uploaded' | 'Pending' {
  switch (status) {
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
