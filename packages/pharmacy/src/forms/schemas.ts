import * as yup from 'yup';
import { MESSAGES, PHARMACY_MESSAGES as M } from '@medibridge/contract';

/**
 * The 'Place Your Order' form (SPEC §5): name, mobile, email, pin code and address are required; an empty
 * pin code says 'Pin Code is Required' and an empty address 'Address is Required' (SPEC §8), word for word.
 * The rest matches what the server checks (contract `placeOrderFieldsSchema`), so a refusal is caught here.
 */
export const placeOrderSchema = yup.object({
  firstName: yup.string().trim().required(M.firstNameRequired).max(100),
  last_name: yup.string().trim().max(100),
  mobile: yup
    .string()
    .required(M.mobileInvalid)
    .matches(/^[6-9]\d{9}$/, M.mobileInvalid),
  email: yup
    .string()
    .trim()
    .required(M.emailInvalid)
    .email(M.emailInvalid)
    .max(190, M.emailInvalid),
  pinCode: yup
    .string()
    .trim()
    .required(MESSAGES.pinCodeRequired)
    .matches(/^\d{6}$/, M.pinCodeInvalid),
  address: yup
    .string()
    .trim()
    .required(MESSAGES.addressRequired)
    .min(10, M.addressTooShort)
    .max(300),
  locationTown: yup.string().trim().required(M.townRequired).max(100),
  city_district: yup.string().trim().required(M.districtRequired).max(100),
  state: yup.string().trim().required(M.stateRequired).max(100),
});
