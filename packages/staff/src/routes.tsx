import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { ROUTES } from '@medibridge/contract';
import { lazyPage } from '@medibridge/ui-kit';
import type * as StaffPages from './pages/staffPages';

type Pages = typeof StaffPages;
const pages = (): Promise<Pages> => import('./pages/staffPages');

/**
 * A console screen: `pick` of the lazily loaded pages. The route table is on every first load
 * (docs/decisions/0011), so the console has two entries sharing one import. Every route is
 * 'public': the page itself tells a visitor or a patient that the area is for staff, and asks the server
 * which roles a staff user holds.
 */
function page(path: string, pick: (m: Pages) => ComponentType): RouteObject {
  return lazyPage(path, 'public', pages, pick);
}

/** The staff console: its home, and its screens under /staff (contract's `STAFF_SCREENS`). */
export const staffRoutes: RouteObject[] = [
  page(ROUTES.staff, (m) => m.StaffHomePage),
  page(ROUTES.staffScreen, (m) => m.StaffScreenPage),
];
