import { ExternalLink, MapPin } from 'lucide-react';
import type { Office } from '@anupalan/shared';

/**
 * The embedded map, lazy-loaded, over a fallback that is already useful: the office address and a
 * link to the map service. Offline or when the map host is blocked, the visitor still sees where we
 * are and can open the map later; the link under the frame is always there.
 */
export function OfficeMap({ embedUrl, office }: { embedUrl: string | undefined; office: Office }) {
  const fallback = (
    <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center">
      <MapPin aria-hidden="true" className="size-8 text-brand-700" />
      <p className="font-semibold text-slate-900">
        {office.label}, {office.city}
      </p>
      <p className="max-w-md text-slate-700">{office.address}</p>
    </div>
  );
  return (
    <figure>
      <div className="relative aspect-[4/3] overflow-hidden rounded-card border border-slate-200 bg-slate-100 sm:aspect-[16/7]">
        {/* Shown until (and unless) the map paints over it. */}
        <div className="absolute inset-0">{fallback}</div>
        {embedUrl && (
          <iframe
            src={embedUrl}
            title={`Map showing our ${office.label.toLowerCase()} in ${office.city}`}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="absolute inset-0 size-full border-0"
          />
        )}
      </div>
      <figcaption className="mt-3 flex flex-wrap items-center justify-between gap-2 text-sm text-slate-700">
        <span>
          {office.label}: {office.address}
        </span>
        <a
          href={office.mapUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-700 underline-offset-4 hover:underline"
        >
          Open the map
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
