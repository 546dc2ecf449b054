import type { ContentText } from '../i18n/pages';

/** What each ambulance and home-care page says: written for MediBridge (SPEC §2 description blocks, §9). */
export interface ServiceContent {
  enquiryType:
    | 'air Ambulance'
    | 'icu Ambulance'
    | 'doctor Ambulance'
    | 'nurse Ambulance'
    | 'deadBody Ambulance'
    | 'doctors at home'
    | 'nurse at home'
    | 'physiotherapist at home'
    | 'icuSetup at home'
    | 'Dentistry'
    | 'Transition Care Center'
    | 'International Patient'
    | 'Contact';
  /** The last path segment (also the ace-service-cities key). */
  slug: string;
  /**
   * The heading, only where it is not the page's label in contract's SERVICE_PAGES (the registry names the
   * page once, for the menus, the tiles and this heading): a page outside it, or a longer heading.
   */
  title?: ContentText;
  intro: ContentText;
  sections: { heading: ContentText; points: ContentText[] }[];
  kind: 'ambulance' | 'homeCare' | 'page';
  /** A grid of cards (dental treatments, transition-care features). */
  cards?: { title: ContentText; text: ContentText }[];
  /** The ace-service-cities key when the form asks for a city. */
  cityService?: string;
  international?: boolean;
  /** Show the support phone, email, address and hours. */
  contactDetails?: boolean;
  emailRequired?: boolean;
  submitLabel?: ContentText;
  /** Ambulance forms: labels that fit the page (the dead-body transfer has no patient). */
  genderLabel?: ContentText;
  messageLabel?: ContentText;
}

const AMBULANCE_STEPS: ServiceContent['sections'][number] = {
  heading: 'How a booking works',
  points: [
    'Send the form or call us. A coordinator calls you back, usually within 15 minutes.',
    'We confirm pick-up, destination, the patient’s condition and the crew needed, and quote the full cost before dispatch.',
    'You get the driver’s and crew’s names and numbers by SMS, and can track the vehicle by phone.',
    'In a life-threatening emergency, call 108 first — then us for onward transfer.',
  ],
};

const DEAD_BODY_STEPS: ServiceContent['sections'][number] = {
  heading: 'How a booking works',
  points: [
    'Send the form or call us. A coordinator calls you back, usually within 15 minutes, at any hour.',
    'We confirm the pick-up place, the destination, the documents in hand and any timing or ritual needs, and quote the full cost before dispatch.',
    'You get the driver’s and crew’s names and numbers by SMS, and one coordinator stays in touch until the journey ends.',
  ],
};

const HOME_STEPS: ServiceContent['sections'][number] = {
  heading: 'How it works',
  points: [
    'Tell us who needs care, where, and what the treating doctor advised.',
    'A care coordinator calls you to plan the visits and shares the cost before anything starts.',
    'Verified, registered professionals visit at the agreed times; you can change or stop the plan any day.',
  ],
};

