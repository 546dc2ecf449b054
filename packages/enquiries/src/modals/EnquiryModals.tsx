import type { ReactNode } from 'react';
import type { RegisteredModalProps } from '@medibridge/ui-kit';
import { AMBULANCE_OPTIONS, HOME_CARE_OPTIONS } from '../services';
import { EnquiryModalForm } from './EnquiryModalForm';
import { useEnquiryTexts } from '../i18n';

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** `consultation` — SPEC 'Book FREE Consultation Now': patient name, mobile, city, procedure. */
export function ConsultationModal(): ReactNode {
  const t = useEnquiryTexts();
  return (
    <EnquiryModalForm
      title={t('Book FREE Consultation Now')}
      lead={t(
        'Tell us who needs care and for what. A MediBridge care advisor will call you to explain the treatment, the right hospitals and the costs — free of charge.',
      )}
      enquiryType="Consultation"
      withPackage
      packageLabel={t('Procedure')}
      idPrefix="consultation"
      submitLabel={t('Book Free Consultation')}
    />
  );
}

/**
 * `hospitalQuote` — SPEC 'Book Your FREE Consultation Now': name, mobile, city, package; the hospital comes
 * from the props it is opened with ({hospitalId, hospitalName, package_id, city_id?, packageName}).
 */
export function HospitalQuoteModal(props: RegisteredModalProps): ReactNode {
  const t = useEnquiryTexts();
  const hospitalId = Number(props.hospitalId);
  const hospitalName = text(props.hospitalName);
  const hospital =
    Number.isInteger(hospitalId) && hospitalId > 0 && hospitalName
      ? { id: hospitalId, name: hospitalName }
      : undefined;
  const packageId = text(props.package_id);
  return (
    <EnquiryModalForm
      title={t('Book Your FREE Consultation Now')}
      lead={
        hospital
          ? t(
              'Leave your details and we will get you this hospital’s quote for the package, and call you to talk it through — free of charge.',
            )
          : t(
              'Leave your details and we will get you quotes from hospitals for the package, and call you to talk them through — free of charge.',
            )
      }
      enquiryType="Hospital_Package"
      withPackage
      packageLabel={t('Package')}
      hospital={hospital}
      initial={{
        city_id: text(props.city_id),
        package_id: packageId,
        package_text: packageId ? text(props.packageName) : '',
      }}
      idPrefix="hospital-quote"
      submitLabel={t('Get My Free Quote')}
    />
  );
}

/** A service id the modal was opened with (e.g. from a service page), if it belongs to `options`. */
function chosenService(value: unknown, options: readonly { id: number }[]): string {
  const id = text(value);
  return options.some((o) => String(o.id) === id) ? id : '';
}

/** `ambulance` — name, mobile, city and the ambulance service (ids 5–9; `service_id` prop preselects). */
export function AmbulanceModal(props: RegisteredModalProps): ReactNode {
  const t = useEnquiryTexts();
  return (
    <EnquiryModalForm
      title={t('Book an Ambulance')}
      lead={t(
        'Tell us where you are and what kind of ambulance you need. Our team will call you back to arrange it. In a life-threatening emergency, call 108 first.',
      )}
      services={AMBULANCE_OPTIONS}
      initial={{ service_id: chosenService(props.service_id, AMBULANCE_OPTIONS) }}
      serviceLabel={t('Ambulance type')}
      idPrefix="ambulance"
      submitLabel={t('Request Ambulance')}
    />
  );
}

/** `homeCare` — name, mobile, city and the home-care service (ids 11–14; `service_id` prop preselects). */
export function HomeCareModal(props: RegisteredModalProps): ReactNode {
  const t = useEnquiryTexts();
  return (
    <EnquiryModalForm
      title={t('Book Home Care')}
      lead={t(
        'Doctors, nurses, physiotherapists or an ICU setup at home. Tell us what you need and our care team will call you to plan the visits.',
      )}
      services={HOME_CARE_OPTIONS}
      initial={{ service_id: chosenService(props.service_id, HOME_CARE_OPTIONS) }}
      serviceLabel={t('Home care service')}
      idPrefix="home-care"
      submitLabel={t('Request Home Care')}
    />
  );
}
