import { DEMO_HOSPITALS, loadCities, loadPinCodes } from '../geo/geo';
import { MASTERS, type MasterData } from './procedures';
import { MASTERS_HI, PROCEDURES_HI, SPECIALISATIONS_HI } from './proceduresHi';
import {
  ACCREDITATION_HI,
  AMENITIES_HI,
  FACILITIES_HI,
  INCLUSIONS_HI,
  INCLUSION_TEXT_HI,
  SERVICES_HI,
  SPECIALIST_HI,
  aboutHi,
  type VendorWhat,
} from './hospitalsHi';
import { createRng } from '../../lib/rng';

/**
 * The deterministic catalogue generator: package masters, packages, what each includes, and vendors across
 * the hospital cities with the packages they offer at their own price. Same seed and scale → same data, byte
 * for byte (a seeded PRNG; nothing depends on time or Math.random).
 */

export type CatalogueScale = 'default' | 'large';

/** Vendors per scale: the default keeps the first start fast; `large` is for benchmarks. */
export const VENDORS_BY_SCALE: Record<CatalogueScale, number> = { default: 320, large: 5200 };
export const DEFAULT_CATALOGUE_SEED = 20_261_121;

export interface GeneratedMaster {
  id: number;
  name: string;
  /** Hindi beside the English (docs/decisions/0042); null when the Hindi tables lack it. */
  nameHi: string | null;
  slug: string;
  description: string;
  descriptionHi: string | null;
  hue: number;
  sortOrder: number;
  isPopular: boolean;
  isImportant: boolean;
}

export interface GeneratedPackage {
  id: number;
  masterId: number;
  name: string;
  nameHi: string | null;
  slug: string;
  shortDescription: string;
  shortDescriptionHi: string | null;
  hospitalDays: number;
  basePricePaise: number;
  isPopular: boolean;
}

export interface GeneratedService {
  id: number;
  packageId: number;
  serviceName: string;
  serviceNameHi: string | null;
  serviceImg: string;
  description: string;
  descriptionHi: string | null;
  sortOrder: number;
}

export interface GeneratedVendor {
  roleName: 'hospital' | 'clinic';
  shopName: string;
  shopSlug: string;
  cityId: number;
  shopAddress: string;
  pinCode: string;
  shopSpecialization: string;
  shopSpecializationHi: string | null;
  aboutShop: string;
  aboutShopHi: string | null;
  shopMobile: string;
  shopEmail: string;
  shopServices: string[];
  shopServicesHi: string[] | null;
  amenities: string[];
  amenitiesHi: string[] | null;
  facilities: string[];
  facilitiesHi: string[] | null;
  accreditation: string;
  accreditationHi: string | null;
  beds: number;
  establishedYear: number;
  hue: number;
}

export interface GeneratedVendorPackage {
  vendorSlug: string;
  packageId: number;
  pricePaise: number;
}

export interface GeneratedCatalogue {
  masters: GeneratedMaster[];
  packages: GeneratedPackage[];
  services: GeneratedService[];
  vendors: GeneratedVendor[];
  vendorPackages: GeneratedVendorPackage[];
}

/** Lower-case URL slug: letters and digits joined by single hyphens. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The hospital cities: their slug in the reference data, the PIN districts that make up the city and the PIN
 * prefix of its urban area (so every address gets a real PIN code of that city). Weight: share of vendors.
 */
