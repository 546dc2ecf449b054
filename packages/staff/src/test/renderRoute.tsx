import { createFakeFetch, createTestStore, type FakeHandler } from '@medibridge/api-client';
import type { StaffMe, StaffRole } from '@medibridge/contract';
import { routeRenderer } from '@medibridge/ui-kit/render-route';

/** Mounts one of this package's screens at a path (ui-kit's helper on api-client's fake network). */
export const renderRoute = routeRenderer(createTestStore, createFakeFetch);

/** The staff user as stored under user_info after logging in. */
export const STAFF_USER = { id: 31, name: 'Asha Rao', mobile: '9000000031' };

/** `GET /api/staff/me` answering a staff user with `roles`. */
export function meAnswer(roles: StaffRole[], extra: Partial<StaffMe> = {}): FakeHandler {
  return {
    body: {
      data: {
        id: 31,
        name: 'Asha Rao',
        roles,
        department_id: roles.includes('doctor') ? 12 : null,
        department_name: roles.includes('doctor') ? 'General Physician' : null,
        ...extra,
      },
    },
  };
}

export const ME = 'GET /api/staff/me';
