// Hand-kept corrections to `indian-cities-database` (a 2016 list: pre-2014 states, old names, some rows
// filed under the wrong state). Each table is small and says why an entry is there; everything else about
// a city comes from the datasets. See cities.ts for the order in which they apply.

/** A rename, optionally limited to one state because another state has a town of the same old name. */
export interface CityRename {
  from: string;
  to: string;
  /** Official state name the rename is limited to. */
  state?: string;
}

/**
 * Current official names (Karnataka's 2014 renaming, Gurugram 2016, Prayagraj 2018, Chhatrapati Sambhajinagar
 * and Dharashiv 2023, Ahilyanagar 2024, Kolkata 2001, Puducherry 2006, Kadapa 2005), the standard spellings
 * where the list misspells a town, and the two names the list gives one town twice under (Cambay/Khambhat,
 * Madgaon/Margao, Baleshwar/Balasore): both map to one name and the rows merge.
 */
export const CITY_RENAMES: readonly CityRename[] = [
  { from: 'Bangalore', to: 'Bengaluru' },
  { from: 'Mysore', to: 'Mysuru' },
  { from: 'Mangalore', to: 'Mangaluru' },
  { from: 'Belgaum', to: 'Belagavi' },
  { from: 'Bellary', to: 'Ballari' },
  { from: 'Gulbarga', to: 'Kalaburagi' },
  { from: 'Shimoga', to: 'Shivamogga' },
  { from: 'Tumkur', to: 'Tumakuru' },
  { from: 'Hospet', to: 'Hosapete' },
  { from: 'Hubli', to: 'Hubballi' },
  { from: 'Chikmagalur', to: 'Chikkamagaluru' },
  { from: 'Chamrajnagar', to: 'Chamarajanagar' },
  { from: 'Shikapur', to: 'Shikaripura' },
  { from: 'Ramanagaram', to: 'Ramanagara' },
  { from: 'Gurgaon', to: 'Gurugram' },
  { from: 'Allahabad', to: 'Prayagraj' },
  { from: 'Calcutta', to: 'Kolkata' },
  { from: 'Pondicherry', to: 'Puducherry' },
  { from: 'Cuddapah', to: 'Kadapa' },
  { from: 'Aurangabad', to: 'Chhatrapati Sambhajinagar', state: 'Maharashtra' },
  { from: 'Osmanabad', to: 'Dharashiv', state: 'Maharashtra' },
  { from: 'Ahmednagar', to: 'Ahilyanagar', state: 'Maharashtra' },
  { from: 'Nanded-Waghala', to: 'Nanded' },
  { from: 'Raurkela', to: 'Rourkela' },
  { from: 'Baleshwar', to: 'Balasore' },
  { from: 'Cambay', to: 'Khambhat' },
  { from: 'Madgaon', to: 'Margao' },
  { from: 'Marmagao', to: 'Mormugao' },
  { from: 'Morvi', to: 'Morbi' },
  { from: 'Vicarabad', to: 'Vikarabad' },
  { from: 'Punch', to: 'Poonch' },
  { from: 'Baramula', to: 'Baramulla' },
  { from: 'Bandipore', to: 'Bandipora' },
  { from: 'Ramngarh', to: 'Ramgarh' },
  { from: 'Ellenabad 2', to: 'Ellenabad' },
  { from: 'Theni Allinagaram', to: 'Theni' },
  // The list names the twin city; Durg is added on its own in EXTRA_CITIES.
  { from: 'Durg-Bhilai Nagar', to: 'Bhilai' },
  // The list names the old union territory, not a town; Diu is added in EXTRA_CITIES.
  { from: 'Daman and Diu', to: 'Daman' },
];

/** A state the PIN dataset cannot decide (no post office of that name) or would decide wrongly. */
export interface CityStateOverride {
  /** City name after renaming. */
  city: string;
  /** The state the source list gives (official name), or undefined when its state column is unusable. */
  from: string | undefined;
  /** Official name of the state the town is in today. */
  to: string;
}

/**
 * Rows the source files under the wrong state (Karnataka and Gujarat towns in its Rajasthan block, an Uttar
 * Pradesh town under Madhya Pradesh, the union territory Chandigarh under Punjab, a state column reading
 * "India"), and Telangana towns formerly in Andhra Pradesh that have no post office of the same name.
 */
export const CITY_STATE_OVERRIDES: readonly CityStateOverride[] = [
  { city: 'Nargund', from: 'Rajasthan', to: 'Karnataka' },
  { city: 'Navalgund', from: 'Rajasthan', to: 'Karnataka' },
  { city: 'Nelamangala', from: 'Rajasthan', to: 'Karnataka' },
  { city: 'Nipani', from: 'Rajasthan', to: 'Karnataka' },
  { city: 'Prantij', from: 'Rajasthan', to: 'Gujarat' },
  { city: 'Ujhani', from: 'Madhya Pradesh', to: 'Uttar Pradesh' },
  { city: 'Chandigarh', from: 'Punjab', to: 'Chandigarh' },
  { city: 'Dharampur', from: undefined, to: 'Gujarat' },
  { city: 'Badepalle', from: 'Andhra Pradesh', to: 'Telangana' },
  { city: 'Kyathampalle', from: 'Andhra Pradesh', to: 'Telangana' },
];

/** A city added by hand, with the official name of its state. */
export interface ExtraCity {
  name: string;
  state: string;
}

/**
 * Large cities and union-territory towns the source list lacks. Appended after the dataset's rows, so adding
 * one never moves an existing id.
 */
