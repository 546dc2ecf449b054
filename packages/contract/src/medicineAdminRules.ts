/**
 * The operator's medicine catalogue (issue 32 §4, docs/decisions/0058): the CSV's columns, the limits and the
 * words of its calls. No zod here (the main entry stays free of it); the wire shapes are in `medicineAdmin.ts`.
 */

/** The columns of a medicines CSV, in order: the export writes them and the import reads them (by name). */
export const MEDICINE_CSV_COLUMNS = [
  'slug',
  'title',
  'title_hi',
  'brand',
  'composition',
  'salts',
  'form',
  'pack_size',
  'manufacturer',
  'schedule',
  'tpg_list',
  'category',
  'storage',
  'mrp',
  'sale_price',
  'gst_rate',
  'hsn_code',
  'stock',
  'discontinued',
] as const;
export type MedicineCsvColumn = (typeof MEDICINE_CSV_COLUMNS)[number];

/** GST slabs a medicine may carry, in per cent (docs/decisions/0046). */
export const MEDICINE_GST_RATES = [0, 5, 12, 18, 28] as const;
/** Most rows one import reads (a larger catalogue is imported in parts). */
export const MEDICINE_IMPORT_MAX_ROWS = 20_000;
/** Largest CSV one import takes, in bytes (about 20,000 rows). */
export const MEDICINE_IMPORT_MAX_BYTES = 8 * 1024 * 1024;
/** Most problems an import check lists (the rest are counted). */
export const MEDICINE_IMPORT_MAX_PROBLEMS = 500;
/** Largest stock a product may carry. */
export const MEDICINE_STOCK_MAX = 1_000_000;

/** Words of the operator's medicine calls and screens (server and client alike). */
export const MEDICINE_ADMIN_MESSAGES = {
  titleRequired: 'Please enter the product’s title, as printed on the pack.',
  brandRequired: 'Please enter the brand.',
  compositionRequired: 'Please enter the composition (salt and strength), e.g. Paracetamol 500 mg.',
  saltsRequired: 'Please enter the salts, separated by commas.',
  formRequired: 'Please enter the form (tablet, syrup, …).',
  packRequired: 'Please enter the pack, e.g. Strip of 10 tablets.',
  manufacturerRequired: 'Please enter the manufacturer.',
  scheduleInvalid: 'Schedule must be OTC, H, H1 or X.',
  categoryRequired: 'Please enter the category.',
  storageRequired: 'Please say how to store it, e.g. Store below 30°C.',
  priceInvalid: 'Write a price in rupees, e.g. 42.50.',
  saleAboveMrp: 'The sale price cannot be more than the MRP.',
  gstInvalid: 'GST must be 0, 5, 12, 18 or 28 (per cent).',
  hsnInvalid: 'The HSN code is 4 to 8 digits.',
  stockInvalid: 'Stock is a whole number of packs, 0 or more.',
  slugInvalid: 'The web name uses small letters, digits and hyphens only.',
  yesNoInvalid: 'Write yes or no.',
  tooLong: 'This is too long.',
  hindiNeedsDevanagari: 'The Hindi title must be written in Devanagari.',
  slugTaken: 'Another product already has this web name.',
  medicineUnknown: 'There is no such product in the catalogue.',
  medicineSaved: 'The product is saved.',
  medicineCreated: 'The product is added to the catalogue.',
  csvEmpty: 'The file has no rows: the first line names the columns, then one product a line.',
  csvTooLarge: 'The file is too large: import at most 20,000 rows at a time.',
  csvColumnMissing: 'This column is missing from the first line.',
  csvColumnUnknown: 'This column is not one we read.',
  csvColumnTwice: 'This column is named twice.',
  csvSlugTwice: 'This web name is on an earlier line of the file too.',
  csvHasProblems:
    'The file has problems, so nothing was written. Check it, fix the lines and try again.',
  csvUnreadable: 'The file could not be read as CSV.',
  csvFieldCount: 'This line has a different number of fields from the first line.',
  csvImported: 'The file is imported.',
  csvChecked: 'The file is checked; nothing was written.',
} as const;
