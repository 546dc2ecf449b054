import { AMBULANCE_SERVICES, HOME_CARE_SERVICES } from '@medibridge/contract';

/** A choice of the ambulance or home-care select: SPEC §3's fixed id and the wire enquiryType it sends. */
export interface ServiceOption {
  id: number;
  label: string;
  enquiryType: string;
}

/** Ambulance: ids 5–9; enquiryType '{type} Ambulance' (air, icu, doctor, nurse, deadBody). */
export const AMBULANCE_OPTIONS: readonly ServiceOption[] = AMBULANCE_SERVICES.map((s) => ({
  id: s.id,
  label: s.label,
  enquiryType: `${s.type} Ambulance`,
}));

/** Home care: ids 11–14; enquiryType '{type} at home' (doctors, nurse, physiotherapist, icuSetup). */
export const HOME_CARE_OPTIONS: readonly ServiceOption[] = HOME_CARE_SERVICES.map((s) => ({
  id: s.id,
  label: s.label,
  enquiryType: `${s.type} at home`,
}));
