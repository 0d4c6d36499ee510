import {
  ENTITY_KINDS,
  ENTITY_KIND_LABELS,
  GST_FREQUENCIES,
  GST_FREQUENCY_LABELS,
  RULE_RECURRENCES,
  RULE_RECURRENCE_LABELS,
  TURNOVER_BANDS,
  TURNOVER_BAND_LABELS,
  type RuleView,
} from '@anupalan/shared';
import { FormField, TextArea, TextInput, controlBorder, controlClasses } from '../../../components/ui/form-field';
import { cn } from '../../../components/ui/cn';

/* The compliance calendar rule's fields, as the back office edits them (`/admin/calendar`): the
 * same fields for a new rule and for a change, read back into the shared contract by `ruleFromForm`. */

type Rule = Omit<RuleView, 'id' | 'code' | 'version' | 'warnings'>;

const BLANK: Rule = {
  filing: '',
  applies_to: [],
  gst_frequencies: [],
  turnover_bands: [],
  states: [],
  recurrence: 'monthly',
  schedule: { due_day: 20, month_offset: 1 },
  service_slug: null,
  note: '',
  legal_basis: '',
  active: true,
};

/** Lines of `key = value` (the extensions' and instalments' text areas). */
function pairs(text: string): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  for (const line of text.split(/\r?\n/)) {
    const at = line.indexOf('=');
    if (at < 0) continue;
    const k = line.slice(0, at).trim();
    const v = line.slice(at + 1).trim();
    if (k && v) out.push([k, v]);
  }
  return out;
}

/** An instalment as the form writes it: `06-15 = First instalment` (month-day = label). */
function instalmentsOf(text: string) {
  return pairs(text).map(([md, label]) => {
    const [month, day] = md.split('-').map((n) => Number(n));
    return { month: month ?? NaN, day: day ?? NaN, label };
  });
}

const ints = (v: FormDataEntryValue | null) => (v === null || String(v).trim() === '' ? NaN : Number(v));

/**
 * The posted rule's fields, for the shared contract to check (`ruleCreateBody` with the code,
 * `ruleUpdateBody` with the version); a change keeps the rule's months and exceptions.
 */
export function ruleFieldsFromForm(form: FormData, current?: RuleView) {
  const strings = (name: string) => form.getAll(name).map(String);
  const instalmentText = String(form.get('instalments') ?? '');
  const schedule = {
    ...(current?.schedule ?? {}),
    due_day: ints(form.get('due_day')),
    month_offset: ints(form.get('month_offset')),
    extensions: Object.fromEntries(pairs(String(form.get('extensions') ?? ''))),
    ...(instalmentText.trim() ? { instalments: instalmentsOf(instalmentText) } : { instalments: undefined }),
  };
  return {
    filing: String(form.get('filing') ?? ''),
    applies_to: strings('applies_to'),
    gst_frequencies: strings('gst_frequencies'),
    turnover_bands: strings('turnover_bands'),
    states: String(form.get('states') ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    recurrence: String(form.get('recurrence') ?? ''),
    schedule,
    service_slug: String(form.get('service_slug') ?? ''),
    note: String(form.get('note') ?? ''),
    legal_basis: String(form.get('legal_basis') ?? ''),
    active: form.get('active') === 'on',
  };
}

function Choices<K extends string>({
  legend,
  name,
  options,
  labels,
  checked,
  error,
}: {
  legend: string;
  name: string;
  options: readonly K[];
  labels: Record<K, string>;
  checked: readonly string[];
  error?: string;
}) {
  return (
    <fieldset className="space-y-1">
      <legend className="font-medium text-slate-900">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((o) => (
          <label key={o} className="flex min-h-11 items-center gap-2 text-slate-800">
            <input type="checkbox" name={name} value={o} defaultChecked={checked.includes(o)} className="size-5" />
            {labels[o]}
          </label>
        ))}
      </div>
      {error && <p className="text-sm font-medium text-red-700">{error}</p>}
    </fieldset>
  );
}