export const HOSPITAL_CITIES: readonly {
  slug: string;
  districts: readonly string[];
  pinPrefix: string;
  weight: number;
}[] = [
  {
    slug: 'delhi',
    districts: [
      'Central Delhi',
      'East Delhi',
      'New Delhi',
      'North Delhi',
      'North West Delhi',
      'South Delhi',
      'South West Delhi',
      'West Delhi',
    ],
    pinPrefix: '110',
    weight: 3,
  },
  { slug: 'mumbai', districts: ['Mumbai'], pinPrefix: '400', weight: 3 },
  { slug: 'bengaluru', districts: ['Bengaluru'], pinPrefix: '560', weight: 3 },
  { slug: 'chennai', districts: ['Chennai'], pinPrefix: '600', weight: 2 },
  { slug: 'hyderabad', districts: ['Hyderabad'], pinPrefix: '500', weight: 2 },
  { slug: 'kolkata', districts: ['Kolkata', 'North 24 Parganas'], pinPrefix: '700', weight: 2 },
  { slug: 'pune', districts: ['Pune'], pinPrefix: '411', weight: 2 },
  { slug: 'ahmedabad', districts: ['Ahmedabad'], pinPrefix: '380', weight: 2 },
  { slug: 'gurugram', districts: ['Gurgaon'], pinPrefix: '122', weight: 1 },
  { slug: 'kochi', districts: ['Ernakulam'], pinPrefix: '682', weight: 1 },
  { slug: 'jaipur', districts: ['Jaipur'], pinPrefix: '302', weight: 1 },
  { slug: 'lucknow', districts: ['Lucknow'], pinPrefix: '226', weight: 1 },
  { slug: 'chandigarh', districts: ['Chandigarh'], pinPrefix: '160', weight: 1 },
  { slug: 'indore', districts: ['Indore'], pinPrefix: '452', weight: 1 },
  { slug: 'nagpur', districts: ['Nagpur'], pinPrefix: '440', weight: 1 },
  { slug: 'coimbatore', districts: ['Coimbatore'], pinPrefix: '641', weight: 1 },
  { slug: 'bhopal', districts: ['Bhopal'], pinPrefix: '462', weight: 1 },
  { slug: 'noida', districts: ['Gautam Buddha Nagar'], pinPrefix: '201', weight: 1 },
  { slug: 'visakhapatnam', districts: ['Visakhapatnam'], pinPrefix: '530', weight: 1 },
  { slug: 'bhubaneswar', districts: ['Khorda'], pinPrefix: '751', weight: 1 },
];

// Name parts for invented hospitals: Indian trees, flowers and rivers, never a real chain's brand.
const NAME_STEMS = [
  'Amaltas',
  'Banyan',
  'Chinar',
  'Deodar',
  'Gulmohar',
  'Kadamba',
  'Neem',
  'Palash',
  'Tulsi',
  'Ashoka',
  'Mahua',
  'Champa',
  'Kesar',
  'Parijat',
  'Saptaparni',
  'Arjuna',
  'Bakul',
  'Shirish',
  'Jamun',
  'Kaveri',
  'Narmada',
  'Godavari',
  'Tapti',
  'Sabarmati',
  'Kalinga',
  'Vindhya',
  'Nilgiri',
  'Aravali',
  'Satpura',
  'Sahyog',
  'Anugrah',
  'Aarogya',
  'Sanjeevani',
  'Dhanvantari',
  'Navjeevan',
  'Pranam',
  'Suraksha',
  'Ujala',
  'Prerna',
  'Sukoon',
  'Kiran',
  'Udaya',
  'Mangal',
  'Shanti',
  'Samarpan',
  'Vatsalya',
  'Chetana',
  'Anand',
];