export const EXTRA_CITIES: readonly ExtraCity[] = [
  { name: 'New Delhi', state: 'Delhi' },
  { name: 'Thane', state: 'Maharashtra' },
  { name: 'Pimpri-Chinchwad', state: 'Maharashtra' },
  { name: 'Vasai-Virar', state: 'Maharashtra' },
  { name: 'Bhiwandi', state: 'Maharashtra' },
  { name: 'Ghaziabad', state: 'Uttar Pradesh' },
  { name: 'Moradabad', state: 'Uttar Pradesh' },
  { name: 'Gorakhpur', state: 'Uttar Pradesh' },
  { name: 'Firozabad', state: 'Uttar Pradesh' },
  { name: 'Ayodhya', state: 'Uttar Pradesh' },
  { name: 'Secunderabad', state: 'Telangana' },
  { name: 'Amaravati', state: 'Andhra Pradesh' },
  { name: 'Durg', state: 'Chhattisgarh' },
  { name: 'Naya Raipur', state: 'Chhattisgarh' },
  { name: 'Kargil', state: 'Ladakh' },
  { name: 'Diu', state: 'Dadra and Nagar Haveli and Daman and Diu' },
];

/**
 * The metros and hospital cities the product cannot do without. They must exist under these names (a test
 * checks), and when another state has a town of the same name, the city listed here keeps the bare slug.
 */
export const MAJOR_CITIES: readonly ExtraCity[] = [
  { name: 'Mumbai', state: 'Maharashtra' },
  { name: 'Delhi', state: 'Delhi' },
  { name: 'New Delhi', state: 'Delhi' },
  { name: 'Bengaluru', state: 'Karnataka' },
  { name: 'Gurugram', state: 'Haryana' },
  { name: 'Kolkata', state: 'West Bengal' },
  { name: 'Chennai', state: 'Tamil Nadu' },
  { name: 'Hyderabad', state: 'Telangana' },
  { name: 'Pune', state: 'Maharashtra' },
  { name: 'Ahmedabad', state: 'Gujarat' },
  { name: 'Jaipur', state: 'Rajasthan' },
  { name: 'Lucknow', state: 'Uttar Pradesh' },
  { name: 'Kochi', state: 'Kerala' },
  { name: 'Chandigarh', state: 'Chandigarh' },
  { name: 'Indore', state: 'Madhya Pradesh' },
  { name: 'Bhopal', state: 'Madhya Pradesh' },
  { name: 'Nagpur', state: 'Maharashtra' },
  { name: 'Coimbatore', state: 'Tamil Nadu' },
  { name: 'Visakhapatnam', state: 'Andhra Pradesh' },
  { name: 'Bhubaneswar', state: 'Odisha' },
  { name: 'Patna', state: 'Bihar' },
  { name: 'Guwahati', state: 'Assam' },
  { name: 'Thiruvananthapuram', state: 'Kerala' },
  { name: 'Noida', state: 'Uttar Pradesh' },
  { name: 'Vadodara', state: 'Gujarat' },
  { name: 'Surat', state: 'Gujarat' },
  { name: 'Mysuru', state: 'Karnataka' },
  { name: 'Ludhiana', state: 'Punjab' },
  { name: 'Dehradun', state: 'Uttarakhand' },
  { name: 'Raipur', state: 'Chhattisgarh' },
  { name: 'Ranchi', state: 'Jharkhand' },
  { name: 'Mangaluru', state: 'Karnataka' },
  { name: 'Madurai', state: 'Tamil Nadu' },
  { name: 'Nashik', state: 'Maharashtra' },
  { name: 'Vijayawada', state: 'Andhra Pradesh' },
  { name: 'Kozhikode', state: 'Kerala' },
  { name: 'Vellore', state: 'Tamil Nadu' },
  { name: 'Varanasi', state: 'Uttar Pradesh' },
  { name: 'Kanpur', state: 'Uttar Pradesh' },
  { name: 'Amritsar', state: 'Punjab' },
  { name: 'Jodhpur', state: 'Rajasthan' },
  { name: 'Udaipur', state: 'Rajasthan' },
  { name: 'Kota', state: 'Rajasthan' },
  { name: 'Bilaspur', state: 'Chhattisgarh' },
  { name: 'Jammu', state: 'Jammu and Kashmir' },
  { name: 'Srinagar', state: 'Jammu and Kashmir' },
  { name: 'Leh', state: 'Ladakh' },
  { name: 'Faridabad', state: 'Haryana' },
  { name: 'Ghaziabad', state: 'Uttar Pradesh' },
  { name: 'Thane', state: 'Maharashtra' },
  { name: 'Navi Mumbai', state: 'Maharashtra' },
  { name: 'Puducherry', state: 'Puducherry' },
  { name: 'Warangal', state: 'Telangana' },
  { name: 'Tirupati', state: 'Andhra Pradesh' },
  { name: 'Jamshedpur', state: 'Jharkhand' },
  { name: 'Siliguri', state: 'West Bengal' },
  { name: 'Gwalior', state: 'Madhya Pradesh' },
  { name: 'Jabalpur', state: 'Madhya Pradesh' },
  { name: 'Agra', state: 'Uttar Pradesh' },
  { name: 'Mohali', state: 'Punjab' },
  { name: 'Durgapur', state: 'West Bengal' },
  { name: 'Kharagpur', state: 'West Bengal' },
  { name: 'Sagar', state: 'Madhya Pradesh' },
  { name: 'Rudrapur', state: 'Uttarakhand' },
];
