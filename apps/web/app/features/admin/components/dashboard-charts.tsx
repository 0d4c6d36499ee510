import { Bar, BarChart, CartesianGrid, Cell, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatInr } from '@anupalan/shared';

/**
 * The dashboard's charts (recharts). Loaded only by the back-office dashboard, after hydration
 * (`React.lazy`), so the library is never part of the storefront's or any other page's bundle.
 * The numbers are also in tables beside each chart (the text alternative).
 */
export function RevenueChart({ data }: { data: { day: string; paise: number }[] }) {
  const rows = data.map((d) => ({ day: d.day.slice(5), rupees: d.paise / 100 }));
  return (
    <ResponsiveContainer width="100%" height={240}>
      <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 8, left: 8 }}>
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
        <XAxis dataKey="day" tick={{ fill: '#334155', fontSize: 12 }} minTickGap={16} />
        <YAxis tick={{ fill: '#334155', fontSize: 12 }} width={72} tickFormatter={(v: number) => formatInr(v * 100)} />
        <Tooltip formatter={(v) => formatInr(Number(v) * 100)} labelFormatter={(l) => `Day ${String(l)}`} />
        <Line type="monotone" dataKey="rupees" name="Net revenue" stroke="#1e3a8a" strokeWidth={2} dot={false} />
      </LineChart>
    </ResponsiveContainer>
  );
}

const COLOURS = ['#1e3a8a', '#0f766e', '#b45309', '#15803d', '#7c3aed'];

export function CountChart({ data }: { data: { label: string; value: number }[] }) {
  return (
    <ResponsiveContainer width="100%" height={220}>
      <BarChart data={data} margin={{ top: 8, right: 16, bottom: 8, left: 0 }}>
        <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" tick={{ fill: '#334155', fontSize: 12 }} interval={0} />
        <YAxis allowDecimals={false} tick={{ fill: '#334155', fontSize: 12 }} width={40} />
        <Tooltip />
        <Bar dataKey="value" name="Count">
          {data.map((d, i) => (
            <Cell key={d.label} fill={COLOURS[i % COLOURS.length]} />
          ))}
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
