/** A state or union territory of India as it stands today (28 states, 8 union territories). */
export interface GeoState {
  id: number;
  name: string;
  type: 'state' | 'union_territory';
}

/** A city with the state it belongs to now, a stable id and a URL slug unique across India. */
export interface GeoCity {
  id: number;
  name: string;
  slug: string;
  stateId: number;
}

/** One post office of the India Post PIN directory. */
export interface GeoPinCode {
  pinCode: string;
  officeName: string;
  district: string;
  stateId: number;
}

/** An invented hospital used to seed a demo marketplace; its PIN code is a real one of its city. */
export interface DemoHospital {
  shopName: string;
  shopSlug: string;
  citySlug: string;
  address: string;
  pinCode: string;
}
