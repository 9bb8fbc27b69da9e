/** How often a scheduled execution or a harvest runs. */
export type Period = 'hour' | 'day' | 'week' | 'month' | 'year';

/** The schedulers of `GET /dataset/schedulers/` (seeded in this order) and what they mean. */
export const SCHEDULERS: readonly { label: string; period: Period }[] = [
  { label: 'Toutes les heures', period: 'hour' },
  { label: 'Tous les jours à 2 h', period: 'day' },
  { label: 'Toutes les semaines (lundi)', period: 'week' },
  { label: 'Tous les mois (le 1er)', period: 'month' },
  { label: 'Tous les ans (1er janvier)', period: 'year' },
];

export const periodOf = (label: string): Period | null =>
  SCHEDULERS.find((s) => s.label === label)?.period ?? null;

/** The first time after `after` the period comes round (server's local time; daily and longer at 2:00). */
export function nextRun(period: Period, after: Date): Date {
  const next = new Date(after.getTime());
  next.setMinutes(0, 0, 0);
  if (period === 'hour') {
    next.setHours(next.getHours() + 1);
    return next;
  }
  next.setHours(2);
  const advance: Record<Exclude<Period, 'hour'>, () => void> = {
    day: () => next.setDate(next.getDate() + 1),
    week: () => next.setDate(next.getDate() + 1),
    month: () => {
      next.setDate(1);
      next.setMonth(next.getMonth() + 1);
    },
    year: () => {
      next.setDate(1);
      next.setMonth(0);
      next.setFullYear(next.getFullYear() + 1);
    },
  };
  if (period === 'month') next.setDate(1);
  if (period === 'year') next.setMonth(0, 1);
  while (next <= after || (period === 'week' && next.getDay() !== 1)) advance[period]();
  return next;
}
