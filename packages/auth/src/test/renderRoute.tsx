import { createFakeFetch, createTestStore } from '@medibridge/api-client';
import { routeRenderer } from '@medibridge/ui-kit/render-route';

/** Mounts one of this package's screens at a path (ui-kit's helper on api-client's fake network). */
export const renderRoute = routeRenderer(createTestStore, createFakeFetch);

/** A profile as the server returns it. */
export const PROFILE = {
  id: 7,
  name: 'Asha',
  last_name: 'Rao',
  mobile: '9876543210',
  email: 'asha@example.in',
  dob: '1990-04-01',
  blood_group: 'B+',
  address: '12 MG Road',
  city_id: 1,
  city_name: 'Bengaluru',
  state_id: 2,
  country_id: 1,
  pin_code: '560001',
  profile_image: null,
  is_staff: false,
} as const;
