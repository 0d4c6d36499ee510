import { Mail, MapPin, Phone, UserRound } from 'lucide-react';
import type { GrievanceOfficer } from '@anupalan/shared';
import { GRIEVANCE_MESSAGES as M } from '@anupalan/shared/contracts/grievances-texts';
import { telHref } from '../../../components/layout/site-header';

/** The grievance officer named by configuration (SITE_CONFIG_FILE). */
export function OfficerCard({ officer }: { officer: GrievanceOfficer }) {
  return (
    <section aria-labelledby="officer-heading" className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="officer-heading" className="text-xl font-semibold text-brand-900">
        {M.officerHeading}
      </h2>
      <address className="mt-3 space-y-2 not-italic text-slate-800">
        <p className="flex items-start gap-2">
          <UserRound aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>
            <strong>{officer.name}</strong>, {officer.designation}
          </span>
        </p>
        <p className="flex items-start gap-2">
          <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <a className="break-all text-brand-800 underline" href={`mailto:${officer.email}`}>
            {officer.email}
          </a>
        </p>
        <p className="flex items-start gap-2">
          <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <a className="text-brand-800 underline" href={telHref(officer.phone)}>
            {officer.phone}
          </a>
        </p>
        <p className="flex items-start gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <span>{officer.address}</span>
        </p>
      </address>
    </section>
  );
}
