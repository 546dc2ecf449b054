import type {
  ActivePackage,
  HospitalCity,
  HospitalPackageRow,
  VendorSelectedPackage,
} from '@medibridge/contract';

export const CITIES: HospitalCity[] = [
  { cityRowId: 1, cityName: 'Pune', citySlug: 'pune' },
  { cityRowId: 2, cityName: 'Mumbai', citySlug: 'mumbai' },
];

export function activePackage(id: number, name: string): ActivePackage {
  return {
    id,
    name,
    slug: name.toLowerCase().replace(/\W+/g, '-'),
    package_id: 3,
    package_name: 'Orthopaedics',
    short_description: `About ${name}`,
    main_img: `${id}.svg`,
  };
}

export function hospitalRow(
  n: number,
  overrides: Partial<HospitalPackageRow> = {},
): HospitalPackageRow {
  return {
    shop_address: `${n} MG Road`,
    city_name: 'Pune',
    state_name: 'Maharashtra',
    role_name: 'hospital',
    shop_slug: `hospital-${n}`,
    package_slug: 'total-knee-replacement',
    vendor_img: `v${n}.svg`,
    shop_name: `Sahyadri Care ${n}`,
    package_name: 'Total Knee Replacement',
    vendor_pk_id: 100 + n,
    main_img: 'knee.svg',
    package_id: 7,
    price: `${200000 + n * 1000}.00`,
    pin_code: '411001',
    shop_specialization: `Orthopaedics ${n}`,
    inclusions: ['Surgeon fee', `Room ${n} days`],
    amenties: ['Wi-Fi'],
    facilities: [`ICU ${n}`],
    accreditation: 'NABH',
    beds: 100 + n,
    ...overrides,
  };
}

export const VENDOR_PACKAGE: VendorSelectedPackage = {
  vendor: {
    id: 101,
    shop_name: 'Sahyadri Care 1',
    shop_specialization: 'Joint replacement and sports injuries',
    about_shop: 'A 200-bed multispeciality hospital in central Pune.',
    shop_address: '1 MG Road',
    pin_code: '411001',
    shop_mobile: '+91 20 4000 1000',
    shop_email: 'care@sahyadri.example',
    shop_services: ['Orthopaedics', 'Cardiology'],
    amenties: ['Wi-Fi', 'Cafeteria'],
    facilities: ['ICU', 'Blood bank'],
    vendor_img: 'v1.svg',
    role_name: 'hospital',
    shop_slug: 'hospital-1',
    city_name: 'Pune',
    state_name: 'Maharashtra',
    accreditation: 'NABH',
    beds: 200,
    established_year: 1998,
  },
  package: {
    id: 7,
    name: 'Total Knee Replacement',
    slug: 'total-knee-replacement',
    short_description: 'Replacement of a worn knee joint.',
    main_img: 'knee.svg',
    package_master_name: 'Orthopaedics',
    package_master_slug: 'orthopaedics',
    hospital_days: 4,
    price_from: '180000.00',
    price_to: '320000.00',
    price: '201000.00',
    package_service: [
      {
        id: 1,
        service_name: 'Implant',
        service_img: 'implant.svg',
        description: 'Imported knee implant.',
      },
    ],
  },
};

export const IMAGE_PATHS = {
  'GET /api/package-image-path': { body: { data: '/api/images/packages/' } },
  'GET /api/vendor-image-path': { body: { data: '/api/images/vendors/' } },
  'GET /api/package-service-image-path': { body: { data: '/api/images/services/' } },
  'GET /api/package-master-image-path': { body: { data: '/api/images/masters/' } },
};
