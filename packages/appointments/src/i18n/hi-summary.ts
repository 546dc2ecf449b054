/** Hindi of the third booking step (summary and payment) (docs/decisions/0017). */
const hi = {
  'Booking Summary': 'बुकिंग सारांश',
  'Check the details, then pay to confirm your appointment.':
    'जानकारी जाँच लें, फिर अपॉइंटमेंट पक्का करने के लिए भुगतान करें।',
  Age: 'उम्र',
  '{age} years': '{age} वर्ष',
  'Not given': 'नहीं बताई गई',
  Weight: 'वज़न',
  '{weight} Kg': '{weight} किलो',
  Diabetic: 'डायबिटीज़',
  'Blood Pressure': 'ब्लड प्रेशर',
  Smoke: 'धूम्रपान',
  Alcohol: 'शराब',
  Symptoms: 'लक्षण',
  Payment: 'भुगतान',
  'The fee of this department could not be loaded.': 'इस विभाग का शुल्क लोड नहीं हो सका।',
  'Prescription (optional)': 'प्रिस्क्रिप्शन (वैकल्पिक)',
  'Pay Now': 'अभी भुगतान करें',
  'Booking your appointment…': 'आपका अपॉइंटमेंट बुक हो रहा है…',
  'We could not book your appointment just now. Please try again.':
    'अभी आपका अपॉइंटमेंट बुक नहीं हो सका। कृपया फिर से कोशिश करें।',
  // The fee summary (components/FeeSummary.tsx, on this step only).
  '{percent}% off the appointment fee': 'अपॉइंटमेंट शुल्क पर {percent}% की छूट',
  'From your wallet': 'आपके वॉलेट से',
  'Use my wallet balance ({balance})': 'मेरा वॉलेट बैलेंस ({balance}) इस्तेमाल करें',
  'Your wallet is kept: the whole amount is paid online.':
    'आपका वॉलेट बैलेंस बचा रहेगा: पूरी राशि ऑनलाइन दी जाएगी।',
  'Total Fee': 'कुल शुल्क',
  '{used} of your wallet balance of {balance} is used for this booking.':
    'इस बुकिंग में आपके {balance} के वॉलेट बैलेंस में से {used} इस्तेमाल हो रहे हैं।',
  'Your wallet covers the whole fee: nothing to pay online.':
    'पूरा शुल्क आपके वॉलेट से भर दिया जाएगा: ऑनलाइन कुछ नहीं देना है।',
} as const;

export default hi;
