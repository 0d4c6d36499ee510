import type { AdminGrievance } from '@anupalan/shared';
import { GRIEVANCE_STATUS_LABELS } from '@anupalan/shared/contracts/grievances-texts';
import { Badge, type BadgeTone } from '../../../components/ui/badge';

const TONES: Record<AdminGrievance['status'], BadgeTone> = {
  open: 'warning',
  acknowledged: 'info',
  resolved: 'success',
  closed: 'neutral',
};

/** A ticket's status, and its overdue flags (the 48-hour acknowledgement, the one-month resolution). */
export function GrievanceFlags({ g }: { g: AdminGrievance }) {
  return (
    <span className="flex flex-wrap gap-1.5">
      <Badge tone={TONES[g.status]}>{GRIEVANCE_STATUS_LABELS[g.status]}</Badge>
      {g.ackOverdue ? <Badge tone="danger">Acknowledgement overdue</Badge> : null}
      {g.resolveOverdue ? <Badge tone="danger">Resolution overdue</Badge> : null}
      {g.escalatedAt ? <Badge tone="danger">Escalated</Badge> : null}
    </span>
  );
}
