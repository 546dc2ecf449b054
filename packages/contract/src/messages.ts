/** User-facing messages of SPEC §5 and §8, word for word. Tests assert these strings. */
export const MESSAGES = {
  allFieldsRequired: 'All field is required',
  nameOrMobileRequired: 'Name or Mobile Number field is required',
  invalidMobile: 'Invalid Mobile Number.',
  invalidLogin: 'Invalid Username or Password',
  enquirySuccess:
    'Your request has been registered successfully. One of our agent will get in touch soon. Thank You!',
  profileSaved: 'Profile Update Successfully.',
  loginSuccess: 'Login Successfully.',
  appointmentCancelled: 'Appointment cancelled Successfully.',
  appointmentNotCancelled: 'Appointment Not Cancelled Yet.',
  pinCodeRequired: 'Pin Code is Required',
  addressRequired: 'Address is Required',
} as const;
