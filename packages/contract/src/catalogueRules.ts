/**
 * The rules and words of the operator's catalogue forms (docs/decisions/0062), without zod: the console's Yup
 * form and the server's schemas (`catalogueAdmin.ts`) share them.
 */

export const CATALOGUE_LIMITS = {
  nameMin: 2,
  nameMax: 150,
  shortText: 300,
  longText: 2000,
  addressMax: 300,
  searchMax: 100,
  inclusionsMax: 20,
  hospitalDaysMax: 60,
  /** Rupees: a package price is at least ₹1 and at most ₹1 crore. */
  priceMin: 1,
  priceMax: 10_000_000,
  bedsMax: 10_000,
  yearMin: 1800,
  listMax: 60,
  /** Uploaded pictures: JPG or PNG, at most 5 MB, at least 320×200 pixels. */
  imageMaxBytes: 5 * 1024 * 1024,
  imageMinWidth: 320,
  imageMinHeight: 200,
} as const;

export const CATALOGUE_MESSAGES = {
  nameLength: `Write a name of ${String(CATALOGUE_LIMITS.nameMin)} to ${String(CATALOGUE_LIMITS.nameMax)} characters.`,
  hindiScript: 'Write the Hindi in Devanagari (हिन्दी), or leave it empty.',
  shortTextLong: `Write at most ${String(CATALOGUE_LIMITS.shortText)} characters.`,
  longTextLong: `Write at most ${String(CATALOGUE_LIMITS.longText)} characters.`,
  descriptionNeeded: 'Write a short description.',
  days: `Hospital days must be a whole number from 0 to ${String(CATALOGUE_LIMITS.hospitalDaysMax)}.`,
  price: `The price must be in rupees, from ₹${String(CATALOGUE_LIMITS.priceMin)} to ₹1,00,00,000, with at most two decimals.`,
  speciality: 'Choose the speciality (package group).',
  inclusionsMany: `A package has at most ${String(CATALOGUE_LIMITS.inclusionsMax)} inclusions.`,
  inclusionName: 'Name each inclusion (2 to 150 characters).',
  inclusionIcon: 'Choose the picture of each inclusion from the list.',
  city: 'Choose the city.',
  address: `Write the address (at most ${String(CATALOGUE_LIMITS.addressMax)} characters).`,
  pinCode: 'A PIN code is six digits and does not start with 0.',
  mobile: 'A phone number is 10 to 12 digits with nothing else, or leave it empty.',
  email: 'Write an email address like desk@hospital.in, or leave it empty.',
  beds: `Beds must be a whole number from 0 to ${String(CATALOGUE_LIMITS.bedsMax)}.`,
  year: `The year it was established must be from ${String(CATALOGUE_LIMITS.yearMin)} to this year.`,
  listLong: `At most ${String(CATALOGUE_LIMITS.listMax)} entries, each at most 100 characters.`,
  searchLong: `Search with at most ${String(CATALOGUE_LIMITS.searchMax)} characters.`,
  imageMissing: 'Choose a picture to upload (JPG or PNG).',
  imageTooLarge: 'The picture is too large: choose a JPG or PNG of at most 5 MB.',
  imageWrongType: 'The picture must be a JPG or PNG image; this file is not one.',
  imageUnreadable: 'The picture could not be read. Choose another JPG or PNG image.',
  imageTooSmall: `The picture is too small: it must be at least ${String(CATALOGUE_LIMITS.imageMinWidth)}×${String(CATALOGUE_LIMITS.imageMinHeight)} pixels.`,
  noPackage: 'There is no such treatment package.',
  noHospital: 'There is no such hospital.',
  notOffered: 'This hospital does not offer this package.',
  packageAdded: 'The package is added.',
  packageSaved: 'The package is saved.',
  hospitalAdded: 'The hospital is added.',
  hospitalSaved: 'The hospital is saved.',
} as const;

/** Devanagari letters: a Hindi field must hold some (docs/decisions/0042). */
export const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * The catalogue's CSV files (issue 32 §3, docs/decisions/0064): the export writes these columns and the import
 * reads them by name. A package is known by its web name (`slug`): a known one changes that package, a new or
 * blank one adds a package (inclusions and pictures stay with the console's editor). A price row names a
 * package and a hospital by their web names; the names beside them are for the person reading the file.
 */
export const PACKAGE_CSV_COLUMNS = [
  'slug',
  'name',
  'name_hi',
  'master_id',
  'short_description',
  'short_description_hi',
  'hospital_days',
  'base_price',
  'is_popular',
  'active',
] as const;
export type PackageCsvColumn = (typeof PACKAGE_CSV_COLUMNS)[number];

export const PRICE_CSV_COLUMNS = [
  'package_slug',
  'package_name',
  'hospital_slug',
  'hospital_name',
  'price',
] as const;
export type PriceCsvColumn = (typeof PRICE_CSV_COLUMNS)[number];

/** Words of the catalogue's CSV calls that the medicines CSV (MEDICINE_ADMIN_MESSAGES) does not have. */
export const CATALOGUE_CSV_MESSAGES = {
  packagesEmpty: 'The file has no rows: the first line names the columns, then one package a line.',
  pricesEmpty:
    'The file has no rows: the first line names the columns, then one hospital’s price for one package a line.',
  specialityUnknown: 'There is no speciality (package group) with this number.',
  packageTwice: 'This package is on an earlier line of the file too.',
  priceTwice: 'This hospital’s price for this package is on an earlier line of the file too.',
  packageUnknown: 'There is no package with this web name.',
  hospitalUnknown: 'There is no hospital with this web name.',
  priceOrBlank:
    'Write the price in rupees, from ₹1 to ₹1,00,00,000 with at most two decimals, or leave it empty to stop offering the package.',
} as const;

/**
 * The drawn pictures an inclusion may name (`<name>.svg` under the package-service image path). The server
 * draws exactly these (its icon table is keyed by this type) and the console offers exactly these.
 */
export const SERVICE_ICON_NAMES = [
  'consultation',
  'stay',
  'ot',
  'implant',
  'investigations',
  'medicines',
  'followup',
  'physiotherapy',
  'procedure',
] as const;
export type ServiceIconName = (typeof SERVICE_ICON_NAMES)[number];
