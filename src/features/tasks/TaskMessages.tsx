import { useId } from 'react';

type Props = {
  title: string;
  messages: readonly string[];
  emptyText: string;
  tone: 'warning' | 'error';
};

const tones = {
  warning: 'border-amber-600 bg-amber-50 text-amber-950',
  error: 'border-red-700 bg-red-50 text-red-900',
};

/** A task's warnings or errors as the backend wrote them. */
export function TaskMessages({ title, messages, emptyText, tone }: Props) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {messages.length === 0 ? (
        <p className="text-slate-700">{emptyText}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {messages.map((message, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same message may appear twice; order is fixed.
            <li key={index} className={`rounded border-l-4 px-3 py-2 ${tones[tone]}`}>
              {message}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
