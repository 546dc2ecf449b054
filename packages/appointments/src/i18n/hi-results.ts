/** Hindi of the success screen and the payment status screen (docs/decisions/0017). */
const hi = {
  'Appointment booked Successfully!': 'अपॉइंटमेंट सफलतापूर्वक बुक हो गया!',
  'Your consultation is confirmed. Keep your phone with you at the time of your appointment.':
    'आपका परामर्श पक्का हो गया है। अपॉइंटमेंट के समय अपना फ़ोन अपने पास रखें।',
  'Checking your booking…': 'आपकी बुकिंग जाँची जा रही है…',
  'Taking you to My Appointments in {seconds} s': '{seconds} सेकंड में आपको मेरे अपॉइंटमेंट पर ले जाया जाएगा',
  'Your time is held for you until {time}.': 'आपका समय {time} तक आपके लिए रोका गया है।',
  'The payment did not go through and no money was taken. You can try the payment again; if the time has been booked meanwhile, choose another.':
    'भुगतान पूरा नहीं हुआ और कोई पैसा नहीं कटा। आप फिर से भुगतान कर सकते हैं; अगर इस बीच वह समय बुक हो गया हो, तो कोई दूसरा समय चुनें।',
  'Retry payment': 'फिर से भुगतान करें',
  'This booking expired': 'इस बुकिंग की समय-सीमा खत्म हो गई',
  'Book again': 'फिर से बुक करें',
  'No payment needed': 'भुगतान की ज़रूरत नहीं',
} as const;

export default hi;
