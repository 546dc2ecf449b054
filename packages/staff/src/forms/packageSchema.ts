import * as yup from 'yup';
import {
  CATALOGUE_LIMITS as L,
  CATALOGUE_MESSAGES as M,
  DEVANAGARI,
  type AdminPackageDetail,
  type PackageForm,
  type ServiceIconName,
} from '@medibridge/contract';

/**
 * The package form as typed (numbers as text). The rules and words are the contract's
 * (`packageFormSchema`, docs/decisions/0062): the server says the same when a rule is broken.
 */
export interface InclusionDraft {
  service_name: string;
  service_name_hi: string;
  description: string;
  /** Not on the form: kept as saved. */
  description_hi: string;
  service_img: string;
}

export interface PackageDraft {
  name: string;
  name_hi: string;
  master_id: string;
  short_description: string;
  short_description_hi: string;
  hospital_days: string;
  base_price: string;
  is_popular: boolean;
  active: 'offered' | 'withdrawn';
  inclusions: InclusionDraft[];
}

const hindi = (max: number, message: string) =>
  yup
    .string()
    .trim()
    .max(max, message)
    .test('devanagari', M.hindiScript, (v) => !v || DEVANAGARI.test(v));

const rupees = yup
  .string()
  .trim()
  .required(M.price)
  .matches(/^\d+(\.\d{1,2})?$/, M.price)
  .test('range', M.price, (v) => Number(v) >= L.priceMin && Number(v) <= L.priceMax);

export const inclusionSchema = yup.object({
  service_name: yup
    .string()
    .trim()
    .required(M.inclusionName)
    .min(2, M.inclusionName)
    .max(L.nameMax, M.inclusionName),
  service_name_hi: hindi(L.nameMax, M.inclusionName),
  description: yup.string().trim().max(L.shortText, M.shortTextLong),
  service_img: yup.string().required(M.inclusionIcon),
});

export const packageSchema = yup.object({
  name: yup
    .string()
    .trim()
    .required(M.nameLength)
    .min(L.nameMin, M.nameLength)
    .max(L.nameMax, M.nameLength),
  name_hi: hindi(L.nameMax, M.nameLength),
  master_id: yup.string().required(M.speciality),
  short_description: yup
    .string()
    .trim()
    .required(M.descriptionNeeded)
    .max(L.shortText, M.shortTextLong),
  short_description_hi: hindi(L.shortText, M.shortTextLong),
  hospital_days: yup
    .string()
    .trim()
    .required(M.days)
    .matches(/^\d+$/, M.days)
    .test('range', M.days, (v) => Number(v) <= L.hospitalDaysMax),
  base_price: rupees,
  inclusions: yup.array(inclusionSchema).max(L.inclusionsMax, M.inclusionsMany),
});

/** A new inclusion's row: a name to write, the first picture chosen. */
export const NEW_INCLUSION: InclusionDraft = {
  service_name: '',
  service_name_hi: '',
  description: '',
  description_hi: '',
  service_img: 'consultation.svg' satisfies `${ServiceIconName}.svg`,
};

/** A new package's form: empty, offered once saved. */
export const NEW_PACKAGE_DRAFT: PackageDraft = {
  name: '',
  name_hi: '',
  master_id: '',
  short_description: '',
  short_description_hi: '',
  hospital_days: '',
  base_price: '',
  is_popular: false,
  active: 'offered',
  inclusions: [],
};

export function packageDraft(p: AdminPackageDetail): PackageDraft {
  return {
    name: p.name,
    name_hi: p.name_hi ?? '',
    master_id: String(p.master_id),
    short_description: p.short_description,
    short_description_hi: p.short_description_hi ?? '',
    hospital_days: String(p.hospital_days),
    base_price: p.base_price.replace(/\.00$/, ''),
    is_popular: p.is_popular,
    active: p.active ? 'offered' : 'withdrawn',
    inclusions: p.inclusions.map((i) => ({
      service_name: i.service_name,
      service_name_hi: i.service_name_hi ?? '',
      description: i.description,
      description_hi: i.description_hi ?? '',
      service_img: i.service_img,
    })),
  };
}

/** The request body (blank Hindi as null: "none yet"). */
export function packageBody(d: PackageDraft): PackageForm {
  return {
    name: d.name.trim(),
    name_hi: d.name_hi.trim() || null,
    master_id: Number(d.master_id),
    short_description: d.short_description.trim(),
    short_description_hi: d.short_description_hi.trim() || null,
    hospital_days: Number(d.hospital_days),
    base_price: Number(d.base_price),
    is_popular: d.is_popular,
    active: d.active === 'offered',
    inclusions: d.inclusions.map((i) => ({
      service_name: i.service_name.trim(),
      service_name_hi: i.service_name_hi.trim() || null,
      description: i.description.trim(),
      description_hi: i.description_hi.trim() || null,
      service_img: i.service_img,
    })),
  };
}
