import { type ComponentType, createContext } from 'react';

/**
 * What `Page` draws above its heading to say where the screen sits (the shell's breadcrumb), given
 * the screen's title as its last step. The shell provides it, so that this kit knows no route.
 */
export const PageTrail = createContext<ComponentType<{ current: string }> | null>(null);
