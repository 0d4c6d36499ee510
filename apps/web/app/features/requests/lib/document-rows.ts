import type { UploadDocument } from '@anupalan/shared';

/**
 * A row of the 'Required Documents' table (portal §3 Required document (upload), §4 Document row).
 * Pure functions, unit-tested.
 */

export interface DocRow {
  id: number;
  name: string;
  /** 'Document' means a file; anything else a text value. */
  isFile: boolean;
  mandatory: boolean;
  /** The saved text, or the saved file's view link. */
  data: string | null;
  fileName: string | null;
  /** Issue 21: staff's review of the saved file (null: not reviewed) and a rejection's reason. */
  review?: 'accepted' | 'needs_reupload' | null;
  reviewReason?: string | null;
  /** Issue 21: a document staff asked for on this request (its id, sent back as ask_id) and why. */
  askId?: number;
  askReason?: string | null;
}

/** A row's own key: an asked-for document's id may equal a catalogue document's. */
export const rowKey = (row: Pick<DocRow, 'id' | 'askId'>): string => (row.askId ? `ask-${row.askId}` : String(row.id));

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);
const num = (v: unknown): number | null =>
  typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : null;

/** The documents of the answer: a required-documents list, or a document map (portal §7), with the alternative names. */
export function documentRows(body: unknown): DocRow[] {
  const b = (body ?? {}) as Record<string, unknown>;
  let list: unknown = b.required_documents ?? b.documents;
  if (list && typeof list === 'object' && !Array.isArray(list)) list = Object.values(list);
  if (!Array.isArray(list)) return [];
  return list
    .filter((d): d is Record<string, unknown> => !!d && typeof d === 'object')
    .map((d, i) => ({
      id: num(d.id) ?? num(d.document_id) ?? num(d.key) ?? i + 1,
      name: str(d.document_name) ?? str(d.name) ?? str(d.label) ?? 'Document',
      isFile: d.document_type === 'Document',
      mandatory: d.mandatory === true || d.status === 1,
      data: str(d.data),
      fileName: str(d.file_name),
      // Only when staff reviewed it (issue 21).
      ...(d.review === 'accepted' || d.review === 'needs_reupload'
        ? { review: d.review, reviewReason: str(d.review_reason) }
        : {}),
      ...(num(d.ask_id) ? { askId: num(d.ask_id)!, askReason: str(d.ask_reason) } : {}),
    }));
}

/** The row after a successful save. */
export function rowFromSaved(doc: UploadDocument): DocRow {
  return documentRows({ required_documents: [doc] })[0]!;
}

/** 'Pending' until a value or file exists, then 'Ready'. */
export function rowStatus(row: Pick<DocRow, 'data'>): 'Pending' | 'Ready' {
  return row.data ? 'Ready' : 'Pending';
}

/**
 * The action button: 'Saving...' while saving; a file row 'Upload', or 'Reupload' once a file is
 * saved; a text row 'Save' once data exists (saved or typed), otherwise 'Upload'.
 */
export function actionLabel(row: Pick<DocRow, 'isFile' | 'data'>, typed: string, saving: boolean): string {
  if (saving) return 'Saving...';
  if (row.isFile) return row.data ? 'Reupload' : 'Upload';
  return row.data || typed.trim() ? 'Save' : 'Upload';
}

/** Upload progress as a whole percentage (0–100). */
export function percentOf(loaded: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.min(100, Math.max(0, Math.round((loaded / total) * 100)));
}

/** "2.4 MB" / "350 KB" for the size limit. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
