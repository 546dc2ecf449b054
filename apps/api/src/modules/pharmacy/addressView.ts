import type { listAddresses } from './orderRepository';

/** A saved delivery address as the checkout's address list shows it (SPEC's field names). */
export function addressOf(row: Awaited<ReturnType<typeof listAddresses>>[number]) {
  return {
    id: row.id,
    firstName: row.firstName,
    last_name: row.lastName,
    mobile: row.mobile,
    email: row.email,
    pinCode: row.pinCode,
    address: row.address,
    locationTown: row.town,
    city_district: row.district,
    state: row.state,
    last_used_at: row.lastUsedAt.toISOString(),
  };
}