export const SERVICE_CONTENT: readonly ServiceContent[] = [
  {
    kind: 'ambulance',
    enquiryType: 'air Ambulance',
    slug: 'air-ambulance',
    intro:
      'Bed-to-bed transfer by air for critically ill patients who must reach a distant hospital fast — within India or abroad.',
    sections: [
      {
        heading: 'What is included',
        points: [
          'Chartered air ambulance or a stretcher on a scheduled flight, whichever the patient’s condition allows.',
          'An ICU-trained doctor and paramedic on board with ventilator, monitor, defibrillator, infusion pumps and oxygen.',
          'Road ambulances at both ends, and help with airport and hospital paperwork.',
        ],
      },
      AMBULANCE_STEPS,
    ],
  },
  {
    kind: 'ambulance',
    enquiryType: 'icu Ambulance',
    slug: 'ambulance-with-icu',
    intro:
      'An advanced life support (ALS) ambulance — an ICU on wheels — for patients who need monitoring or ventilation on the way.',
    sections: [
      {
        heading: 'What is included',
        points: [
          'Ventilator, multi-parameter monitor, defibrillator, suction, syringe pumps and piped oxygen.',
          'A trained paramedic on every trip; an ICU doctor when the patient’s condition needs one.',
          'Inter-hospital transfers, discharge to home and long-distance road transfers.',
        ],
      },
      AMBULANCE_STEPS,
    ],
  },
  {
    kind: 'ambulance',
    enquiryType: 'doctor Ambulance',
    slug: 'ambulance-with-doctor',
    intro:
      'A doctor travels with the patient, so treatment can start — and decisions can be made — before you reach the hospital.',
    sections: [
      {
        heading: 'When to choose it',
        points: [
          'Chest pain, breathlessness, a recent stroke or seizure, or an unstable patient being moved between hospitals.',
          'Long journeys where the patient’s condition may change on the way.',
          'The doctor hands over to the receiving team with notes of everything given on the journey.',
        ],
      },
      AMBULANCE_STEPS,
    ],
  },
  {
    kind: 'ambulance',
    enquiryType: 'nurse Ambulance',
    slug: 'ambulance-with-nurse',
    intro:
      'A trained nurse accompanies stable patients who still need care on the way — drips, oxygen, catheters or wound care.',
    sections: [
      {
        heading: 'When to choose it',
        points: [
          'Discharge from hospital to home, or a planned transfer for dialysis, scans or chemotherapy.',
          'Elderly or bed-bound patients who need help with positioning, feeding or medicines during the trip.',
          'The nurse keeps the patient comfortable and watches vital signs all the way.',
        ],
      },
      AMBULANCE_STEPS,
    ],
  },
  {
    kind: 'ambulance',
    enquiryType: 'deadBody Ambulance',
    slug: 'ambulance-for-deadBody',
    intro:
      'A dignified, quiet transfer of a loved one — from hospital or home to your home town, a crematorium or a burial ground.',
    sections: [
      {
        heading: 'What we take care of',
        points: [
          'A freezer-box van for long distances, with a trained, respectful crew.',
          'Help with the documents needed: death certificate, hospital release and, where needed, police clearance.',
          'Inter-state and airport transfers, including embalming and coffin arrangements when travel requires them.',
        ],
      },
      DEAD_BODY_STEPS,
    ],
    genderLabel: 'Gender of the deceased',
    messageLabel: 'Pick-up, destination and when you need the van',
  },
  {
    kind: 'homeCare',
    enquiryType: 'doctors at home',
    slug: 'doctors-at-home',
    intro:
      'A qualified doctor visits you at home — for elderly parents, patients just back from hospital, or anyone who should not travel.',
    sections: [
      {
        heading: 'What the visit covers',
        points: [
          'Examination, diagnosis and a prescription, with a written summary you can share with your specialist.',
          'Follow-up after surgery or discharge: wound checks, medicine review and dressing advice.',
          'Blood samples collected at the same visit when tests are needed.',
        ],
      },
      HOME_STEPS,
    ],
  },
  {
    kind: 'homeCare',
    enquiryType: 'nurse at home',
    slug: 'nurse-at-home',
    intro:
      'Registered nurses for care at home — from a single injection to round-the-clock support after a hospital stay.',
    sections: [
      {
        heading: 'Care plans',
        points: [
          'Short-term visits of 1–4 hours: injections, IV drips, dressings, catheter and feeding-tube care.',
          'Long-term shifts of 12–24 hours for bed-bound, post-operative or elderly patients.',
          'Vital signs recorded at every visit and shared with your doctor.',
        ],
      },
      HOME_STEPS,
    ],
  },
  {
    kind: 'homeCare',
    enquiryType: 'physiotherapist at home',
    slug: 'physiotherapist-at-home',
    intro:
      'Recover movement and strength at home after surgery, a stroke or an injury, with a licensed physiotherapist.',
    sections: [
      {
        heading: 'Sessions',
        points: [
          'Each session lasts about 30 minutes, or up to one hour depending on the plan.',
          'Rehabilitation after knee or hip replacement, spine surgery, fractures and strokes.',
          'Relief for back and neck pain, arthritis and sports injuries, with exercises you can keep doing between visits.',
        ],
      },
      HOME_STEPS,
    ],
  },
  {
    kind: 'homeCare',
    enquiryType: 'icuSetup at home',
    slug: 'icuSetup-at-home',
    intro:
      'Critical care equipment and trained staff at home, for long-term patients whose doctors advise care outside the hospital.',
    sections: [
      {
        heading: 'What we set up',
        points: [
          'ICU bed, ventilator or BiPAP, oxygen concentrator, monitor, suction and infusion pumps — installed and tested.',
          'ICU-trained nurses in 12- or 24-hour shifts, with regular visits by a critical-care doctor.',
          'Equipment serviced on call, and a clear plan with the hospital for emergencies.',
        ],
      },
      HOME_STEPS,
    ],
  },
];

const ENQUIRY_NEXT: ServiceContent['sections'][number] = {
  heading: 'What happens after you send the form',
  points: [
    'A MediBridge care advisor calls you back, usually the same working day.',
    'We explain the options, the hospitals or clinics near you and the full cost — before you commit to anything.',
    'Our advice and coordination are free; you pay the hospital or clinic only for the treatment you choose.',
  ],
};

