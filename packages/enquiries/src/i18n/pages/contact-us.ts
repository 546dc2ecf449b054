/** Hindi of the /contact-us page's content (pages/serviceContent.ts); its own lazy chunk. */
import shared from './shared';

const hi = {
  ...shared,
  'Contact Us': 'संपर्क करें',
  'Questions about a treatment, a quote, a booking or a payment? Talk to a real person on our care team.':
    'इलाज, कोटेशन, बुकिंग या भुगतान के बारे में सवाल हैं? हमारी केयर टीम के किसी असली इंसान से बात करें।',
  'We can help with': 'हम इनमें मदद कर सकते हैं',
  'Choosing a hospital and comparing treatment package quotes.':
    'अस्पताल चुनना और इलाज के पैकेज के कोटेशन की तुलना करना।',
  'Appointments, doctor consultations and follow-ups.': 'अपॉइंटमेंट, डॉक्टर से परामर्श और फ़ॉलो-अप।',
  'Ambulance, home care, pharmacy and lab test bookings.':
    'एम्बुलेंस, घर पर देखभाल, फ़ार्मेसी और लैब टेस्ट की बुकिंग।',
  'Payments, refunds and your MediBridge wallet.': 'भुगतान, रिफ़ंड और आपका MediBridge वॉलेट।',
  'Send Message': 'संदेश भेजें',
} as const;

export default hi;
