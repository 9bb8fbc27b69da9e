// One look for every field. Borders use slate-500 so a control's outline reaches the 3:1 contrast
// WCAG 1.4.11 asks for; errors are red-700 (AA on white). Focus rings come from index.css.
export const labelClass = 'block text-sm font-medium text-slate-900';
export const helpClass = 'mt-1 text-sm text-slate-700';
export const errorClass = 'mt-1 text-sm font-medium text-red-700';

const controlBase =
  'mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 disabled:cursor-not-allowed disabled:bg-slate-100';

export function controlClass(invalid: boolean): string {
  return `${controlBase} ${invalid ? 'border-red-700' : 'border-slate-500'}`;
}