const HOSPITAL_KINDS = [
  'Multispeciality Hospital',
  'Hospital',
  'Medical Centre',
  'Superspeciality Hospital',
  'Health City',
  'Institute of Medical Sciences',
  'Care Hospital',
  'Memorial Hospital',
];
const SPECIALITY_KINDS: Record<string, string> = {
  cardiology: 'Heart Institute',
  orthopaedics: 'Bone & Joint Hospital',
  'spine-surgery': 'Spine Centre',
  oncology: 'Cancer Centre',
  'ivf-and-fertility': 'Fertility Centre',
  'bariatric-surgery': 'Obesity & Digestive Surgery Centre',
  urology: 'Kidney & Urology Hospital',
  'neurology-and-neurosurgery': 'Neuro Institute',
  gastroenterology: 'Gastro & Liver Hospital',
  gynaecology: 'Women’s Hospital',
  ent: 'ENT Hospital',
};
const STREETS = [
  'MG Road',
  'Station Road',
  'Ring Road',
  'Hospital Road',
  'Main Road',
  'Link Road',
  'Temple Street',
  'Nehru Marg',
  'Gandhi Nagar Road',
  'Club Road',
  'Park Street',
  'College Road',
  'Lake View Road',
  'Market Road',
  'Sector Road',
  'Bypass Road',
];
const AMENITIES = [
  'Free Wi-Fi',
  'Cafeteria',
  'Attendant bed in room',
  'Private and twin-sharing rooms',
  'Visitor parking',
  'Wheelchair access',
  'ATM on campus',
  'Prayer room',
  'International patient desk',
  'Interpreter on request',
  'Cashless insurance desk',
  'Pharmacy on site',
  'Dietitian-planned meals',
  'Television in rooms',
  'Patient lounge',
  'Locker facility',
  'Guest house for families',
  'Airport pick-up on request',
];
const COMMON_FACILITIES = [
  '24x7 Emergency',
  'ICU',
  'Modular operation theatres',
  'CT scan',
  'Digital X-ray',
  'Ultrasound',
  'Blood bank',
  '24x7 pharmacy',
  'Ambulance',
  'Physiotherapy',
  'Pathology lab',
];
const MASTER_FACILITIES: Record<string, readonly string[]> = {
  cardiology: ['Cath lab', 'Cardiac ICU', 'Echocardiography', 'Treadmill test (TMT)'],
  orthopaedics: ['Laminar airflow OT', 'Arthroscopy suite', 'C-arm imaging'],
  'spine-surgery': ['Neuro-navigation', 'O-arm imaging', 'Intraoperative monitoring'],
  oncology: ['Linear accelerator', 'PET-CT', 'Day-care chemotherapy ward', 'Tumour board'],
  'ivf-and-fertility': ['IVF laboratory', 'Embryo cryostorage', 'Andrology lab'],
  'bariatric-surgery': ['Bariatric beds and weighing', 'Nutrition clinic'],
  ophthalmology: ['Phaco suite', 'Excimer laser', 'OCT imaging', 'Retina lab'],
  urology: ['Holmium laser', 'Lithotripter', 'Uroflowmetry'],
  'neurology-and-neurosurgery': ['3T MRI', 'Neuro ICU', 'EEG and EMG lab', 'Stroke unit'],
  gastroenterology: ['Endoscopy suite', 'Fibroscan', 'Liver ICU'],
  'general-surgery': ['Laparoscopy towers', 'Day-care surgery ward'],
  gynaecology: ['Labour rooms', 'NICU', 'Fetal medicine unit'],
  ent: ['ENT microscope', 'Audiology lab', 'Sleep study lab'],
  dental: ['Digital OPG', 'Dental CBCT', 'Sterilisation unit'],
  'cosmetic-and-plastic-surgery': ['Aesthetic suite', 'Laser clinic'],
  nephrology: ['Dialysis unit', 'Transplant ICU'],
  'health-check-ups': ['Health check lounge', 'Sample collection at home'],
};
const MASTER_SERVICES: Record<string, readonly string[]> = {
  cardiology: [
    'Angiography and angioplasty',
    'Bypass surgery',
    'Pacemakers',
    'Heart failure clinic',
  ],
  orthopaedics: ['Joint replacement', 'Arthroscopy', 'Trauma and fractures', 'Sports injuries'],
  'spine-surgery': ['Disc surgery', 'Spine fusion', 'Endoscopic spine surgery'],
  oncology: ['Cancer surgery', 'Chemotherapy', 'Radiation therapy', 'Palliative care'],
  'ivf-and-fertility': ['IVF and ICSI', 'IUI', 'Egg freezing', 'Fertility counselling'],
  'bariatric-surgery': ['Weight-loss surgery', 'Metabolic surgery', 'Diet counselling'],
  ophthalmology: ['Cataract surgery', 'LASIK', 'Retina care', 'Glaucoma clinic'],
  urology: ['Kidney stone treatment', 'Prostate surgery', 'Kidney transplant'],
  'neurology-and-neurosurgery': ['Brain surgery', 'Stroke care', 'Epilepsy care'],
  gastroenterology: ['Endoscopy', 'Liver care', 'Pancreas and bile duct care'],
  'general-surgery': ['Laparoscopic surgery', 'Hernia repair', 'Piles and fistula care'],
  gynaecology: ['Maternity', 'Laparoscopic gynaecology', 'High-risk pregnancy'],
  ent: ['Sinus surgery', 'Hearing care', 'Cochlear implants'],
  dental: ['Implants', 'Root canal', 'Braces and aligners', 'Cosmetic dentistry'],
  'cosmetic-and-plastic-surgery': [
    'Aesthetic surgery',
    'Hair transplant',
    'Reconstructive surgery',
  ],
  nephrology: ['Dialysis', 'Kidney care'],
  'health-check-ups': ['Preventive health checks'],
};
const ACCREDITATIONS = [
  'NABH accredited',
  'NABH accredited',
  'NABH and NABL accredited',
  'NABH entry level',
  '',
];

