import type { ReactNode } from 'react';
import type { MenuActivation } from '../../ui/menuActivation';

/** A link to another page or service. */
export interface LinkEntry {
  key: string;
  label: ReactNode;
  href: string;
}

/** A command run in place (switching the interface's language). */
export interface ActionEntry {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  /** The language the label is written in, when it is not the page's. */
  lang?: string;
  /** The entry is the current choice (announced as such). */
  current?: boolean;
}

export type MenuEntry = LinkEntry | ActionEntry;

/** What the menu's button shows and is named. */
export interface MenuButtonFace {
  content: ReactNode;
  /** The accessible name, when the visible content does not say it. */
  label?: string;
}

/** The moment the real menu takes the placeholder's place: what to carry over from it. */
export interface MenuHandover {
  /** The placeholder had the keyboard focus: the real button takes it. */
  focus: boolean;
  /** The person had opened the placeholder: the real menu opens the same way. */
  activation: MenuActivation | null;
}
