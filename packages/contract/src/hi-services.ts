/**
 * Hindi of the service pages' names (SERVICE_PAGES), a catalogue of its own (entry
 * `@medibridge/contract/hi-services`): the services menu, the footer, the home page's tiles and the service pages
 * register it, so the other routes do not download it (docs/decisions/0035). The server's catalogue (`hi.ts`)
 * includes it.
 */
/**
 * Hindi of every service page's label (routes.ts), keyed by the English label like every catalogue
 * (services.test.ts requires one for each page).
 */
const SERVICE_PAGES_HI: Readonly<Record<string, string>> = {
  'Treatment Packages': 'इलाज के पैकेज',
  Hospitalization: 'अस्पताल में भर्ती',
  Dentistry: 'दंत चिकित्सा',
  'International Patients': 'अंतरराष्ट्रीय मरीज़',
  'Transition Care Centre': 'ट्रांज़िशन केयर सेंटर',
  'Lab Tests': 'लैब टेस्ट',
  'Doctor at Home': 'घर पर डॉक्टर',
  'Nurse at Home': 'घर पर नर्स',
  'Physiotherapist at Home': 'घर पर फ़िज़ियो\u00ADथेरेपिस्ट',
  'ICU Setup at Home': 'घर पर ICU सेटअप',
  'Air Ambulance': 'एयर एम्बुलेंस',
  'Ambulance with ICU': 'ICU वाली एम्बुलेंस',
  'Ambulance with Doctor': 'डॉक्टर के साथ एम्बुलेंस',
  'Ambulance with Nurse': 'नर्स के साथ एम्बुलेंस',
  'Dead Body Ambulance': 'शव वाहन एम्बुलेंस',
};

export default SERVICE_PAGES_HI;
