import { formatIndianDate } from '@anupalan/shared/dates';
import { normaliseCategory } from '../lib/blog-filter';

export function CategoryBadge({ category }: { category: string }) {
  return (
    <span className="inline-flex items-center rounded-full bg-accent-100 px-2.5 py-0.5 text-sm font-semibold text-accent-700">
      {normaliseCategory(category) || 'General'}
    </span>
  );
}

export function BlogDate({ date }: { date: string }) {
  let label = date;
  try {
    label = formatIndianDate(`${date}T00:00:00+05:30`);
  } catch {
    /* keep the raw value */
  }
  return <time dateTime={date}>{label}</time>;
}
