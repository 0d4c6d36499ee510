import { REQUEST_STAGE_LABELS, REQUEST_STAGES, type RequestStage, type StageEntry } from '@anupalan/shared';

/**
 * The timeline of a request: each stage with the last time it was reached and by whom. Stages
 * after the current one (a request moved back by staff) show as not reached.
 */
export function buildTimeline(
  current: RequestStage,
  history: ReadonlyArray<{ stage: RequestStage; changedAt: Date; changedByName: string | null }>,
): StageEntry[] {
  const currentIndex = REQUEST_STAGES.indexOf(current);
  return REQUEST_STAGES.map((stage, i) => {
    const last = i <= currentIndex ? [...history].reverse().find((h) => h.stage === stage) : undefined;
    return {
      stage,
      label: REQUEST_STAGE_LABELS[stage],
      reached_at: last ? last.changedAt.toISOString() : null,
      changed_by: last ? (last.changedByName ?? 'System') : null,
      current: stage === current,
    };
  });
}

/**
 * Status after a document is saved: file_upload_done once every mandatory document has a value,
 * file_upload_started before (portal §4).
 */
export function documentStatusAfter(
  required: ReadonlyArray<{ id: number; mandatory: boolean }>,
  present: ReadonlySet<number>,
): 'file_upload_done' | 'file_upload_started' {
  return required.filter((d) => d.mandatory).every((d) => present.has(d.id)) ? 'file_upload_done' : 'file_upload_started';
}

const EXT: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };
export function extensionFor(contentType: string): string {
  return EXT[contentType] ?? 'bin';
}

/**
 * A file name safe to store and to send back in Content-Disposition: the last path segment only,
 * no control characters, quotes or separators, at most 100 characters, and the extension of what
 * the bytes are (a "report.exe" that is really a PDF is served as "report.exe.pdf").
 */
export function safeFileName(original: string | undefined, contentType: string, fallback = 'document'): string {
  const ext = extensionFor(contentType);
  const base = (original ?? '').split(/[/\\]/).pop() ?? '';
  let name = base
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/["'`<>:|?*;%]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[.\s]+/, '')
    .trim();
  const lower = name.toLowerCase();
  const hasExt = lower.endsWith(`.${ext}`) || (ext === 'jpg' && lower.endsWith('.jpeg'));
  if (!hasExt) name = name ? `${name}.${ext}` : '';
  if (!name || name === `.${ext}`) name = `${fallback}.${ext}`;
  if (name.length > 100) name = `${name.slice(0, 100 - ext.length - 1)}.${ext}`;
  return name;
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** One page of rows (1-based); a page past the end answers no rows. */
export function pageOf<T>(rows: readonly T[], page: number, perPage: number | null): T[] {
  if (!perPage) return [...rows];
  const start = (Math.max(page, 1) - 1) * perPage;
  return rows.slice(start, start + perPage);
}