const ABOUT_CLOSINGS = [
  'Every package price is agreed in writing before admission, with no hidden charges.',
  'A patient coordinator stays with each family from admission to discharge.',
  'Cashless treatment is available with most insurers and government schemes.',
  'Outstation patients get help with travel, stay and follow-up by video.',
] as const;

const NON_SURGICAL =
  /scan|eeg|session|chemotherapy|radiation|radiosurgery|check-up|endoscopy$|colonoscopy|injection|iui|whitening|scaling|braces|aligners|dentures|biopsy|embryo testing|capsule/i;

const SPECIALIST: Record<string, string> = {
  cardiology: 'cardiologist',
  orthopaedics: 'orthopaedic surgeon',
  'spine-surgery': 'spine surgeon',
  oncology: 'oncologist',
  'ivf-and-fertility': 'fertility specialist',
  'bariatric-surgery': 'bariatric surgeon',
  ophthalmology: 'eye surgeon',
  urology: 'urologist',
  'neurology-and-neurosurgery': 'neurosurgeon',
  gastroenterology: 'gastroenterologist',
  'general-surgery': 'surgeon',
  gynaecology: 'gynaecologist',
  ent: 'ENT surgeon',
  dental: 'dentist',
  'cosmetic-and-plastic-surgery': 'plastic surgeon',
  nephrology: 'nephrologist',
  'health-check-ups': 'physician',
};

function pick<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

function sample<T>(rng: () => number, items: readonly T[], n: number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy.slice(0, Math.max(0, Math.min(n, copy.length)));
}

/** How every seeded shop phone starts (see fictionalShopPhone). */
export const FICTIONAL_PHONE_PREFIX = '5550';

/**
 * A shop phone for the demo catalogue that cannot ring a real person: 10 digits (SPEC's mobile length) in
 * the 5 level, which the national numbering plan does not open to mobiles (they start 6–9, the rule
 * `isIndianMobile` enforces), and which a phone dials as no landline either (those need the 0 trunk prefix).
 * The fixed '5550' start also makes it plain to anyone reading the page that the number is made up.
 */
export function fictionalShopPhone(draw: number): string {
  return `${FICTIONAL_PHONE_PREFIX}${String(draw % 1_000_000).padStart(6, '0')}`;
}

function int(rng: () => number, min: number, max: number): number {
  return min + Math.floor(rng() * (max - min + 1));
}

/** Every word of `words` in Hindi from `table`, or null when one has none (the seed test names it). */
function allHi(words: readonly string[], table: Readonly<Record<string, string>>): string[] | null {
  const out = words.map((w) => table[w]);
  return out.every((w): w is string => w !== undefined) ? out : null;
}

type IncludedRow = Omit<GeneratedService, 'id' | 'packageId' | 'sortOrder'>;

/** A fixed inclusion row, its Hindi from INCLUSIONS_HI. */
function fixedRow(serviceName: string, serviceImg: string, description: string): IncludedRow {
  const hi = INCLUSIONS_HI[serviceName];
  return {
    serviceName,
    serviceNameHi: hi?.[0] ?? null,
    serviceImg,
    description,
    descriptionHi: hi?.[1] ?? null,
  };
}

/** A generated inclusion row: English and Hindi built from the same fields. */
function builtRow(
  serviceName: string,
  serviceImg: string,
  description: string,
  hi: readonly [string, string] | null,
): IncludedRow {
  return {
    serviceName,
    serviceNameHi: hi?.[0] ?? null,
    serviceImg,
    description,
    descriptionHi: hi?.[1] ?? null,
  };
}