/** Every field of a rule; `rule` absent: a new rule (with its code). */
export function CalendarRuleFields({
  rule,
  services,
  error,
  idPrefix,
}: {
  rule?: Rule & { code?: string };
  services: { slug: string; name: string }[];
  /** The action's first message for a field, when this form was the one refused. */
  error: (field: string) => string | undefined;
  /** Unique per form on the page (the ids of the selects). */
  idPrefix: string;
}) {
  const r = rule ?? BLANK;
  return (
    <>
      {!rule && (
        <TextInput
          label="Code"
          name="code"
          hint="Lower-case letters, digits and hyphens; it never changes (mutes and iCalendar events use it)."
          error={error('code')}
          required
        />
      )}
      <TextInput label="Filing" name="filing" defaultValue={r.filing} error={error('filing')} required />
      <Choices
        legend="Applies to"
        name="applies_to"
        options={ENTITY_KINDS}
        labels={ENTITY_KIND_LABELS}
        checked={r.applies_to}
        error={error('applies_to')}
      />
      <Choices
        legend="GST filers (none: everyone)"
        name="gst_frequencies"
        options={GST_FREQUENCIES}
        labels={GST_FREQUENCY_LABELS}
        checked={r.gst_frequencies}
      />
      <Choices
        legend="Turnover bands (none: every band)"
        name="turnover_bands"
        options={TURNOVER_BANDS}
        labels={TURNOVER_BAND_LABELS}
        checked={r.turnover_bands}
      />
      <TextInput
        label="States"
        name="states"
        hint="Separated by commas; empty: every state."
        defaultValue={r.states.join(', ')}
        error={error('states')}
      />
      <FormField label="Recurrence" id={`${idPrefix}-recurrence`} error={error('recurrence')}>
        {(control) => (
          <select {...control} name="recurrence" defaultValue={r.recurrence} className={cn(controlClasses, controlBorder(false))}>
            {RULE_RECURRENCES.map((k) => (
              <option key={k} value={k}>
                {RULE_RECURRENCE_LABELS[k]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Filed through the service" id={`${idPrefix}-service`} error={error('service_slug')}>
        {(control) => (
          <select
            {...control}
            name="service_slug"
            defaultValue={r.service_slug ?? ''}
            className={cn(controlClasses, controlBorder(!!error('service_slug')))}
          >
            <option value="">None (no File now button)</option>
            {services.map((s) => (
              <option key={s.slug} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="flex flex-wrap gap-3">
        <TextInput
          label="Due day"
          name="due_day"
          inputMode="numeric"
          defaultValue={String(r.schedule.due_day)}
          fieldClassName="w-28"
          error={error('schedule')}
        />
        <TextInput
          label="Months after"
          name="month_offset"
          inputMode="numeric"
          defaultValue={String(r.schedule.month_offset)}
          fieldClassName="w-32"
        />
      </div>
      <TextArea
        label="Instalments"
        name="instalments"
        rows={2}
        hint="For a rule in instalments, one a line: 06-15 = First instalment."
        defaultValue={(r.schedule.instalments ?? [])
          .map((i) => `${String(i.month).padStart(2, '0')}-${String(i.day).padStart(2, '0')} = ${i.label}`)
          .join('\n')}
      />
      <TextArea
        label="Extensions"
        name="extensions"
        rows={2}
        defaultValue={Object.entries(r.schedule.extensions ?? {})
          .map(([k, v]) => `${k} = ${v}`)
          .join('\n')}
      />
      <TextArea label="Note" name="note" rows={2} defaultValue={r.note} />
      <TextArea
        label="Legal basis"
        name="legal_basis"
        rows={2}
        defaultValue={r.legal_basis}
        error={error('legal_basis')}
        required
      />
      <label className="flex min-h-11 items-center gap-2 text-slate-800">
        <input type="checkbox" name="active" defaultChecked={r.active} className="size-5" /> Active
      </label>
    </>
  );
}
