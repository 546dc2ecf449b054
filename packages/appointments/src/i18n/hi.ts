/** Hindi of the booking screens (docs/decisions/0017): English text → Hindi. */
const hi = {
  // The frame and the steps
  'Make Appointment': 'अपॉइंटमेंट बुक करें',
  'Booking steps': 'बुकिंग के चरण',
  'Patient details': 'मरीज़ की जानकारी',
  Appointment: 'अपॉइंटमेंट',
  'Summary and payment': 'सारांश और भुगतान',
  Previous: 'पीछे',
  Next: 'आगे',
  'Try again': 'फिर से कोशिश करें',
  'Go to home': 'होम पर जाएँ',

  // Step one
  'Tell us about the patient. The doctor reads this before your consultation.':
    'मरीज़ के बारे में बताएँ। डॉक्टर परामर्श से पहले इसे पढ़ते हैं।',
  'First Name': 'पहला नाम',
  'Last Name': 'उपनाम',
  'Mobile Number': 'मोबाइल नंबर',
  'The mobile number of your account.': 'आपके अकाउंट का मोबाइल नंबर।',
  Email: 'ईमेल',
  Gender: 'लिंग',
  Male: 'पुरुष',
  Female: 'महिला',
  Other: 'अन्य',
  'Age (years)': 'उम्र (वर्ष)',
  'Select Age': 'उम्र चुनें',
  Height: 'लंबाई',
  'Weight (Kg)': 'वज़न (किलो)',
  'Select Weight': 'वज़न चुनें',
  'Health questions': 'सेहत से जुड़े सवाल',
  'Diabetic?': 'डायबिटीज़ है?',
  'Blood pressure?': 'ब्लड प्रेशर है?',
  'Do you smoke?': 'क्या आप धूम्रपान करते हैं?',
  'Do you drink alcohol?': 'क्या आप शराब पीते हैं?',
  Yes: 'हाँ',
  No: 'नहीं',
  Occasionally: 'कभी-कभी',
  'Confirm and Next': 'पुष्टि करें और आगे बढ़ें',

  // Step two
  'Choose the department, tell the doctor what is wrong, and pick a time.':
    'विभाग चुनें, डॉक्टर को अपनी तकलीफ़ बताएँ और समय चुनें।',
  'Appointment details': 'अपॉइंटमेंट की जानकारी',
  Department: 'विभाग',
  'Select Department': 'विभाग चुनें',
  'The departments could not be loaded.': 'विभाग लोड नहीं हो सके।',
  'Consultation fee': 'परामर्श शुल्क',
  '{percent}% off': '{percent}% की छूट',
  'No time to pick: a doctor calls you back within minutes of your booking.':
    'समय चुनने की ज़रूरत नहीं: बुकिंग के कुछ ही मिनटों में डॉक्टर आपको कॉल करेंगे।',
  'Describe Your Symptoms?': 'अपने लक्षण बताएँ?',
  'Appointment Mode': 'अपॉइंटमेंट का तरीका',
  Video: 'वीडियो',
  Audio: 'ऑडियो',
  'Select Date': 'तारीख चुनें',
  'The days could not be loaded. Please try again.': 'दिन लोड नहीं हो सके। कृपया फिर से कोशिश करें।',
  Schedule: 'समय',
  'Select Schedule': 'समय चुनें',
  'Loading times…': 'समय लोड हो रहे हैं…',
  'Select a department first to see its times.': 'समय देखने के लिए पहले विभाग चुनें।',
  'Times are India time.': 'सभी समय भारतीय समय के अनुसार हैं।',
  'No times are left on this day. Please pick another day.':
    'इस दिन कोई समय खाली नहीं है। कृपया कोई दूसरा दिन चुनें।',
  'The times could not be loaded.': 'समय लोड नहीं हो सके।',

  // Step three
  'Booking Summary': 'बुकिंग सारांश',
  'Check the details, then pay to confirm your appointment.':
    'जानकारी जाँच लें, फिर अपॉइंटमेंट पक्का करने के लिए भुगतान करें।',
  Name: 'नाम',
  Mobile: 'मोबाइल',
  Age: 'उम्र',
  '{age} years': '{age} वर्ष',
  Weight: 'वज़न',
  '{weight} Kg': '{weight} किलो',
  Diabetic: 'डायबिटीज़',
  'Blood Pressure': 'ब्लड प्रेशर',
  Smoke: 'धूम्रपान',
  Alcohol: 'शराब',
  Symptoms: 'लक्षण',
  When: 'कब',
  'A doctor calls you back within minutes of your booking.':
    'बुकिंग के कुछ ही मिनटों में डॉक्टर आपको कॉल करेंगे।',
  Date: 'तारीख',
  Day: 'दिन',
  Time: 'समय',
  Payment: 'भुगतान',
  'Appointment Fee': 'अपॉइंटमेंट शुल्क',
  'Discount on Fee': 'शुल्क पर छूट',
  '{percent}% off the appointment fee': 'अपॉइंटमेंट शुल्क पर {percent}% की छूट',
  '{percent}% discount {discount} + {wallet} from your wallet':
    '{percent}% छूट {discount} + आपके वॉलेट से {wallet}',
  'Total Fee': 'कुल शुल्क',
  '{used} of your wallet balance of {balance} is used for this booking.':
    'इस बुकिंग में आपके {balance} के वॉलेट बैलेंस में से {used} इस्तेमाल हो रहे हैं।',
  'Your wallet covers the whole fee: nothing to pay online.':
    'पूरा शुल्क आपके वॉलेट से भर दिया जाएगा: ऑनलाइन कुछ नहीं देना है।',
  'The fee of this department could not be loaded.': 'इस विभाग का शुल्क लोड नहीं हो सका।',
  'Prescription (optional)': 'प्रिस्क्रिप्शन (वैकल्पिक)',
  'JPG, PNG or PDF, at most 5 MB.': 'JPG, PNG या PDF, ज़्यादा से ज़्यादा 5 MB।',
  'Pay Now': 'अभी भुगतान करें',
  'Booking your appointment…': 'आपका अपॉइंटमेंट बुक हो रहा है…',
  'Choose another time': 'कोई दूसरा समय चुनें',
  'We could not book your appointment just now. Please try again.':
    'अभी आपका अपॉइंटमेंट बुक नहीं हो सका। कृपया फिर से कोशिश करें।',
  'We could not reach MediBridge. Please check your internet connection and try again.':
    'MediBridge से संपर्क नहीं हो सका। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।',

  // Success
  'Appointment booked Successfully!': 'अपॉइंटमेंट सफलतापूर्वक बुक हो गया!',
  'Your consultation is confirmed. Keep your phone with you at the time of your appointment.':
    'आपका परामर्श पक्का हो गया है। अपॉइंटमेंट के समय अपना फ़ोन अपने पास रखें।',
  'Checking your booking…': 'आपकी बुकिंग जाँची जा रही है…',
  'Appointment Number': 'अपॉइंटमेंट नंबर',
  Amount: 'राशि',
  'Taking you to My Appointments in {seconds} s': '{seconds} सेकंड में आपको मेरे अपॉइंटमेंट पर ले जाया जाएगा',
  'Go to My Appointments': 'मेरे अपॉइंटमेंट पर जाएँ',
  'We could not open this appointment': 'यह अपॉइंटमेंट खोला नहीं जा सका',
  'This appointment could not be loaded. Please try again.':
    'यह अपॉइंटमेंट लोड नहीं हो सका। कृपया फिर से कोशिश करें।',
  'Book an appointment': 'अपॉइंटमेंट बुक करें',

  // Payment status
  'Checking your payment…': 'आपका भुगतान जाँचा जा रहा है…',
  'Payment pending': 'भुगतान बाकी है',
  'We are waiting for the payment provider to confirm your payment. If money was taken, your booking is confirmed as soon as they tell us.':
    'हम भुगतान कंपनी की ओर से आपके भुगतान की पुष्टि का इंतज़ार कर रहे हैं। अगर पैसे कट गए हैं, तो उनकी पुष्टि मिलते ही आपकी बुकिंग पक्की हो जाएगी।',
  'Your time is held for you until {time}.': 'आपका समय {time} तक आपके लिए रोका गया है।',
  'Checking again every few seconds…': 'हर कुछ सेकंड में फिर से जाँच रहे हैं…',
  'Pay now': 'अभी भुगतान करें',
  'Payment failed': 'भुगतान नहीं हो सका',
  'The payment did not go through and no money was taken. You can try the payment again; if the time has been booked meanwhile, choose another.':
    'भुगतान पूरा नहीं हुआ और कोई पैसा नहीं कटा। आप फिर से भुगतान कर सकते हैं; अगर इस बीच वह समय बुक हो गया हो, तो कोई दूसरा समय चुनें।',
  'Retry payment': 'फिर से भुगतान करें',
  'The payment could not be started just now. Please try again.':
    'अभी भुगतान शुरू नहीं हो सका। कृपया फिर से कोशिश करें।',
  'This booking expired': 'इस बुकिंग की समय-सीमा खत्म हो गई',
  'Book again': 'फिर से बुक करें',
  'No payment needed': 'भुगतान की ज़रूरत नहीं',
  // My Appointments, My Transactions, My History
  'My Appointments': 'मेरे अपॉइंटमेंट',
  'My Transactions': 'मेरे लेन-देन',
  'My History': 'मेरा इतिहास',
  'No appointments yet': 'अभी कोई अपॉइंटमेंट नहीं',
  'No transactions yet': 'अभी कोई लेन-देन नहीं',
  'Book a consultation': 'परामर्श बुक करें',
  'Your records could not be loaded.': 'आपका रिकॉर्ड लोड नहीं हो सका।',
  'Booked on': 'बुकिंग की तारीख',
  'Next free doctor': 'अगले उपलब्ध डॉक्टर',
  'Payment status': 'भुगतान की स्थिति',
  'Payment reference': 'भुगतान संदर्भ',
  Pending: 'बाकी',
  Success: 'सफल',
  Failed: 'असफल',
  Refunded: 'वापस किया गया',
  Confirmed: 'पक्का',
  Expired: 'समय-सीमा खत्म',
  Cancelled: 'रद्द',
  Consulted: 'परामर्श हो गया',
  'Followed up': 'फ़ॉलो-अप हो गया',
  Missed: 'छूट गया',
  Call: 'कॉल करें',
  View: 'देखें',
  'Follow Up': 'फ़ॉलो-अप',
  Cancel: 'रद्द करें',
  'Cancel this appointment? {amount} goes back to your MediBridge wallet at once.':
    'यह अपॉइंटमेंट रद्द करें? {amount} तुरंत आपके MediBridge वॉलेट में वापस आ जाएँगे।',
  'Cancel this appointment? {amount} will be refunded.':
    'यह अपॉइंटमेंट रद्द करें? {amount} वापस किए जाएँगे।',
  'Where should the refund go?': 'रिफ़ंड कहाँ भेजें?',
  'Refund to MediBridge wallet (instant)': 'MediBridge वॉलेट में रिफ़ंड (तुरंत)',
  'Refund to original payment method (5–7 working days)':
    'जिस तरीके से भुगतान किया था, उसी में रिफ़ंड (5–7 कामकाजी दिन)',
  'The {amount} paid from your wallet always goes back to your wallet.':
    'वॉलेट से दिए गए {amount} हमेशा आपके वॉलेट में ही वापस आते हैं।',
  '{amount} will reach your original payment method in 5–7 working days.':
    '{amount} 5–7 कामकाजी दिनों में आपके भुगतान के मूल तरीके में पहुँच जाएँगे।',
  '{amount} is back in your wallet.': '{amount} आपके वॉलेट में वापस आ गए हैं।',
  'This booking was paid from your wallet, so {amount} is back in your wallet.':
    'यह बुकिंग आपके वॉलेट से भरी गई थी, इसलिए {amount} आपके वॉलेट में वापस आ गए हैं।',
  'This payment cannot be refunded to its original method, so {amount} is back in your wallet.':
    'यह भुगतान उसके मूल तरीके में वापस नहीं भेजा जा सकता, इसलिए {amount} आपके वॉलेट में वापस आ गए हैं।',
  'Yes, cancel': 'हाँ, रद्द करें',
  'Keep it': 'रहने दें',
  'Call for {number}': '{number} के लिए कॉल करें',

  // Invoice
  Invoice: 'बिल',
  'GSTIN: to be issued (placeholder)': 'GSTIN: जारी होना बाकी (अस्थायी)',
  'Booking status': 'बुकिंग की स्थिति',
  Description: 'विवरण',
  'From your wallet': 'आपके वॉलेट से',
  Subtotal: 'उप-योग',
  VAT: 'वैट',
  Total: 'कुल',
  Documents: 'दस्तावेज़',
  'Doctor prescription': 'डॉक्टर का प्रिस्क्रिप्शन',
  'Follow-up prescription': 'फ़ॉलो-अप प्रिस्क्रिप्शन',
  'Your prescription': 'आपका प्रिस्क्रिप्शन',
  'Download PDF': 'PDF डाउनलोड करें',

  // Follow-up
  'Your follow-up': 'आपका फ़ॉलो-अप',
  'Sent on {date}': '{date} को भेजा गया',
  'Your document': 'आपका दस्तावेज़',
  'The doctor has not answered yet. You will get an SMS when they do.':
    'डॉक्टर ने अभी जवाब नहीं दिया है। जवाब आने पर आपको SMS मिलेगा।',
  'Send a follow-up': 'फ़ॉलो-अप भेजें',
  'Report or document': 'रिपोर्ट या दस्तावेज़',
  'Message for the doctor': 'डॉक्टर के लिए संदेश',
  Submit: 'भेजें',
  'More reports': 'और रिपोर्ट',
  'Add more reports': 'और रिपोर्ट जोड़ें',
  'Report {number}': 'रिपोर्ट {number}',
  'Remarks (optional)': 'टिप्पणी (वैकल्पिक)',
  'Send reports': 'रिपोर्ट भेजें',
  'Documents you sent': 'आपके भेजे गए दस्तावेज़',
  'Follow-up document': 'फ़ॉलो-अप दस्तावेज़',
  Report: 'रिपोर्ट',
  'You can send a follow-up once the doctor has completed your consultation. Please come back then.':
    'डॉक्टर के आपका परामर्श पूरा करने के बाद ही आप फ़ॉलो-अप भेज सकते हैं। कृपया तब वापस आएँ।',
  'Your follow-up could not be sent. Please try again.':
    'आपका फ़ॉलो-अप नहीं भेजा जा सका। कृपया फिर से कोशिश करें।',
  'Your reports could not be sent. Please try again.':
    'आपकी रिपोर्ट नहीं भेजी जा सकीं। कृपया फिर से कोशिश करें।',

  // Wallet
  'My Wallet': 'मेरा वॉलेट',
  'Refunds and bonuses arrive here at once.': 'रिफ़ंड और बोनस तुरंत यहाँ आते हैं।',
  'Wallet balance': 'वॉलेट बैलेंस',
  'Wallet history': 'वॉलेट का हिसाब',
  'No wallet activity yet.': 'वॉलेट में अभी कोई लेन-देन नहीं।',
  'Referral bonus': 'रेफ़रल बोनस',
  'Used for consultation': 'परामर्श में इस्तेमाल',
  'Returned: booking not paid': 'वापस: बुकिंग का भुगतान नहीं हुआ',
  'Refund: consultation cancelled': 'रिफ़ंड: परामर्श रद्द हुआ',
  'Payment received after the booking expired': 'बुकिंग की समय-सीमा के बाद मिला भुगतान',
  'Refund to your payment method failed: credited here':
    'भुगतान के तरीके में रिफ़ंड नहीं हो सका: यहाँ जमा किया गया',
  'Wallet credit': 'वॉलेट में जमा',
  'Wallet debit': 'वॉलेट से खर्च',
  'Balance {amount}': 'बैलेंस {amount}',

  // Make Payment
  'Make Payment': 'भुगतान करें',
  'Pay for a service agreed with our team.': 'हमारी टीम के साथ तय की गई सेवा का भुगतान करें।',
  Service: 'सेवा',
  'Select Service': 'सेवा चुनें',
  Ambulance: 'एम्बुलेंस',
  Hospitalization: 'अस्पताल में भर्ती',
  'Home care': 'घर पर देखभाल',
  'Doctor at home': 'घर पर डॉक्टर',
  Nurses: 'नर्स',
  Remarks: 'टिप्पणी',
  'Please enter your name.': 'कृपया अपना नाम डालें।',
  'Please choose a service.': 'कृपया सेवा चुनें।',
  'Please enter the amount.': 'कृपया राशि डालें।',
  'Please enter the amount in rupees, e.g. 1500 or 1500.50.':
    'कृपया राशि रुपयों में डालें, जैसे 1500 या 1500.50।',
  'The amount must be at least ₹1.': 'राशि कम से कम ₹1 होनी चाहिए।',
  'The amount can be at most ₹5,00,000.': 'राशि ज़्यादा से ज़्यादा ₹5,00,000 हो सकती है।',
  'Please write your remarks.': 'कृपया अपनी टिप्पणी लिखें।',

  // Service payment status
  Reference: 'संदर्भ',
  'Payment received': 'भुगतान मिल गया',
  'Our team will call you about the service.': 'सेवा के बारे में हमारी टीम आपको कॉल करेगी।',
  'No money was taken.': 'कोई पैसा नहीं कटा।',
  'This payment expired': 'इस भुगतान की समय-सीमा खत्म हो गई',
  'Make another payment': 'दूसरा भुगतान करें',
  'We could not open this payment': 'यह भुगतान खोला नहीं जा सका',
} as const;

export default hi;