/** What a package includes, in the order a patient reads a quote. */
function servicesFor(
  master: MasterData,
  name: string,
  days: number,
  inclusion: string | undefined,
  inclusionHi: string | undefined,
): IncludedRow[] {
  const who = SPECIALIST[master.slug] ?? 'specialist';
  const whoHi = SPECIALIST_HI[who];
  if (master.slug === 'health-check-ups') {
    return [
      fixedRow(
        'Registration and vitals',
        'consultation.svg',
        'Height, weight, BMI, blood pressure and pulse recorded by a nurse.',
      ),
      fixedRow(
        'Blood and urine tests',
        'investigations.svg',
        'Samples taken once, fasting, in the health check lounge.',
      ),
      fixedRow(
        'Imaging and ECG',
        'procedure.svg',
        'The scans and ECG of this package, done the same morning.',
      ),
      fixedRow('Breakfast', 'stay.svg', 'A light breakfast after the fasting samples.'),
      builtRow(
        'Doctor review of reports',
        'followup.svg',
        `A ${who} goes through every report with you and writes advice.`,
        whoHi ? INCLUSION_TEXT_HI.doctorReview(whoHi) : null,
      ),
    ];
  }
  const surgical = !NON_SURGICAL.test(name);
  const rows = [
    builtRow(
      'Specialist consultation',
      'consultation.svg',
      `Consultations with the treating ${who} before and after the procedure.`,
      whoHi ? INCLUSION_TEXT_HI.consultation(whoHi) : null,
    ),
    days > 0
      ? builtRow(
          `Hospital stay (${days} ${days === 1 ? 'day' : 'days'})`,
          'stay.svg',
          `${days} ${days === 1 ? 'day' : 'days'} in a twin-sharing room with nursing care and meals; ICU days where the procedure needs them.`,
          INCLUSION_TEXT_HI.stay(days),
        )
      : fixedRow(
          'Day-care stay',
          'stay.svg',
          'A day-care bed, nursing and meals on the day of the procedure.',
        ),
    surgical
      ? fixedRow(
          'OT and anaesthesia',
          'ot.svg',
          'Operation theatre charges, surgeon and anaesthetist fees and anaesthesia drugs.',
        )
      : fixedRow(
          'Procedure charges',
          'procedure.svg',
          'Procedure room, equipment and the team performing it.',
        ),
  ];
  if (inclusion)
    rows.push(
      builtRow(
        inclusion,
        'implant.svg',
        'Included at the package price; a premium choice is charged at the difference only.',
        inclusionHi ? [inclusionHi, INCLUSION_TEXT_HI.keyItem] : null,
      ),
    );
  rows.push(
    fixedRow(
      'Pre-procedure investigations',
      'investigations.svg',
      'Routine blood tests, ECG and chest X-ray needed before the procedure.',
    ),
    fixedRow(
      'Medicines and consumables',
      'medicines.svg',
      'Medicines, consumables and dressings used during the stay.',
    ),
  );
  if (master.slug === 'orthopaedics' || master.slug === 'spine-surgery')
    rows.push(
      fixedRow(
        'Physiotherapy',
        'physiotherapy.svg',
        'Daily physiotherapy in hospital and a home exercise plan.',
      ),
    );
  rows.push(
    fixedRow(
      'Follow-up visits',
      'followup.svg',
      'Two follow-up consultations within 15 days of discharge.',
    ),
  );
  return rows;
}

function buildPackages(): Pick<GeneratedCatalogue, 'masters' | 'packages' | 'services'> {
  const masters: GeneratedMaster[] = [];
  const packages: GeneratedPackage[] = [];
  const services: GeneratedService[] = [];
  MASTERS.forEach((m, mi) => {
    const masterId = mi + 1;
    const masterHi = MASTERS_HI[m.slug];
    masters.push({
      id: masterId,
      name: m.name,
      nameHi: masterHi?.[0] ?? null,
      slug: m.slug,
      description: m.description,
      descriptionHi: masterHi?.[1] ?? null,
      hue: m.hue,
      sortOrder: mi + 1,
      isPopular: m.popular,
      isImportant: m.important,
    });
    m.procedures.forEach(([name, days, rupees, description, inclusion], pi) => {
      const id = packages.length + 1;
      const hi = PROCEDURES_HI[name];
      packages.push({
        id,
        masterId,
        name,
        nameHi: hi?.[0] ?? null,
        slug: slugify(name),
        shortDescription: description,
        shortDescriptionHi: hi?.[1] ?? null,
        hospitalDays: days,
        basePricePaise: rupees * 100,
        // The first two of each popular group are its best-known procedures.
        isPopular: m.popular && pi < 2,
      });
      servicesFor(m, name, days, inclusion, hi?.[2]).forEach((s, si) => {
        services.push({ id: services.length + 1, packageId: id, sortOrder: si + 1, ...s });
      });
    });
  });
  return { masters, packages, services };
}

