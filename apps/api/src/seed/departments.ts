import { NO_SCHEDULE_DEPARTMENT_ID } from '@medibridge/contract';

/**
 * The consultation departments of the demo: real specialities of Indian teleconsultation, with fees in the
 * range such services charge (₹299–₹999) and a launch discount. Department 12 is SPEC's department without
 * a schedule: "Consult Now", a general physician on call. The patient describes the problem and pays; the
 * next free doctor calls back within minutes, so there is no date, day or time to pick.
 */
export interface DepartmentSeed {
  id: number;
  name: string;
  /** Hindi beside the English (docs/decisions/0042). */
  nameHi: string;
  description: string;
  descriptionHi: string;
  feeRupees: number;
  discountPercent: number;
  /** Weekly hours, India time: [weekdays (0 = Sunday), first slot 'hh:mm', last slot ends 'hh:mm']. */
  hours: readonly (readonly [readonly number[], string, string])[];
  /** Minutes a slot lasts. */
  slotMinutes: number;
  /** Doctors available per slot. */
  seats: number;
}

const MON_SAT = [1, 2, 3, 4, 5, 6] as const;
const MON_FRI = [1, 2, 3, 4, 5] as const;
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6] as const;

export const DEPARTMENTS: readonly DepartmentSeed[] = [
  {
    id: 1,
    name: 'General Physician',
    nameHi: 'जनरल फ़िज़िशियन',
    description: 'Fever, cough and cold, infections, blood pressure and everyday health problems.',
    descriptionHi: 'बुख़ार, सर्दी-खाँसी, संक्रमण, ब्लड प्रेशर और रोज़मर्रा की सेहत की समस्याएँ।',
    feeRupees: 399,
    discountPercent: 10,
    hours: [
      [EVERY_DAY, '08:00', '13:00'],
      [EVERY_DAY, '17:00', '22:00'],
    ],
    slotMinutes: 15,
    seats: 4,
  },
  {
    id: 2,
    name: 'Paediatrics',
    nameHi: 'शिशु एवं बाल रोग',
    description: 'Care for babies and children: growth, vaccination advice, fevers and infections.',
    descriptionHi: 'शिशुओं और बच्चों की देखभाल: विकास, टीकाकरण की सलाह, बुख़ार और संक्रमण।',
    feeRupees: 499,
    discountPercent: 10,
    hours: [
      [MON_SAT, '09:00', '13:00'],
      [MON_SAT, '17:00', '20:00'],
    ],
    slotMinutes: 15,
    seats: 2,
  },
  {
    id: 3,
    name: 'Dermatology',
    nameHi: 'त्वचा रोग',
    description:
      'Skin, hair and nail problems: acne, rashes, allergies, hair fall and fungal infections.',
    descriptionHi: 'त्वचा, बाल और नाख़ून की समस्याएँ: मुँहासे, चकत्ते, एलर्जी, बाल झड़ना और फ़ंगल संक्रमण।',
    feeRupees: 599,
    discountPercent: 15,
    hours: [[MON_SAT, '10:00', '14:00']],
    slotMinutes: 15,
    seats: 2,
  },
  {
    id: 4,
    name: 'Gynaecology & Obstetrics',
    nameHi: 'स्त्री एवं प्रसूति रोग',
    description: "Women's health: periods, pregnancy care, PCOS, fertility and menopause.",
    descriptionHi: 'महिलाओं की सेहत: माहवारी, गर्भावस्था की देखभाल, पीसीओएस, प्रजनन और रजोनिवृत्ति।',
    feeRupees: 599,
    discountPercent: 10,
    hours: [
      [MON_SAT, '10:00', '13:00'],
      [MON_FRI, '16:00', '19:00'],
    ],
    slotMinutes: 20,
    seats: 2,
  },
  {
    id: 5,
    name: 'Psychiatry',
    nameHi: 'मनोरोग',
    description: 'Stress, anxiety, depression, sleep problems and addiction, in private.',
    descriptionHi: 'तनाव, घबराहट, अवसाद, नींद की समस्याएँ और नशे की लत, पूरी गोपनीयता के साथ।',
    feeRupees: 899,
    discountPercent: 10,
    hours: [[MON_SAT, '11:00', '19:00']],
    slotMinutes: 30,
    seats: 1,
  },
  {
    id: 6,
    name: 'ENT',
    nameHi: 'नाक, कान, गला (ईएनटी)',
    description: 'Ear, nose and throat: sinus, tonsils, ear pain, hearing and voice problems.',
    descriptionHi: 'नाक, कान और गला: साइनस, टॉन्सिल, कान दर्द, सुनने और आवाज़ की समस्याएँ।',
    feeRupees: 499,
    discountPercent: 10,
    hours: [[MON_SAT, '10:00', '13:00']],
    slotMinutes: 15,
    seats: 1,
  },
  {
    id: 7,
    name: 'Orthopaedics',
    nameHi: 'हड्डी रोग',
    description: 'Bones and joints: back and knee pain, sprains, arthritis and sports injuries.',
    descriptionHi: 'हड्डियाँ और जोड़: कमर और घुटने का दर्द, मोच, गठिया और खेल की चोटें।',
    feeRupees: 599,
    discountPercent: 10,
    hours: [[MON_SAT, '16:00', '20:00']],
    slotMinutes: 20,
    seats: 1,
  },
  {
    id: 8,
    name: 'Cardiology',
    nameHi: 'हृदय रोग',
    description: 'Heart health: chest pain follow-up, blood pressure, cholesterol and ECG reports.',
    descriptionHi: 'दिल की सेहत: सीने के दर्द के बाद की जाँच, ब्लड प्रेशर, कोलेस्ट्रॉल और ईसीजी रिपोर्ट।',
    feeRupees: 999,
    discountPercent: 5,
    hours: [[MON_FRI, '10:00', '13:00']],
    slotMinutes: 20,
    seats: 1,
  },
  {
    id: 9,
    name: 'Diabetology & Endocrinology',
    nameHi: 'डायबिटीज़ एवं हार्मोन रोग',
    description: 'Diabetes, thyroid and hormone problems, with diet and medicine review.',
    descriptionHi: 'डायबिटीज़, थायरॉइड और हार्मोन की समस्याएँ, आहार और दवाओं की समीक्षा के साथ।',
    feeRupees: 599,
    discountPercent: 10,
    hours: [[MON_SAT, '09:00', '12:00']],
    slotMinutes: 15,
    seats: 1,
  },
  {
    id: 10,
    name: 'Gastroenterology',
    nameHi: 'पेट एवं पाचन रोग',
    description:
      'Stomach and digestion: acidity, constipation, IBS, liver and gall bladder problems.',
    descriptionHi: 'पेट और पाचन: एसिडिटी, कब्ज़, आईबीएस, लिवर और पित्ताशय की समस्याएँ।',
    feeRupees: 799,
    discountPercent: 10,
    hours: [[MON_FRI, '15:00', '18:00']],
    slotMinutes: 20,
    seats: 1,
  },
  {
    id: 11,
    name: 'Pulmonology',
    nameHi: 'फेफड़ा एवं श्वास रोग',
    description: 'Lungs and breathing: asthma, COPD, long cough and allergies.',
    descriptionHi: 'फेफड़े और साँस: दमा, सीओपीडी, लंबी खाँसी और एलर्जी।',
    feeRupees: 699,
    discountPercent: 10,
    hours: [[MON_SAT, '11:00', '14:00']],
    slotMinutes: 20,
    seats: 1,
  },
  {
    id: NO_SCHEDULE_DEPARTMENT_ID,
    name: 'Consult Now – General Physician',
    nameHi: 'अभी परामर्श करें – जनरल फ़िज़िशियन',
    description:
      'No appointment time to choose: pay and the next free general physician calls you back, usually within 30 minutes (8 am – 10 pm).',
    descriptionHi:
      'समय चुनने की ज़रूरत नहीं: भुगतान करें और अगले ख़ाली जनरल फ़िज़िशियन आपको आमतौर पर 30 मिनट के भीतर कॉल करेंगे (सुबह 8 बजे – रात 10 बजे)।',
    feeRupees: 299,
    discountPercent: 0,
    hours: [],
    slotMinutes: 15,
    seats: 1,
  },
  {
    id: 13,
    name: 'Neurology',
    nameHi: 'तंत्रिका रोग (न्यूरोलॉजी)',
    description: 'Headache and migraine, fits, numbness, dizziness and nerve problems.',
    descriptionHi: 'सिरदर्द और माइग्रेन, दौरे, सुन्नपन, चक्कर और नसों की समस्याएँ।',
    feeRupees: 999,
    discountPercent: 5,
    hours: [[[1, 3, 5], '15:00', '18:00']],
    slotMinutes: 20,
    seats: 1,
  },
  {
    id: 14,
    name: 'Dietetics & Nutrition',
    nameHi: 'आहार एवं पोषण',
    description: 'Diet plans for weight, diabetes, thyroid, pregnancy and children.',
    descriptionHi: 'वज़न, डायबिटीज़, थायरॉइड, गर्भावस्था और बच्चों के लिए डाइट प्लान।',
    feeRupees: 399,
    discountPercent: 20,
    hours: [[MON_SAT, '10:00', '17:00']],
    slotMinutes: 30,
    seats: 1,
  },
  {
    id: 15,
    name: 'Ophthalmology',
    nameHi: 'नेत्र रोग',
    description: 'Eyes: redness, itching, blurred vision, glasses and diabetic eye checks.',
    descriptionHi: 'आँखें: लाली, खुजली, धुंधला दिखना, चश्मा और डायबिटीज़ में आँखों की जाँच।',
    feeRupees: 499,
    discountPercent: 10,
    hours: [[MON_SAT, '10:00', '13:00']],
    slotMinutes: 15,
    seats: 1,
  },
];

const clock = (text: string): number => {
  const [h, m] = text.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

export interface ScheduleSeed {
  id: number;
  departmentId: number;
  weekday: number;
  startMinute: number;
  endMinute: number;
  capacity: number;
}

/** Every weekly slot of the seeded departments. Ids are stable: department × 10 000 + weekday × 1 000 + n. */
export function departmentSchedules(list: readonly DepartmentSeed[] = DEPARTMENTS): ScheduleSeed[] {
  const out: ScheduleSeed[] = [];
  for (const department of list) {
    const perDay = new Map<number, number>();
    for (const [days, from, to] of department.hours) {
      for (const weekday of days) {
        for (let start = clock(from); start + department.slotMinutes <= clock(to);) {
          const n = perDay.get(weekday) ?? 0;
          perDay.set(weekday, n + 1);
          out.push({
            id: department.id * 10_000 + weekday * 1_000 + n,
            departmentId: department.id,
            weekday,
            startMinute: start,
            endMinute: start + department.slotMinutes,
            capacity: department.seats,
          });
          start += department.slotMinutes;
        }
      }
    }
  }
  return out;
}
