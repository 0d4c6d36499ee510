import { useState } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import {
  MILESTONE_LIMITS,
  MILESTONE_MESSAGES,
  MILESTONE_WAITS_ON,
  WAITS_ON_LABELS,
  type ServiceMilestones,
} from '@anupalan/shared';
import { Button } from '../../../components/ui/button';
import { Card, CardTitle } from '../../../components/ui/card';
import { TextInput } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/forms/select-field';
import { ActionForm } from '../../../components/forms/action-form';

type Row = { key: number; name: string; workingDays: number | string; waitsOn: string };

/** Form fields (ms.N.name / .days / .waitsOn, in page order) → the contract's `milestones`. */
export function milestonesFromForm(form: FormData) {
  const text = (k: string) => {
    const v = form.get(k);
    return typeof v === 'string' ? v : '';
  };
  const rows = [...new Set([...form.keys()].flatMap((k) => /^ms\.(\d+)\./.exec(k)?.[1] ?? []))].sort(
    (a, b) => Number(a) - Number(b),
  );
  return rows.map((n) => ({ name: text(`ms.${n}.name`), working_days: text(`ms.${n}.days`), waits_on: text(`ms.${n}.waitsOn`) }));
}

/**
 * A service's milestones on its editor page (issue 21): name, expected working days and who it
 * waits on, in order; rows added, removed and moved. New requests copy them; open requests keep theirs.
 */
export function MilestoneEditor({
  plan,
  error,
  submitting,
}: {
  plan: ServiceMilestones;
  error: (field: string) => string | undefined;
  submitting: boolean;
}) {
  const [rows, setRows] = useState<Row[]>(() => plan.milestones.map((m, i) => ({ key: i, ...m })));
  const [next, setNext] = useState(plan.milestones.length);
  const move = (i: number, by: number) => {
    const copy = [...rows];
    const [r] = copy.splice(i, 1);
    copy.splice(i + by, 0, r!);
    setRows(copy);
  };
  return (
    <Card className="mt-8 max-w-3xl">
      <CardTitle as="h2">Milestones</CardTitle>
      <p className="mt-1 text-sm text-slate-700">
        {plan.custom
          ? 'What the customer sees happen, in order, with the working days each takes.'
          : MILESTONE_MESSAGES.defaultsInUse}{' '}
        Open requests keep the plan they started with.
      </p>
      <ActionForm values={{ intent: 'milestones' }} className="mt-4" key={JSON.stringify(plan.milestones)}>
        {error('milestones') ? (
          <p role="alert" className="mb-3 font-medium text-red-700">
            {error('milestones')}
          </p>
        ) : null}
        <ol className="space-y-3" aria-label="Milestones in order">
          {rows.map((r, i) => (
            <li
              key={r.key}
              className="grid gap-3 rounded-lg border border-slate-200 bg-white p-3 sm:grid-cols-[2fr_1fr_1.4fr] sm:items-end"
            >
              <TextInput
                label={`Milestone ${i + 1} name`}
                name={`ms.${i}.name`}
                defaultValue={r.name}
                maxLength={MILESTONE_LIMITS.nameMax}
                required
                error={error(`milestones.${i}.name`)}
              />
              <TextInput
                label="Working days"
                name={`ms.${i}.days`}
                inputMode="numeric"
                defaultValue={String(r.workingDays)}
                required
                error={error(`milestones.${i}.working_days`)}
              />
              <SelectField
                label="Waits on"
                name={`ms.${i}.waitsOn`}
                defaultValue={r.waitsOn}
                error={error(`milestones.${i}.waits_on`)}
                options={MILESTONE_WAITS_ON.map((w) => [w, WAITS_ON_LABELS[w]] as const)}
              />
              <div className="flex flex-wrap gap-2 sm:col-span-3">
                <Button type="button" variant="ghost" size="sm" disabled={i === 0} onClick={() => move(i, -1)}>
                  <ArrowUp aria-hidden="true" className="size-4" />
                  Move up<span className="sr-only"> milestone {i + 1}</span>
                </Button>
                <Button type="button" variant="ghost" size="sm" disabled={i === rows.length - 1} onClick={() => move(i, 1)}>
                  <ArrowDown aria-hidden="true" className="size-4" />
                  Move down<span className="sr-only"> milestone {i + 1}</span>
                </Button>
                <Button type="button" variant="ghost" size="sm" onClick={() => setRows(rows.filter((x) => x.key !== r.key))}>
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove<span className="sr-only"> milestone {i + 1}</span>
                </Button>
              </div>
            </li>
          ))}
        </ol>
        <div className="mt-3 flex flex-wrap gap-3">
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() => {
              setRows([...rows, { key: next, name: '', workingDays: 1, waitsOn: 'us' }]);
              setNext(next + 1);
            }}
          >
            <Plus aria-hidden="true" className="size-4" />
            Add milestone
          </Button>
          <Button type="submit" size="sm" loading={submitting} loadingText="Saving...">
            Save milestones
          </Button>
        </div>
      </ActionForm>
    </Card>
  );
}
