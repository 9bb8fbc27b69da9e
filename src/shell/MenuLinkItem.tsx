import { MenuItem } from '@headlessui/react';
import type { ReactNode } from 'react';

/** One entry of a header dropdown: a plain link, highlighted when the keyboard or pointer is on it. */
export function MenuLinkItem({ href, children }: { href: string; children: ReactNode }) {
  return (
    <MenuItem>
      <a
        href={href}
        className="block px-4 py-2 text-sm text-slate-800 data-focus:bg-blue-50 data-focus:text-blue-900"
      >
        {children}
      </a>
    </MenuItem>
  );
}

export const menuItemsClassName =
  'z-60 mt-1 min-w-48 rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none';

export const menuButtonClassName =
  'inline-flex items-center gap-1 rounded px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 data-open:bg-slate-100';
