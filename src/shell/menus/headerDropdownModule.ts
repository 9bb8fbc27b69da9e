import { createLazyModule } from './lazyModule';

/** The header menus' code, shared by the three menus: the first intent on any of them fetches it. */
export const headerDropdownModule = createLazyModule(() => import('./HeaderDropdown'));