interface CityPlace {
  cityId: number;
  cityName: string;
  slug: string;
  offices: { pinCode: string; locality: string }[];
  weight: number;
}

function cityPlaces(): CityPlace[] {
  const bySlug = new Map(loadCities().map((c) => [c.slug, c]));
  const pins = loadPinCodes();
  return HOSPITAL_CITIES.map((hc) => {
    const city = bySlug.get(hc.slug);
    if (!city) throw new Error(`Catalogue: unknown hospital city ${hc.slug}`);
    const seen = new Set<string>();
    const offices: CityPlace['offices'] = [];
    for (const p of pins) {
      if (!hc.districts.includes(p.district) || !p.pinCode.startsWith(hc.pinPrefix)) continue;
      if (seen.has(p.pinCode)) continue;
      seen.add(p.pinCode);
      const locality = p.officeName
        .replace(/\s*\(.*\)\s*/g, ' ')
        .replace(/\s+/g, ' ')
        .replace(/\s+(S\.?O|B\.?O|H\.?O|G\.?P\.?O|MDG|Extn)\.?$/i, '')
        .trim();
      offices.push({ pinCode: p.pinCode, locality });
    }
    offices.sort(
      (a, b) => a.pinCode.localeCompare(b.pinCode) || a.locality.localeCompare(b.locality),
    );
    if (offices.length === 0) throw new Error(`Catalogue: no PIN codes for ${hc.slug}`);
    return { cityId: city.id, cityName: city.name, slug: city.slug, offices, weight: hc.weight };
  });
}

type VendorKind =
  | { type: 'multi' }
  | { type: 'speciality'; master: string }
  | { type: 'clinic'; clinic: 'dental' | 'eye' };

function chooseKind(rng: () => number): VendorKind {
  const r = rng();
  if (r < 0.55) return { type: 'multi' };
  if (r < 0.82) return { type: 'speciality', master: pick(rng, Object.keys(SPECIALITY_KINDS)) };
  return { type: 'clinic', clinic: r < 0.91 ? 'eye' : 'dental' };
}

