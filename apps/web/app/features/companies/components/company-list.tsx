import { useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Building2, Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { ColumnHeads, ListEmpty, ListError, ListLoading, SearchField } from '../../../components/lists/list-states';
import { formatIndianDate, type Company } from '@anupalan/shared';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/alert-dialog';
import { Dialog, DialogClose, DialogContent } from '../../../components/ui/dialog';

import { useToast } from '../../../components/ui/toast';

import { cn } from '../../../components/ui/cn';
import { messageOf } from '../../../lib/api-client';
import { useRetry } from '../../../lib/use-retry';
import { destroyCompany } from '../api/destroy-company';
import { filterCompanies } from '../../../lib/company-search';

function establishDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : formatIndianDate(d);
}

/**
 * The Company list screen (portal §2 Company list). The route's loader reads the companies on the
 * server; 'Try Again' and a deletion run it again.
 */
export function CompanyList({ userId, companies }: { userId: number; companies: Company[] | null }) {
  const navigate = useNavigate();
  const toast = useToast();
  const { retry, retrying } = useRetry();
  const [query, setQuery] = useState('');
  const [viewing, setViewing] = useState<Company | null>(null);
  const [deleting, setDeleting] = useState<Company | null>(null);

  const shown = useMemo(() => (companies ? filterCompanies(companies, query) : []), [companies, query]);

  const edit = (company: Company) => {
    navigate(`/company-detailform?id=${company.id}`, { state: { company, editing: true } });
  };

  const remove = async (company: Company) => {
    const res = await destroyCompany(userId, company.id);
    if (res.ok) {
      toast({ tone: 'success', title: messageOf(res) ?? `Company ${company.name} deleted successfully!` });
      retry();
    } else if (res.status !== 0 && messageOf(res)) {
      toast({ tone: 'error', title: `Failed: ${messageOf(res)}` });
    } else {
      toast({ tone: 'error', title: 'Failed to delete company' });
    }
  };

  return (
    <section className="container-page py-8 sm:py-12" aria-labelledby="companies-title">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 id="companies-title" className="text-page-title font-semibold text-brand-900">
            Company Details
          </h1>
          <p className="mt-1 text-slate-700">The companies you buy business services for.</p>
        </div>
        <Link to="/company-detailform" className={buttonClasses({ variant: 'accent', className: 'self-start sm:self-auto' })}>
          <Plus aria-hidden="true" className="size-5" />
          Add Company
        </Link>
      </div>

      <SearchField
        id="company-search"
        className="mt-6 max-w-md"
        value={query}
        onChange={setQuery}
        placeholder="Company name or registration number"
      />

      <div className="mt-6">
        {!companies && retrying && <ListLoading label="Loading companies..." rowClassName="h-16" className="" />}
        {!companies && !retrying && <ListError className="" message="Something went wrong." onRetry={retry} />}
        {companies && shown.length === 0 && (
          <ListEmpty className="" icon={Building2}>
            <p className="font-medium text-slate-800">No companies found</p>
          </ListEmpty>
        )}
        {companies && shown.length > 0 && (
          <>
            <div className="hidden overflow-hidden rounded-card border border-slate-200 md:block">
              <table className="w-full text-left">
                <caption className="sr-only">Your companies</caption>
                <ColumnHeads columns={['SL No', 'Company Name', 'Registration No', 'Establish Date', 'Action']} />
                <tbody className="divide-y divide-slate-200">
                  {shown.map((c, i) => (
                    <tr key={c.id}>
                      <td className="px-4 py-3 text-slate-700">{i + 1}</td>
                      <td className="px-4 py-3 font-medium text-slate-900">{c.name}</td>
                      <td className="px-4 py-3 text-slate-700">{c.registration_number}</td>
                      <td className="px-4 py-3 text-slate-700">{establishDate(c.establish_date)}</td>
                      <td className="px-4 py-2">
                        <RowActions company={c} onView={setViewing} onEdit={edit} onDelete={setDeleting} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul className="space-y-3 md:hidden" aria-label="Your companies">
              {shown.map((c, i) => (
                <li key={c.id}>
                  <Card className="p-4">
                    <p className="text-sm text-slate-600">SL No {i + 1}</p>
                    <p className="mt-0.5 text-lg font-semibold text-brand-900">{c.name}</p>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                      <dt className="text-slate-600">Registration No</dt>
                      <dd className="break-all text-slate-900">{c.registration_number}</dd>
                      <dt className="text-slate-600">Establish Date</dt>
                      <dd className="text-slate-900">{establishDate(c.establish_date)}</dd>
                    </dl>
                    <div className="mt-3 border-t border-slate-200 pt-3">
                      <RowActions company={c} onView={setViewing} onEdit={edit} onDelete={setDeleting} />
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          </>
        )}
      </div>

      <Dialog open={viewing !== null} onOpenChange={(open) => !open && setViewing(null)}>
        {viewing && (
          <DialogContent title={viewing.name} size="lg">
            <CompanyDetails company={viewing} />
            <div className="mt-6 flex justify-end">
              <DialogClose className={buttonClasses({ variant: 'outline' })}>Close</DialogClose>
            </div>
          </DialogContent>
        )}
      </Dialog>

      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Are you sure?"
        description={deleting ? `Company ${deleting.name} will be deleted. This cannot be undone.` : undefined}
        confirmLabel="Yes, delete"
        tone="danger"
        onConfirm={() => {
          if (deleting) void remove(deleting);
          setDeleting(null);
        }}
      />
    </section>
  );
}

function RowActions({
  company,
  onView,
  onEdit,
  onDelete,
}: {
  company: Company;
  onView: (c: Company) => void;
  onEdit: (c: Company) => void;
  onDelete: (c: Company) => void;
}) {
  const small = 'min-h-11 px-3';
  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="ghost" size="sm" className={small} onClick={() => onView(company)} aria-label={`View ${company.name}`}>
        <Eye aria-hidden="true" className="size-4" />
        View
      </Button>
      <Button variant="ghost" size="sm" className={small} onClick={() => onEdit(company)} aria-label={`Edit ${company.name}`}>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </Button>
      <Button
        variant="ghost"
        size="sm"
        className={cn(small, 'text-red-700 hover:bg-red-50')}
        onClick={() => onDelete(company)}
        aria-label={`Delete ${company.name}`}
      >
        <Trash2 aria-hidden="true" className="size-4" />
        Delete
      </Button>
    </div>
  );
}

export function CompanyDetails({ company: c }: { company: Company }) {
  const address = [c.address1, c.address2, c.city, c.district, c.state, c.pin_code, c.country].filter(Boolean).join(', ');
  const rows: Array<[string, React.ReactNode]> = [
    ['Company Name', c.name],
    ['Registration No', c.registration_number],
    ['Company Type', c.company_type || c.business_type || 'Business'],
    ['Sector', c.sector],
    ['Establish Date', establishDate(c.establish_date)],
    ['Status', c.status || 'Active'],
    ['Email', c.email],
    ['Mobile', c.mobile],
    ['Landline', c.landline],
    ['Website', c.website],
    ['GSTIN', c.gst_no],
    ['PAN', c.pan_no],
    ['Address', address],
    ['Parent Company', c.parent_company === 'Yes' ? c.parent_company_name || 'Yes' : c.parent_company],
  ];
  return (
    <div>
      {c.logo_url && (
        <img src={c.logo_url} alt={`${c.name} logo`} className="mb-4 h-16 w-auto rounded-md border border-slate-200" />
      )}
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
        {rows.map(([label, value]) => (
          <div key={label} className={label === 'Address' ? 'sm:col-span-2' : undefined}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="break-words text-slate-900">{value || 'N/A'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
