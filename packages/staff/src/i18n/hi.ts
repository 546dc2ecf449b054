/**
 * Hindi of the texts the staff console's screens share (docs/decisions/0017): English text → Hindi. Each screen's
 * own are in `hi-<screen>.ts`, loaded with it (docs/decisions/0032).
 */
const hi = {
  'Staff console': 'स्टाफ़ कंसोल',
  '← Staff console': '← स्टाफ़ कंसोल',
  'This area is for MediBridge staff': 'यह हिस्सा MediBridge स्टाफ़ के लिए है',
  'If you work at MediBridge, log in with your staff account.':
    'अगर आप MediBridge में काम करते हैं, तो अपने स्टाफ़ खाते से लॉग इन करें।',
  'Log in': 'लॉग इन करें',
  'Your staff account does not have the role this screen needs.':
    'आपके स्टाफ़ खाते के पास इस स्क्रीन के लिए ज़रूरी भूमिका नहीं है।',
  'Open the staff console': 'स्टाफ़ कंसोल खोलें',
  'There is no such staff screen.': 'स्टाफ़ कंसोल में ऐसी कोई स्क्रीन नहीं है।',
  'The staff console could not be loaded.': 'स्टाफ़ कंसोल लोड नहीं हो सका।',
  'Logged in as {name} ({roles})': '{name} के रूप में लॉग इन ({roles})',
  Doctor: 'डॉक्टर',
  Coordinator: 'कोऑर्डिनेटर',
  Pharmacist: 'फ़ार्मासिस्ट',
  Admin: 'एडमिन',
  'Enquiries inbox': 'पूछताछ इनबॉक्स',
  'Answer enquiries, change their status, export them.':
    'पूछताछ का जवाब दें, उनकी स्थिति बदलें, उन्हें एक्सपोर्ट करें।',
  'Appointments board': 'अपॉइंटमेंट बोर्ड',
  'Today’s and upcoming consultations of every department.': 'हर विभाग के आज के और आने वाले परामर्श।',
  'Audit log': 'ऑडिट लॉग',
  'Background jobs': 'बैकग्राउंड जॉब',
  'Security log': 'सुरक्षा लॉग',
  Grievances: 'शिकायतें',
  'Patients’ grievances, what is due first: answer and close them.':
    'मरीज़ों की शिकायतें, जिनकी बारी पहले है वे पहले: उनका उत्तर दें और उन्हें बंद करें।',
  'Logins, staff reads of patients’ records, exports, closed accounts; record a breach.':
    'लॉगिन, स्टाफ़ द्वारा मरीज़ों के रिकॉर्ड देखना, एक्सपोर्ट, बंद खाते; डेटा उल्लंघन दर्ज करें।',
  'Hospitals and prices': 'अस्पताल और क़ीमतें',
  'Edit hospitals, their package prices and pictures; offer or withdraw them.':
    'अस्पताल, उनके पैकेज की क़ीमतें और तस्वीरें बदलें; उन्हें उपलब्ध करें या हटाएँ।',
  'Catalogue import and export': 'कैटलॉग इम्पोर्ट और एक्सपोर्ट',
  'Packages and hospital prices as CSV: download, check a file for problems, import it all at once.':
    'पैकेज और अस्पतालों की क़ीमतें CSV में: डाउनलोड करें, फ़ाइल में समस्याएँ जाँचें, सब एक साथ इम्पोर्ट करें।',
  'Treatment packages': 'इलाज के पैकेज',
  'Edit packages, what they include, their pictures and price at each hospital.':
    'पैकेज, उनमें क्या शामिल है, उनकी तस्वीरें और हर अस्पताल में क़ीमत बदलें।',
  'Jobs that failed after their retries, and a way to run them again.':
    'वे जॉब जो दोबारा कोशिशों के बाद भी विफल रहे, और उन्हें फिर से चलाने का तरीका।',
  'Who did what, and when.': 'किसने क्या किया, और कब।',
  Messages: 'संदेश',
  'The texts and WhatsApp messages sent to a patient, and whether each reached the phone.':
    'मरीज़ को भेजे गए SMS और WhatsApp संदेश, और हर एक फ़ोन तक पहुँचा या नहीं।',
  'Staff and roles': 'स्टाफ़ और भूमिकाएँ',
  'Add staff, set their roles, disable and enable their accounts.':
    'स्टाफ़ जोड़ें, उनकी भूमिकाएँ तय करें, उनके अकाउंट बंद और चालू करें।',
  Medicines: 'दवाएँ',
  'Products, prices and stock; import and export the catalogue as CSV.':
    'उत्पाद, कीमतें और स्टॉक; सूची को CSV के रूप में इम्पोर्ट और एक्सपोर्ट करें।',
  'Payments and refunds': 'भुगतान और रिफ़ंड',
  'Find a payment, see its history, ask the gateway again, refund.':
    'भुगतान खोजें, उसका इतिहास देखें, गेटवे से फिर पूछें, रिफ़ंड करें।',
  'Daily settlement': 'दैनिक सेटलमेंट',
  'Paid, refunded, to wallet and net per day, with CSV.':
    'हर दिन का भुगतान, रिफ़ंड, वॉलेट और शुद्ध राशि, CSV के साथ।',
  'Pharmacy desk': 'फ़ार्मेसी डेस्क',
  'Schedule H1 register': 'शेड्यूल H1 रजिस्टर',
  'Every Schedule H1 medicine supplied: prescriber, patient, medicine and quantity; with CSV.':
    'दी गई हर शेड्यूल H1 दवा: लिखने वाले डॉक्टर, मरीज़, दवा और मात्रा; CSV के साथ।',
  'Check prescriptions, pack, dispatch and deliver orders.': 'पर्चे जाँचें, ऑर्डर पैक करें, भेजें और पहुँचाएँ।',
  'Doctor’s desk': 'डॉक्टर की डेस्क',
  'Your department’s consultations and e-prescriptions.': 'आपके विभाग के परामर्श और ई-पर्चे।',
  Pages: 'पेज',
  Previous: 'पिछला',
  Next: 'अगला',
  'Page {page} of {pages} ({total} in all)': 'पेज {page} / {pages} (कुल {total})',
  From: 'से',
  To: 'तक',
  Status: 'स्थिति',
  Mobile: 'मोबाइल',
  Message: 'संदेश',
  Age: 'उम्र',
  Patient: 'मरीज़',
  Departments: 'विभाग',
  'Fees, discounts, weekly hours and closures of each department.':
    'हर विभाग की फ़ीस, छूट, साप्ताहिक समय और बंदी।',
} as const;

export default hi;
