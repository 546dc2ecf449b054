import { AMBULANCE_SERVICES, HOME_CARE_SERVICES, type EnquiryType } from '@medibridge/contract';

/** The names people know the other enquiry types by (the service pages' labels). */
const TYPE_LABELS: Partial<Record<EnquiryType, string>> = {
  Hospital_Package: 'Treatment Packages',
  'International Patient': 'International Patients',
  'Transition Care Center': 'Transition Care Centre',
  Contact: 'Contact Us',
};

/**
 * What a person calls an enquiry type: the wire keeps SPEC's values (`Hospital_Package`, `air Ambulance`),
 * the console shows the service's name as patients meet it (`Treatment Packages`, `Air Ambulance`). Here,
 * not in contract: only the console needs it, and contract's rules ride in every page's first load.
 */
export function enquiryTypeLabel(type: string): string {
  const ambulance = AMBULANCE_SERVICES.find((s) => `${s.type} Ambulance` === type);
  if (ambulance) return ambulance.label;
  const homeCare = HOME_CARE_SERVICES.find((s) => `${s.type} at home` === type);
  if (homeCare) return homeCare.label;
  return TYPE_LABELS[type as EnquiryType] ?? type;
}
