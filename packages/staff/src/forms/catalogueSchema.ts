import * as yup from 'yup';
import {
  CATALOGUE_LIMITS as L,
  CATALOGUE_MESSAGES as M,
  DEVANAGARI,
  type AdminHospitalDetail,
  type HospitalForm,
} from '@medibridge/contract';

/**
 * The hospital form as typed (numbers as text). The rules and words are the contract's
 * (`hospitalFormSchema`, docs/decisions/0062): the server says the same when a rule is broken.
 */
export interface HospitalDraft {
  shop_name: string;
  city_id: string;
  shop_address: string;
  pin_code: string;
  shop_specialization: string;
  shop_specialization_hi: string;
  accreditation: string;
  accreditation_hi: string;
  beds: string;
  established_year: string;
  active: 'offered' | 'withdrawn';
}

const hindi = (max: number, message: string) =>
  yup
    .string()
    .trim()
    .max(max, message)
    .test('devanagari', M.hindiScript, (v) => !v || DEVANAGARI.test(v));
const whole = (min: number, max: number, message: string) =>
  yup
    .string()
    .trim()
    .required(message)
    .matches(/^\d+$/, message)
    .test('range', message, (v) => Number(v) >= min && Number(v) <= max);

export const hospitalSchema = yup.object({
  shop_name: yup
    .string()
    .trim()
    .required(M.nameLength)
    .min(L.nameMin, M.nameLength)
    .max(L.nameMax, M.nameLength),
  city_id: yup.string().required(M.city),
  shop_address: yup
    .string()
    .trim()
    .required(M.address)
    .min(5, M.address)
    .max(L.addressMax, M.address),
  pin_code: yup
    .string()
    .trim()
    .required(M.pinCode)
    .matches(/^[1-9]\d{5}$/, M.pinCode),
  shop_specialization: yup.string().trim().max(L.shortText, M.shortTextLong),
  shop_specialization_hi: hindi(L.shortText, M.shortTextLong),
  accreditation: yup.string().trim().max(L.shortText, M.shortTextLong),
  accreditation_hi: hindi(L.shortText, M.shortTextLong),
  beds: whole(0, L.bedsMax, M.beds),
  established_year: whole(L.yearMin, new Date().getFullYear(), M.year),
});

/** A price as typed: rupees, up to two decimals. */
export function priceProblem(text: string): string | null {
  const value = Number(text.trim());
  if (!/^\d+(\.\d{1,2})?$/.test(text.trim()) || value < L.priceMin || value > L.priceMax)
    return M.price;
  return null;
}

export function hospitalDraft(h: AdminHospitalDetail): HospitalDraft {
  return {
    shop_name: h.shop_name,
    city_id: String(h.city_id),
    shop_address: h.shop_address,
    pin_code: h.pin_code,
    shop_specialization: h.shop_specialization,
    shop_specialization_hi: h.shop_specialization_hi ?? '',
    accreditation: h.accreditation,
    accreditation_hi: h.accreditation_hi ?? '',
    beds: String(h.beds),
    established_year: String(h.established_year),
    active: h.active ? 'offered' : 'withdrawn',
  };
}

/** A new hospital's form: empty, and offered once saved. */
export const NEW_HOSPITAL_DRAFT: HospitalDraft = {
  shop_name: '',
  city_id: '',
  shop_address: '',
  pin_code: '',
  shop_specialization: '',
  shop_specialization_hi: '',
  accreditation: '',
  accreditation_hi: '',
  beds: '',
  established_year: '',
  active: 'offered',
};

/** What the form does not show, for a new hospital: empty until edited elsewhere. */
const NOT_SHOWN: Pick<
  AdminHospitalDetail,
  | 'about_shop'
  | 'about_shop_hi'
  | 'shop_mobile'
  | 'shop_email'
  | 'shop_services'
  | 'shop_services_hi'
  | 'amenities'
  | 'amenities_hi'
  | 'facilities'
  | 'facilities_hi'
> = {
  about_shop: '',
  about_shop_hi: null,
  shop_mobile: '',
  shop_email: '',
  shop_services: [],
  shop_services_hi: null,
  amenities: [],
  amenities_hi: null,
  facilities: [],
  facilities_hi: null,
};

/**
 * The request body: the draft's fields over what the form does not show, kept as they are (a new hospital,
 * `null`, starts with them empty).
 */
export function hospitalBody(saved: AdminHospitalDetail | null, d: HospitalDraft): HospitalForm {
  const h = saved ?? NOT_SHOWN;
  return {
    shop_name: d.shop_name.trim(),
    city_id: Number(d.city_id),
    shop_address: d.shop_address.trim(),
    pin_code: d.pin_code.trim(),
    shop_specialization: d.shop_specialization.trim(),
    shop_specialization_hi: d.shop_specialization_hi.trim() || null,
    about_shop: h.about_shop,
    about_shop_hi: h.about_shop_hi,
    accreditation: d.accreditation.trim(),
    accreditation_hi: d.accreditation_hi.trim() || null,
    shop_mobile: h.shop_mobile,
    shop_email: h.shop_email,
    beds: Number(d.beds),
    established_year: Number(d.established_year),
    shop_services: h.shop_services,
    shop_services_hi: h.shop_services_hi,
    amenities: h.amenities,
    amenities_hi: h.amenities_hi,
    facilities: h.facilities,
    facilities_hi: h.facilities_hi,
    active: d.active === 'offered',
  };
}
