/** What each ambulance and home-care page says: written for MediBridge (SPEC §2 description blocks, §9). */
export interface ServiceContent {
  enquiryType:
    | 'air Ambulance' | 'icu Ambulance' | 'doctor Ambulance' | 'nurse Ambulance' | 'deadBody Ambulance'
    | 'doctors at home' | 'nurse at home' | 'physiotherapist at home' | 'icuSetup at home';
  /** The last path segment (also the ace-service-cities key). */
  slug: string;
  title: string;
  intro: string;
  sections: { heading: string; points: string[] }[];
  kind: 'ambulance' | 'homeCare';
}

const AMBULANCE_STEPS = {
  heading: 'How a booking works',
  points: [
    'Send the form or call us. A coordinator calls you back, usually within 15 minutes.',
    'We confirm pick-up, destination, the patient’s condition and the crew needed, and quote the full cost before dispatch.',
    'You get the driver’s and crew’s names and numbers by SMS, and can track the vehicle by phone.',
    'In a life-threatening emergency, call 108 first — then us for onward transfer.',
  ],
};

const HOME_STEPS = {
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
    title: 'Air Ambulance',
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
    title: 'Ambulance with ICU',
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
    title: 'Ambulance with Doctor',
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
    title: 'Ambulance with Nurse',
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
    title: 'Ambulance for Dead Body',
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
      AMBULANCE_STEPS,
    ],
  },
  {
    kind: 'homeCare',
    enquiryType: 'doctors at home',
    slug: 'doctors-at-home',
    title: 'Doctor at Home',
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
    title: 'Nurse at Home',
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
    title: 'Physiotherapist at Home',
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
    title: 'ICU Setup at Home',
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