/** Generates the whole catalogue for a scale. Pure: reads only the bundled geo data and the seed. */
export function generateCatalogue(
  scale: CatalogueScale = 'default',
  seed: number = DEFAULT_CATALOGUE_SEED,
): GeneratedCatalogue {
  const rng = createRng(seed);
  const { masters, packages, services } = buildPackages();
  const masterBySlug = new Map(MASTERS.map((m, i) => [m.slug, { data: m, id: i + 1 }]));
  const packagesByMaster = new Map<number, GeneratedPackage[]>();
  for (const p of packages)
    packagesByMaster.set(p.masterId, [...(packagesByMaster.get(p.masterId) ?? []), p]);
  const places = cityPlaces();
  const placeBySlug = new Map(places.map((p) => [p.slug, p]));

  const vendors: GeneratedVendor[] = [];
  const vendorPackages: GeneratedVendorPackage[] = [];
  const slugs = new Set<string>();
  const names = new Set<string>();

  const offer = (
    vendor: GeneratedVendor,
    masterSlugs: string[],
    share: number,
    priceFactor: number,
  ): void => {
    for (const ms of masterSlugs) {
      const m = masterBySlug.get(ms);
      if (!m) continue;
      for (const p of packagesByMaster.get(m.id) ?? []) {
        if (rng() > share) continue;
        const jitter = 0.92 + rng() * 0.16;
        const rupees = Math.max(
          500,
          Math.round(((p.basePricePaise / 100) * priceFactor * jitter) / 500) * 500,
        );
        vendorPackages.push({
          vendorSlug: vendor.shopSlug,
          packageId: p.id,
          pricePaise: rupees * 100,
        });
      }
    }
  };

  const describe = (
    kind: VendorKind,
    place: CityPlace,
    base: {
      shopName: string;
      shopSlug: string;
      shopAddress: string;
      pinCode: string;
      locality: string;
    },
  ): { vendor: GeneratedVendor; masterSlugs: string[]; share: number; priceFactor: number } => {
    let masterSlugs: string[];
    let share: number;
    if (kind.type === 'multi') {
      const pool = MASTERS.filter((m) => !m.clinic || rng() < 0.5).map((m) => m.slug);
      masterSlugs = sample(rng, pool, int(rng, 5, 9));
      share = 0.55 + rng() * 0.3;
    } else if (kind.type === 'speciality') {
      const extra =
        kind.master === 'orthopaedics'
          ? ['spine-surgery']
          : kind.master === 'urology'
            ? ['nephrology']
            : ['health-check-ups'];
      masterSlugs = [kind.master, ...extra];
      share = 0.9;
    } else {
      masterSlugs = [kind.clinic === 'eye' ? 'ophthalmology' : 'dental'];
      share = 1;
    }
    const tier = rng();
    const priceFactor = tier < 0.25 ? 0.8 : tier < 0.75 ? 1 : 1.3;
    const beds =
      kind.type === 'clinic'
        ? int(rng, 0, 6)
        : kind.type === 'speciality'
          ? int(rng, 40, 150)
          : int(rng, 120, 650);
    const established = int(rng, 1978, 2019);
    const specialisations = [
      ...new Set(
        masterSlugs.flatMap((s) => masterBySlug.get(s)?.data.specialisations.slice(0, 2) ?? []),
      ),
    ];
    const facilities = [
      ...(kind.type === 'clinic'
        ? ['Pharmacy', 'Day-care procedure room']
        : sample(rng, COMMON_FACILITIES, int(rng, 6, COMMON_FACILITIES.length))),
      ...masterSlugs.flatMap((s) => MASTER_FACILITIES[s] ?? []),
    ];
    const shopServices = masterSlugs.flatMap((s) => MASTER_SERVICES[s] ?? []);
    const amenities = sample(rng, AMENITIES, int(rng, 5, 10));
    const accreditation = pick(rng, ACCREDITATIONS);
    const what =
      kind.type === 'multi'
        ? `a ${beds}-bed multispeciality hospital`
        : kind.type === 'speciality'
          ? `a ${beds}-bed hospital dedicated to ${masterBySlug.get(kind.master)?.data.name.toLowerCase() ?? 'speciality care'}`
          : kind.clinic === 'eye'
            ? 'an eye clinic with its own day-care operation theatre'
            : 'a dental clinic with digital imaging and an implant suite';
    // One draw, as a pick of the four sentences was: the Hindi takes the same sentence.
    const closing = pick(rng, [0, 1, 2, 3]);
    const about = [
      `${base.shopName} is ${what} in ${base.locality}, ${place.cityName}, caring for patients since ${established}.`,
      `Its teams cover ${specialisations.slice(0, 4).join(', ').toLowerCase()}${accreditation ? `, and it is ${accreditation}` : ''}.`,
      ABOUT_CLOSINGS[closing],
    ].join(' ');
    const specialisationsHi = allHi(specialisations, SPECIALISATIONS_HI);
    const accreditationHi = ACCREDITATION_HI[accreditation];
    const whatHi: VendorWhat | null =
      kind.type === 'multi'
        ? { type: 'multi', beds }
        : kind.type === 'speciality'
          ? MASTERS_HI[kind.master]
            ? { type: 'speciality', beds, masterNameHi: MASTERS_HI[kind.master]?.[0] ?? '' }
            : null
          : { type: 'clinic', clinic: kind.clinic };
    const aboutShopHi =
      specialisationsHi && accreditationHi !== undefined && whatHi
        ? aboutHi({
            shopName: base.shopName,
            what: whatHi,
            locality: base.locality,
            cityName: place.cityName,
            established,
            specialisationsHi,
            accreditationHi,
            closing,
          })
        : null;
    // Never a number someone could own: see fictionalShopPhone. The two draws keep the PRNG stream (and so
    // every other generated field) as it was when these were random mobiles.
    const mobile = fictionalShopPhone(
      pick(rng, [0, 1, 2]) * 1_000_000_000 + int(rng, 0, 999_999_999),
    );
    const vendor: GeneratedVendor = {
      roleName: kind.type === 'clinic' ? 'clinic' : 'hospital',
      shopName: base.shopName,
      shopSlug: base.shopSlug,
      cityId: place.cityId,
      shopAddress: base.shopAddress,
      pinCode: base.pinCode,
      shopSpecialization: specialisations.join(', '),
      shopSpecializationHi: specialisationsHi?.join(', ') ?? null,
      aboutShop: about,
      aboutShopHi,
      shopMobile: mobile,
      shopEmail: `care@${base.shopSlug.slice(0, 40).replace(/-+$/, '')}.example.in`,
      shopServices,
      shopServicesHi: allHi(shopServices, SERVICES_HI),
      amenities,
      amenitiesHi: allHi(amenities, AMENITIES_HI),
      facilities,
      facilitiesHi: allHi(facilities, FACILITIES_HI),
      accreditation,
      accreditationHi: accreditationHi ?? null,
      beds,
      establishedYear: established,
      hue: int(rng, 0, 359),
    };
    return { vendor, masterSlugs, share, priceFactor };
  };

  const add = (v: ReturnType<typeof describe>): void => {
    vendors.push(v.vendor);
    slugs.add(v.vendor.shopSlug);
    names.add(v.vendor.shopName);
    offer(v.vendor, v.masterSlugs, v.share, v.priceFactor);
  };

  // The demo hospitals of the reference data keep their names and addresses; the generator fills in the rest.
  for (const h of DEMO_HOSPITALS) {
    const place = placeBySlug.get(h.citySlug);
    if (!place) continue;
    const locality = h.address.split(',').slice(-2, -1)[0]?.trim() ?? place.cityName;
    const kind: VendorKind = /eye/i.test(h.shopName)
      ? { type: 'speciality', master: 'ent' }
      : /women|child/i.test(h.shopName)
        ? { type: 'speciality', master: 'gynaecology' }
        : { type: 'multi' };
    const v = describe(kind, place, {
      shopName: h.shopName,
      shopSlug: h.shopSlug,
      shopAddress: h.address,
      pinCode: h.pinCode,
      locality,
    });
    if (/eye/i.test(h.shopName)) v.masterSlugs.push('ophthalmology');
    add(v);
  }

  const target = VENDORS_BY_SCALE[scale];
  let round = 0;
  while (vendors.length < target) {
    for (const place of places) {
      for (let k = 0; k < place.weight && vendors.length < target; k++) {
        const kind = chooseKind(rng);
        const office = pick(rng, place.offices);
        const stem = pick(rng, NAME_STEMS);
        const suffix =
          kind.type === 'multi'
            ? pick(rng, HOSPITAL_KINDS)
            : kind.type === 'speciality'
              ? (SPECIALITY_KINDS[kind.master] ?? 'Hospital')
              : kind.clinic === 'eye'
                ? pick(rng, ['Eye Clinic', 'Eye Care Centre', 'Vision Clinic'])
                : pick(rng, ['Dental Clinic', 'Dental Care', 'Smile Dental Studio']);
        let shopName = `${stem} ${suffix}`;
        if (names.has(shopName)) shopName = `${stem} ${suffix}, ${office.locality}`;
        for (
          let n = 2;
          names.has(shopName) || slugs.has(slugify(`${shopName} ${place.cityName}`));
          n++
        )
          shopName = `${stem} ${suffix}, ${office.locality} ${n}`;
        const shopSlug = slugify(`${shopName} ${place.cityName}`);
        const shopAddress = `${int(rng, 1, 250)}, ${pick(rng, STREETS)}, ${office.locality}, ${place.cityName}`;
        add(
          describe(kind, place, {
            shopName,
            shopSlug,
            shopAddress,
            pinCode: office.pinCode,
            locality: office.locality,
          }),
        );
      }
    }
    round++;
    if (round > 100_000) throw new Error('Catalogue: could not place vendors');
  }
  return { masters, packages, services, vendors, vendorPackages };
}