/** The other enquiry pages of SPEC §2. */
export const PAGE_CONTENT: readonly ServiceContent[] = [
  {
    kind: 'page',
    enquiryType: 'Dentistry',
    slug: 'dentistry',
    cityService: 'dentistry',
    intro:
      'Find a trusted dental clinic near you — for a check-up, a painful tooth or a new smile — with the cost agreed before treatment.',
    cards: [
      {
        title: 'Root canal treatment',
        text: 'Saves an infected tooth and ends the pain, usually in one or two sittings.',
      },
      {
        title: 'Dental implants',
        text: 'A titanium root and a natural-looking crown to replace a missing tooth for good.',
      },
      {
        title: 'Braces and aligners',
        text: 'Metal, ceramic or clear aligners to straighten teeth at any age.',
      },
      {
        title: 'Crowns and bridges',
        text: 'Protect a weak tooth or fill a gap with a fixed, tooth-coloured crown or bridge.',
      },
      {
        title: 'Scaling and cleaning',
        text: 'Removes tartar and stains and keeps gums healthy; advised every six months.',
      },
      {
        title: 'Dentures',
        text: 'Full or partial, removable or implant-supported, made to fit comfortably.',
      },
      {
        title: 'Tooth extraction',
        text: 'Including wisdom teeth, done under local anaesthesia with aftercare advice.',
      },
      {
        title: 'Smile design and whitening',
        text: 'Veneers, bonding and whitening for a brighter, even smile.',
      },
    ],
    sections: [ENQUIRY_NEXT],
  },
  {
    kind: 'page',
    enquiryType: 'Transition Care Center',
    slug: 'transition-care-center',
    cityService: 'transition-care-center',
    intro:
      'A safe step between hospital and home: round-the-clock medical care and rehabilitation for patients who are out of danger but not yet ready to go home.',
    cards: [
      {
        title: 'Doctors on call, nurses 24×7',
        text: 'Daily doctor rounds and trained nurses at every hour of the day and night.',
      },
      {
        title: 'Rehabilitation every day',
        text: 'Physiotherapy, occupational and speech therapy after a stroke, surgery or long ICU stay.',
      },
      {
        title: 'Post-surgery recovery',
        text: 'Wound care, drains, pain control and mobility after orthopaedic, cardiac or cancer surgery.',
      },
      {
        title: 'Long-term and palliative care',
        text: 'Comfort-focused care for chronic illness, with dignity and family involvement.',
      },
      {
        title: 'Diet and medicines managed',
        text: 'Meals planned by a dietitian and every dose given and recorded on time.',
      },
      {
        title: 'Lower cost than a hospital bed',
        text: 'Hospital-grade care for recovery, typically at a fraction of the daily ward cost.',
      },
    ],
    sections: [ENQUIRY_NEXT],
  },
  {
    kind: 'page',
    enquiryType: 'International Patient',
    slug: 'international-patient',
    international: true,
    intro:
      'Coming to India for treatment? We plan the whole journey with you — from the first medical opinion to your flight home.',
    sections: [
      {
        heading: 'Before you travel',
        points: [
          'Free review of your reports and an opinion from specialists at accredited hospitals.',
          'A written treatment plan with the estimated cost and length of stay.',
          'Medical visa invitation letter from the hospital, and help with the visa application.',
          'Airport pick-up, and a hotel or guest house near the hospital for your attendants.',
        ],
      },
      {
        heading: 'In the hospital',
        points: [
          'A dedicated coordinator who meets you on arrival and stays in touch every day.',
          'Interpreters for Arabic, French, Russian, Swahili, Bengali and other languages.',
          'Help with admission, payments, currency exchange and a local SIM card.',
          'Regular updates to your family back home.',
        ],
      },
      {
        heading: 'After discharge',
        points: [
          'Discharge summary and all reports in English, ready for your doctor at home.',
          'Follow-up consultations by video with your treating doctor.',
          'Medicines for the journey and advice on when it is safe to fly.',
        ],
      },
      {
        heading: 'Travel and stay',
        points: [
          'Flight and visa extension help if your stay has to be longer.',
          'Wheelchair, stretcher or air ambulance transfers when needed.',
          'Sightseeing and local help for attendants during the recovery period.',
        ],
      },
    ],
    submitLabel: 'Get My Treatment Plan',
  },
  {
    kind: 'page',
    enquiryType: 'Contact',
    slug: 'contact-us',
    contactDetails: true,
    emailRequired: false,
    title: 'Contact Us',
    intro:
      'Questions about a treatment, a quote, a booking or a payment? Talk to a real person on our care team.',
    sections: [
      {
        heading: 'We can help with',
        points: [
          'Choosing a hospital and comparing treatment package quotes.',
          'Appointments, doctor consultations and follow-ups.',
          'Ambulance, home care, pharmacy and lab test bookings.',
          'Payments, refunds and your MediBridge wallet.',
        ],
      },
    ],
    submitLabel: 'Send Message',
  },
  {
    kind: 'page',
    enquiryType: 'Contact',
    slug: 'hospitalization',
    emailRequired: false,
    title: 'Hospitalization Assistance',
    intro:
      'A planned surgery or a sudden admission — we help you find the right hospital, get the cost in writing and handle the paperwork.',
    sections: [
      {
        heading: 'What we do for you',
        points: [
          'Suggest accredited hospitals near you for the treatment, with quotes to compare.',
          'Book the admission and the room type you want, and explain what the package includes.',
          'Help with cashless insurance approval and the documents the hospital needs.',
          'Stay in touch through the stay, and help at discharge with bills and follow-up appointments.',
        ],
      },
      ENQUIRY_NEXT,
    ],
    submitLabel: 'Request Assistance',
  },
];
