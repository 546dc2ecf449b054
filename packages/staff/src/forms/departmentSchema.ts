import * as yup from 'yup';
import {
  DEPARTMENT_ADMIN_MESSAGES as M,
  DEPARTMENT_DESCRIPTION_MAX,
  DEPARTMENT_FEE_MAX,
  DEPARTMENT_NAME_MAX,
  type DepartmentForm,
  type OperatorDepartment,
} from '@medibridge/contract';

/** The department form's values as typed (numbers are '' while empty). */
export interface DepartmentDraft {
  name: string;
  name_hi: string;
  description: string;
  description_hi: string;
  fee: number | '';
  fee_discount_percent: number | '';
  sort_order: number | '';
  active: boolean;
}

export const EMPTY_DEPARTMENT: DepartmentDraft = {
  name: '',
  name_hi: '',
  description: '',
  description_hi: '',
  fee: '',
  fee_discount_percent: 0,
  sort_order: 0,
  active: true,
};

export function draftOf(d: OperatorDepartment): DepartmentDraft {
  return {
    name: d.name,
    name_hi: d.name_hi,
    description: d.description,
    description_hi: d.description_hi,
    fee: d.fee,
    fee_discount_percent: d.fee_discount_percent,
    sort_order: d.sort_order,
    active: d.active,
  };
}

/** What the server is sent: the draft once the schema passed it. */
export function departmentBody(values: DepartmentDraft): DepartmentForm {
  return {
    name: values.name.trim(),
    name_hi: values.name_hi.trim(),
    description: values.description.trim(),
    description_hi: values.description_hi.trim(),
    fee: Number(values.fee),
    fee_discount_percent: Number(values.fee_discount_percent),
    sort_order: Number(values.sort_order || 0),
    active: values.active,
  };
}

/** For the person typing: the server's words for the same rules (contract's `departmentFormSchema`). */
export const departmentSchema = yup.object({
  name: yup.string().trim().required('Give the department a name.').max(DEPARTMENT_NAME_MAX),
  name_hi: yup.string().trim().max(DEPARTMENT_NAME_MAX),
  description: yup
    .string()
    .trim()
    .required('Describe the department.')
    .max(DEPARTMENT_DESCRIPTION_MAX),
  description_hi: yup.string().trim().max(DEPARTMENT_DESCRIPTION_MAX),
  fee: yup
    .number()
    .typeError(M.feeRange)
    .required(M.feeRange)
    .min(0, M.feeRange)
    .max(DEPARTMENT_FEE_MAX, M.feeRange),
  fee_discount_percent: yup
    .number()
    .typeError(M.discountRange)
    .required(M.discountRange)
    .integer(M.discountRange)
    .min(0, M.discountRange)
    .max(100, M.discountRange),
  sort_order: yup
    .number()
    .typeError('Write a whole number.')
    .integer('Write a whole number.')
    .min(0),
});
