import type { ReactNode } from 'react';

/** One fact of a record: its name and its value. */
export type Fact = { term: string; value: ReactNode };

/**
 * A record's facts shown above its form (dates, counts): what the person reads, not edits, as a
 * definition list so that screen readers pair each name with its value.
 */
export function Facts({ facts, className = 'mb-6' }: { facts: readonly Fact[]; className?: string }) {
  return (
    <dl className={`${className} flex flex-wrap gap-x-8 gap-y-2 text-sm`}>
      {facts.map(({ term, value }) => (
        <div key={term}>
          <dt className="font-medium text-slate-900">{term}</dt>
          <dd className="text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
