import { Form, useSearchParams } from 'react-router';
import { Button } from '../ui/button';
import { TextInput } from '../ui/form-field';
import { SelectField } from '../forms/select-field';

/**
 * A list's filters: a GET form whose fields start from the page's query string, so a filtered
 * page is a link (and the pager keeps the filters). Submitting starts again at page 1.
 */
export function FilterForm({ children }: { children: React.ReactNode }) {
  return (
    <Form method="get" className="mb-6 flex flex-wrap items-end gap-3">
      {children}
      <Button type="submit" variant="outline">
        Filter
      </Button>
    </Form>
  );
}

/** The current value of a filter in the query string ('' when absent). */
function useFilterValue(name: string): string {
  const [params] = useSearchParams();
  return params.get(name) ?? '';
}

/** A choice among `options` (value, label), or 'All'. */
export function FilterSelect({
  label,
  name,
  options,
}: {
  label: string;
  name: string;
  options: readonly (readonly [string, string])[];
}) {
  const value = useFilterValue(name);
  return (
    <SelectField
      label={label}
      name={name}
      id={`filter-${name}`}
      defaultValue={value}
      options={[['', 'All'], ...options]}
      className="w-48"
    />
  );
}

const WIDTH = { sm: 'w-32', md: 'w-44', lg: 'w-56', xl: 'w-64', '2xl': 'w-72' } as const;

/** A free-text filter (`q` is the list's search). */
export function FilterText({
  label,
  name,
  placeholder,
  width = 'xl',
}: {
  label: string;
  name: string;
  placeholder?: string;
  width?: keyof typeof WIDTH;
}) {
  const value = useFilterValue(name);
  return <TextInput label={label} name={name} defaultValue={value} placeholder={placeholder} fieldClassName={WIDTH[width]} />;
}

/** The `from` / `to` date pair every dated list filters on. */
export function FilterDates({ from = 'From', to = 'To' }: { from?: string; to?: string }) {
  const fromValue = useFilterValue('from');
  const toValue = useFilterValue('to');
  return (
    <>
      <TextInput label={from} type="date" name="from" defaultValue={fromValue} fieldClassName="w-44" />
      <TextInput label={to} type="date" name="to" defaultValue={toValue} fieldClassName="w-44" />
    </>
  );
}
