// Shared by the placeholder button and the real menu, so that the swap from one to the other is invisible.

export const menuItemsClassName =
  'z-60 mt-1 min-w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none';

export const menuButtonClassName =
  'inline-flex items-center gap-1 rounded px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 data-open:bg-slate-100';

export const linkItemClassName =
  'block px-4 py-2 text-sm text-slate-800 data-focus:bg-blue-50 data-focus:text-blue-900';

export const actionItemClassName =
  'block w-full px-4 py-2 text-left text-sm text-slate-800 data-focus:bg-blue-50';
