/** Hindi of the enquiry screens (docs/decisions/0017): English text → Hindi. */
const hi = {
  // Forms and modals
  Address: 'पता',
  Age: 'उम्र',
  'Ambulance type': 'एम्बुलेंस का प्रकार',
  'Book FREE Consultation Now': 'अभी मुफ़्त परामर्श बुक करें',
  'Book Free Consultation': 'मुफ़्त परामर्श बुक करें',
  'Book Home Care': 'घर पर देखभाल बुक करें',
  'Book Your FREE Consultation Now': 'अपना मुफ़्त परामर्श अभी बुक करें',
  'Book a lab test instead': 'इसके बजाय लैब टेस्ट बुक करें',
  'Book an Ambulance': 'एम्बुलेंस बुक करें',
  'Booked through our lab partner.': 'हमारे लैब पार्टनर के ज़रिए बुक होता है।',
  Call: 'कॉल करें',
  'Choose a service': 'कोई सेवा चुनें',
  'Choose your city': 'अपना शहर चुनें',
  'Cities could not be loaded': 'शहरों की सूची लोड नहीं हो सकी',
  City: 'शहर',
  'Contact details': 'संपर्क विवरण',
  'Doctors, nurses, physiotherapists or an ICU setup at home. Tell us what you need and our care team will call you to plan the visits.':
    'घर पर डॉक्टर, नर्स, फ़िज़ियोथेरेपिस्ट या ICU सेटअप। बताइए आपको क्या चाहिए, हमारी केयर टीम आपको कॉल करके विज़िट की योजना बनाएगी।',
  Email: 'ईमेल',
  'Enquiry form': 'पूछताछ फ़ॉर्म',
  'First name': 'पहला नाम',
  'Get My Free Quote': 'मेरा मुफ़्त कोटेशन पाएँ',
  'Home care service': 'घर पर देखभाल की सेवा',
  Hospital: 'अस्पताल',
  Hours: 'समय',
  'How can we help? (optional)': 'हम कैसे मदद करें? (वैकल्पिक)',
  'Lab Tests': 'लैब टेस्ट',
  'Lab test booking with our lab partner': 'हमारे लैब पार्टनर के साथ लैब टेस्ट बुकिंग',
  'Last name': 'उपनाम',
  'Leave your details and we will get you quotes from hospitals for the package, and call you to talk them through — free of charge.':
    'अपना विवरण छोड़ें — हम अस्पतालों से इस पैकेज के कोटेशन मँगवाएँगे और आपको कॉल करके समझाएँगे, बिना किसी शुल्क के।',
  'Leave your details and we will get you this hospital’s quote for the package, and call you to talk it through — free of charge.':
    'अपना विवरण छोड़ें — हम इस अस्पताल से इस पैकेज का कोटेशन मँगवाएँगे और आपको कॉल करके समझाएँगे, बिना किसी शुल्क के।',
  'Loading cities…': 'शहर लोड हो रहे हैं…',
  'Loading the enquiry form…': 'पूछताछ फ़ॉर्म लोड हो रहा है…',
  'Mobile number': 'मोबाइल नंबर',
  Nationality: 'राष्ट्रीयता',
  'No treatment matches that name': 'इस नाम से कोई इलाज नहीं मिला',
  'Open in a new tab': 'नए टैब में खोलें',
  'Ordering medicines from this screen is not open yet. Our care team can still help you get a prescription filled today — call us and we will arrange it with a partner pharmacy near you.':
    'इस स्क्रीन से दवाइयाँ मँगाना अभी शुरू नहीं हुआ है। हमारी केयर टीम आज ही आपकी पर्ची की दवाइयाँ दिलाने में मदद कर सकती है — हमें कॉल करें, हम आपके पास की किसी पार्टनर फ़ार्मेसी से इंतज़ाम कर देंगे।',
  Package: 'पैकेज',
  'Passport number': 'पासपोर्ट नंबर',
  'Patient name': 'मरीज़ का नाम',
  'Patient’s gender': 'मरीज़ का लिंग',
  'Pharmacy is coming soon': 'फ़ार्मेसी जल्द आ रही है',
  Phone: 'फ़ोन',
  'Pick-up, destination and patient’s condition': 'कहाँ से लेना है, कहाँ ले जाना है और मरीज़ की हालत',
  Procedure: 'प्रोसीजर',
  'Quick ambulance request': 'झटपट एम्बुलेंस अनुरोध',
  'Quick home-care request': 'झटपट होम-केयर अनुरोध',
  'Request Ambulance': 'एम्बुलेंस का अनुरोध करें',
  'Request Home Care': 'घर पर देखभाल का अनुरोध करें',
  'Request a Call Back': 'कॉल बैक का अनुरोध करें',
  'Send an enquiry': 'पूछताछ भेजें',
  'Sending your request…': 'आपका अनुरोध भेजा जा रहा है…',
  Service: 'सेवा',
  'Tell us where you are and what kind of ambulance you need. Our team will call you back to arrange it. In a life-threatening emergency, call 108 first.':
    'बताइए आप कहाँ हैं और कैसी एम्बुलेंस चाहिए। हमारी टीम आपको कॉल करके इंतज़ाम करेगी। जान को ख़तरा हो तो पहले 108 पर कॉल करें।',
  'Tell us who needs care and for what. A MediBridge care advisor will call you to explain the treatment, the right hospitals and the costs — free of charge.':
    'बताइए किसे और किस लिए इलाज चाहिए। MediBridge का केयर सलाहकार आपको कॉल करके इलाज, सही अस्पताल और खर्च समझाएगा — बिना किसी शुल्क के।',
  'Type at least 2 letters': 'कम से कम 2 अक्षर लिखें',
  'Type your city': 'अपना शहर लिखें',
  'Up to 70% off on lab tests, with free home sample collection. Choose your tests and a time below.':
    'लैब टेस्ट पर 70% तक की छूट, घर से मुफ़्त सैंपल कलेक्शन के साथ। नीचे अपने टेस्ट और समय चुनें।',
  'We couldn’t search treatments just now. Please try again.': 'अभी इलाज खोजे नहीं जा सके। कृपया फिर से कोशिश करें।',
  'We don’t list hospitals in that city yet': 'उस शहर के अस्पताल अभी हमारी सूची में नहीं हैं',
  'Website (leave empty)': 'वेबसाइट (खाली छोड़ें)',
  'Where the service is needed': 'सेवा कहाँ चाहिए',
  'Your name and mobile number are filled in for you and shared with our lab partner.':
    'आपका नाम और मोबाइल नंबर अपने-आप भर दिए गए हैं और हमारे लैब पार्टनर के साथ साझा किए जाते हैं।',
  'e.g. Knee replacement': 'जैसे घुटना प्रत्यारोपण',
  '{title} services': '{title} सेवाएँ',

  // Service pages: steps
  'How a booking works': 'बुकिंग कैसे होती है',
  'Send the form or call us. A coordinator calls you back, usually within 15 minutes.':
    'फ़ॉर्म भेजें या हमें कॉल करें। एक कोऑर्डिनेटर आपको आमतौर पर 15 मिनट के भीतर वापस कॉल करता है।',
  'We confirm pick-up, destination, the patient’s condition and the crew needed, and quote the full cost before dispatch.':
    'हम पिक-अप, मंज़िल, मरीज़ की हालत और ज़रूरी स्टाफ़ की पुष्टि करते हैं, और गाड़ी भेजने से पहले पूरा खर्च बता देते हैं।',
  'You get the driver’s and crew’s names and numbers by SMS, and can track the vehicle by phone.':
    'ड्राइवर और स्टाफ़ के नाम और नंबर आपको SMS से मिलते हैं, और आप फ़ोन पर गाड़ी की जानकारी ले सकते हैं।',
  'In a life-threatening emergency, call 108 first — then us for onward transfer.':
    'जान को ख़तरा हो तो पहले 108 पर कॉल करें — फिर आगे की ट्रांसफ़र के लिए हमें।',
  'Send the form or call us. A coordinator calls you back, usually within 15 minutes, at any hour.':
    'फ़ॉर्म भेजें या हमें कॉल करें। एक कोऑर्डिनेटर किसी भी समय, आमतौर पर 15 मिनट के भीतर वापस कॉल करता है।',
  'We confirm the pick-up place, the destination, the documents in hand and any timing or ritual needs, and quote the full cost before dispatch.':
    'हम पिक-अप की जगह, मंज़िल, साथ के काग़ज़ात और समय या रीति-रिवाज़ से जुड़ी ज़रूरतों की पुष्टि करते हैं, और गाड़ी भेजने से पहले पूरा खर्च बता देते हैं।',
  'You get the driver’s and crew’s names and numbers by SMS, and one coordinator stays in touch until the journey ends.':
    'ड्राइवर और स्टाफ़ के नाम और नंबर आपको SMS से मिलते हैं, और सफ़र पूरा होने तक एक कोऑर्डिनेटर आपके संपर्क में रहता है।',
  'How it works': 'यह कैसे काम करता है',
  'Tell us who needs care, where, and what the treating doctor advised.':
    'बताइए किसे देखभाल चाहिए, कहाँ, और इलाज करने वाले डॉक्टर ने क्या सलाह दी है।',
  'A care coordinator calls you to plan the visits and shares the cost before anything starts.':
    'एक केयर कोऑर्डिनेटर आपको कॉल करके विज़िट की योजना बनाता है और कुछ भी शुरू होने से पहले खर्च बता देता है।',
  'Verified, registered professionals visit at the agreed times; you can change or stop the plan any day.':
    'सत्यापित, रजिस्टर्ड विशेषज्ञ तय समय पर आते हैं; आप किसी भी दिन योजना बदल या रोक सकते हैं।',

  // Ambulance pages
  'Air Ambulance': 'एयर एम्बुलेंस',
  'Bed-to-bed transfer by air for critically ill patients who must reach a distant hospital fast — within India or abroad.':
    'गंभीर रूप से बीमार मरीज़ों के लिए हवाई रास्ते से बेड-से-बेड ट्रांसफ़र, जिन्हें दूर के अस्पताल जल्दी पहुँचना हो — भारत में या विदेश में।',
  'What is included': 'इसमें क्या शामिल है',
  'Chartered air ambulance or a stretcher on a scheduled flight, whichever the patient’s condition allows.':
    'चार्टर्ड एयर एम्बुलेंस या नियमित उड़ान में स्ट्रेचर — जो भी मरीज़ की हालत के हिसाब से संभव हो।',
  'An ICU-trained doctor and paramedic on board with ventilator, monitor, defibrillator, infusion pumps and oxygen.':
    'वेंटिलेटर, मॉनिटर, डिफ़िब्रिलेटर, इन्फ़्यूज़न पंप और ऑक्सीजन के साथ ICU-प्रशिक्षित डॉक्टर और पैरामेडिक साथ रहते हैं।',
  'Road ambulances at both ends, and help with airport and hospital paperwork.':
    'दोनों तरफ़ सड़क एम्बुलेंस, और एयरपोर्ट व अस्पताल की काग़ज़ी कार्रवाई में मदद।',
  'Ambulance with ICU': 'ICU वाली एम्बुलेंस',
  'An advanced life support (ALS) ambulance — an ICU on wheels — for patients who need monitoring or ventilation on the way.':
    'एडवांस्ड लाइफ़ सपोर्ट (ALS) एम्बुलेंस — पहियों पर ICU — उन मरीज़ों के लिए जिन्हें रास्ते में निगरानी या वेंटिलेशन चाहिए।',
  'Ventilator, multi-parameter monitor, defibrillator, suction, syringe pumps and piped oxygen.':
    'वेंटिलेटर, मल्टी-पैरामीटर मॉनिटर, डिफ़िब्रिलेटर, सक्शन, सिरिंज पंप और पाइप्ड ऑक्सीजन।',
  'A trained paramedic on every trip; an ICU doctor when the patient’s condition needs one.':
    'हर ट्रिप में प्रशिक्षित पैरामेडिक; मरीज़ की हालत के हिसाब से ज़रूरत हो तो ICU डॉक्टर भी।',
  'Inter-hospital transfers, discharge to home and long-distance road transfers.':
    'एक अस्पताल से दूसरे अस्पताल, डिस्चार्ज होकर घर, और लंबी दूरी के सड़क ट्रांसफ़र।',
  'Ambulance with Doctor': 'डॉक्टर के साथ एम्बुलेंस',
  'A doctor travels with the patient, so treatment can start — and decisions can be made — before you reach the hospital.':
    'डॉक्टर मरीज़ के साथ चलते हैं, ताकि अस्पताल पहुँचने से पहले ही इलाज शुरू हो सके और ज़रूरी फ़ैसले लिए जा सकें।',
  'When to choose it': 'इसे कब चुनें',
  'Chest pain, breathlessness, a recent stroke or seizure, or an unstable patient being moved between hospitals.':
    'सीने में दर्द, साँस फूलना, हाल ही में स्ट्रोक या दौरा, या अस्थिर मरीज़ को एक अस्पताल से दूसरे में ले जाना।',
  'Long journeys where the patient’s condition may change on the way.':
    'लंबे सफ़र, जिनमें रास्ते में मरीज़ की हालत बदल सकती है।',
  'The doctor hands over to the receiving team with notes of everything given on the journey.':
    'डॉक्टर सफ़र में दी गई हर दवा और इलाज के नोट्स के साथ मरीज़ को अस्पताल की टीम को सौंपते हैं।',
  'Ambulance with Nurse': 'नर्स के साथ एम्बुलेंस',
  'A trained nurse accompanies stable patients who still need care on the way — drips, oxygen, catheters or wound care.':
    'प्रशिक्षित नर्स उन स्थिर मरीज़ों के साथ जाती है जिन्हें रास्ते में देखभाल चाहिए — ड्रिप, ऑक्सीजन, कैथेटर या घाव की देखभाल।',
  'Discharge from hospital to home, or a planned transfer for dialysis, scans or chemotherapy.':
    'अस्पताल से डिस्चार्ज होकर घर जाना, या डायलिसिस, स्कैन या कीमोथेरेपी के लिए तय ट्रांसफ़र।',
  'Elderly or bed-bound patients who need help with positioning, feeding or medicines during the trip.':
    'बुज़ुर्ग या बिस्तर पर रहने वाले मरीज़ जिन्हें सफ़र में करवट, खाना खिलाने या दवाइयों में मदद चाहिए।',
  'The nurse keeps the patient comfortable and watches vital signs all the way.':
    'नर्स पूरे रास्ते मरीज़ को आराम से रखती है और उसकी नब्ज़, साँस और ब्लड प्रेशर पर नज़र रखती है।',
  'Ambulance for Dead Body': 'शव वाहन एम्बुलेंस',
  'A dignified, quiet transfer of a loved one — from hospital or home to your home town, a crematorium or a burial ground.':
    'अपने प्रियजन को सम्मान और शांति के साथ ले जाना — अस्पताल या घर से आपके गृहनगर, श्मशान घाट या कब्रिस्तान तक।',
  'What we take care of': 'हम किन बातों का ध्यान रखते हैं',
  'A freezer-box van for long distances, with a trained, respectful crew.':
    'लंबी दूरी के लिए फ़्रीज़र-बॉक्स वैन, प्रशिक्षित और सम्मानजनक स्टाफ़ के साथ।',
  'Help with the documents needed: death certificate, hospital release and, where needed, police clearance.':
    'ज़रूरी काग़ज़ात में मदद: मृत्यु प्रमाणपत्र, अस्पताल से रिलीज़ और ज़रूरत हो तो पुलिस क्लीयरेंस।',
  'Inter-state and airport transfers, including embalming and coffin arrangements when travel requires them.':
    'एक राज्य से दूसरे राज्य और एयरपोर्ट तक ट्रांसफ़र, और सफ़र के लिए ज़रूरी हो तो लेपन (एम्बामिंग) और ताबूत का इंतज़ाम।',
  'Gender of the deceased': 'मृतक का लिंग',
  'Pick-up, destination and when you need the van': 'कहाँ से लेना है, कहाँ ले जाना है और वैन कब चाहिए',

  // Home care pages
  'Doctor at Home': 'घर पर डॉक्टर',
  'A qualified doctor visits you at home — for elderly parents, patients just back from hospital, or anyone who should not travel.':
    'योग्य डॉक्टर आपके घर आते हैं — बुज़ुर्ग माता-पिता, अस्पताल से हाल ही में लौटे मरीज़ों, या उन सबके लिए जिन्हें सफ़र नहीं करना चाहिए।',
  'What the visit covers': 'विज़िट में क्या शामिल है',
  'Examination, diagnosis and a prescription, with a written summary you can share with your specialist.':
    'जाँच, निदान और पर्ची, साथ में लिखित सारांश जिसे आप अपने विशेषज्ञ को दिखा सकते हैं।',
  'Follow-up after surgery or discharge: wound checks, medicine review and dressing advice.':
    'सर्जरी या डिस्चार्ज के बाद फ़ॉलो-अप: घाव की जाँच, दवाइयों की समीक्षा और ड्रेसिंग की सलाह।',
  'Blood samples collected at the same visit when tests are needed.':
    'टेस्ट की ज़रूरत हो तो उसी विज़िट में ब्लड सैंपल ले लिया जाता है।',
  'Nurse at Home': 'घर पर नर्स',
  'Registered nurses for care at home — from a single injection to round-the-clock support after a hospital stay.':
    'घर पर देखभाल के लिए रजिस्टर्ड नर्स — एक इंजेक्शन से लेकर अस्पताल से लौटने के बाद चौबीसों घंटे की मदद तक।',
  'Care plans': 'देखभाल की योजनाएँ',
  'Short-term visits of 1–4 hours: injections, IV drips, dressings, catheter and feeding-tube care.':
    '1–4 घंटे की छोटी विज़िट: इंजेक्शन, IV ड्रिप, ड्रेसिंग, कैथेटर और फ़ीडिंग-ट्यूब की देखभाल।',
  'Long-term shifts of 12–24 hours for bed-bound, post-operative or elderly patients.':
    'बिस्तर पर रहने वाले, ऑपरेशन के बाद के या बुज़ुर्ग मरीज़ों के लिए 12–24 घंटे की लंबी शिफ़्ट।',
  'Vital signs recorded at every visit and shared with your doctor.':
    'हर विज़िट में नब्ज़, ब्लड प्रेशर जैसे ज़रूरी संकेत दर्ज किए जाते हैं और आपके डॉक्टर को भेजे जाते हैं।',
  'Physiotherapist at Home': 'घर पर फ़िज़ियोथेरेपिस्ट',
  'Recover movement and strength at home after surgery, a stroke or an injury, with a licensed physiotherapist.':
    'सर्जरी, स्ट्रोक या चोट के बाद लाइसेंसशुदा फ़िज़ियोथेरेपिस्ट के साथ घर पर ही चलना-फिरना और ताक़त वापस पाएँ।',
  Sessions: 'सेशन',
  'Each session lasts about 30 minutes, or up to one hour depending on the plan.':
    'हर सेशन लगभग 30 मिनट का होता है, या योजना के हिसाब से एक घंटे तक।',
  'Rehabilitation after knee or hip replacement, spine surgery, fractures and strokes.':
    'घुटना या कूल्हा प्रत्यारोपण, रीढ़ की सर्जरी, फ़्रैक्चर और स्ट्रोक के बाद रिहैबिलिटेशन।',
  'Relief for back and neck pain, arthritis and sports injuries, with exercises you can keep doing between visits.':
    'कमर और गर्दन के दर्द, गठिया और खेल की चोटों में राहत, ऐसे व्यायामों के साथ जो आप विज़िट के बीच भी करते रहें।',
  'ICU Setup at Home': 'घर पर ICU सेटअप',
  'Critical care equipment and trained staff at home, for long-term patients whose doctors advise care outside the hospital.':
    'लंबे समय के उन मरीज़ों के लिए घर पर क्रिटिकल केयर उपकरण और प्रशिक्षित स्टाफ़, जिन्हें डॉक्टर अस्पताल से बाहर देखभाल की सलाह देते हैं।',
  'What we set up': 'हम क्या लगाते हैं',
  'ICU bed, ventilator or BiPAP, oxygen concentrator, monitor, suction and infusion pumps — installed and tested.':
    'ICU बेड, वेंटिलेटर या BiPAP, ऑक्सीजन कॉन्सेंट्रेटर, मॉनिटर, सक्शन और इन्फ़्यूज़न पंप — लगाकर और जाँचकर।',
  'ICU-trained nurses in 12- or 24-hour shifts, with regular visits by a critical-care doctor.':
    '12 या 24 घंटे की शिफ़्ट में ICU-प्रशिक्षित नर्सें, और क्रिटिकल-केयर डॉक्टर की नियमित विज़िट।',
  'Equipment serviced on call, and a clear plan with the hospital for emergencies.':
    'एक कॉल पर उपकरणों की सर्विस, और इमरजेंसी के लिए अस्पताल के साथ साफ़ योजना।',

  // Other enquiry pages
  'What happens after you send the form': 'फ़ॉर्म भेजने के बाद क्या होता है',
  'A MediBridge care advisor calls you back, usually the same working day.':
    'MediBridge का केयर सलाहकार आपको आमतौर पर उसी कामकाजी दिन वापस कॉल करता है।',
  'We explain the options, the hospitals or clinics near you and the full cost — before you commit to anything.':
    'हम आपको विकल्प, आपके पास के अस्पताल या क्लिनिक और पूरा खर्च समझाते हैं — आपके कोई फ़ैसला लेने से पहले।',
  'Our advice and coordination are free; you pay the hospital or clinic only for the treatment you choose.':
    'हमारी सलाह और तालमेल मुफ़्त है; आप अस्पताल या क्लिनिक को केवल अपने चुने हुए इलाज का भुगतान करते हैं।',
  Dentistry: 'दंत चिकित्सा',
  'Find a trusted dental clinic near you — for a check-up, a painful tooth or a new smile — with the cost agreed before treatment.':
    'अपने पास का भरोसेमंद डेंटल क्लिनिक खोजें — जाँच, दर्द वाले दाँत या नई मुस्कान के लिए — इलाज से पहले खर्च तय करके।',
  'Root canal treatment': 'रूट कैनाल ट्रीटमेंट',
  'Saves an infected tooth and ends the pain, usually in one or two sittings.':
    'संक्रमित दाँत को बचाता है और दर्द ख़त्म करता है, आमतौर पर एक या दो बार में।',
  'Dental implants': 'डेंटल इम्प्लांट',
  'A titanium root and a natural-looking crown to replace a missing tooth for good.':
    'टूटे या निकले दाँत की जगह हमेशा के लिए टाइटेनियम की जड़ और असली जैसा दिखने वाला क्राउन।',
  'Braces and aligners': 'ब्रेसेस और एलाइनर',
  'Metal, ceramic or clear aligners to straighten teeth at any age.':
    'किसी भी उम्र में दाँत सीधे करने के लिए मेटल, सिरेमिक या पारदर्शी एलाइनर।',
  'Crowns and bridges': 'क्राउन और ब्रिज',
  'Protect a weak tooth or fill a gap with a fixed, tooth-coloured crown or bridge.':
    'दाँत के रंग के फ़िक्स्ड क्राउन या ब्रिज से कमज़ोर दाँत को बचाएँ या ख़ाली जगह भरें।',
  'Scaling and cleaning': 'स्केलिंग और सफ़ाई',
  'Removes tartar and stains and keeps gums healthy; advised every six months.':
    'टार्टर और दाग़ हटाती है और मसूड़ों को स्वस्थ रखती है; हर छह महीने में करवाने की सलाह दी जाती है।',
  Dentures: 'डेंचर (नकली दाँत)',
  'Full or partial, removable or implant-supported, made to fit comfortably.':
    'पूरे या आंशिक, निकालने वाले या इम्प्लांट पर टिके, आराम से फ़िट होने के लिए बनाए गए।',
  'Tooth extraction': 'दाँत निकालना',
  'Including wisdom teeth, done under local anaesthesia with aftercare advice.':
    'अक़्ल दाढ़ समेत, लोकल एनेस्थीसिया में, बाद की देखभाल की सलाह के साथ।',
  'Smile design and whitening': 'स्माइल डिज़ाइन और दाँत सफ़ेद करना',
  'Veneers, bonding and whitening for a brighter, even smile.':
    'चमकदार और एक जैसी मुस्कान के लिए विनियर, बॉन्डिंग और व्हाइटनिंग।',
  'Transition Care Centre': 'ट्रांज़िशन केयर सेंटर',
  'A safe step between hospital and home: round-the-clock medical care and rehabilitation for patients who are out of danger but not yet ready to go home.':
    'अस्पताल और घर के बीच एक सुरक्षित पड़ाव: उन मरीज़ों के लिए चौबीसों घंटे चिकित्सा देखभाल और रिहैबिलिटेशन, जो ख़तरे से बाहर हैं पर अभी घर जाने के लिए तैयार नहीं।',
  'Doctors on call, nurses 24×7': 'कॉल पर डॉक्टर, 24×7 नर्स',
  'Daily doctor rounds and trained nurses at every hour of the day and night.':
    'रोज़ डॉक्टर का राउंड और दिन-रात हर घंटे प्रशिक्षित नर्सें।',
  'Rehabilitation every day': 'रोज़ रिहैबिलिटेशन',
  'Physiotherapy, occupational and speech therapy after a stroke, surgery or long ICU stay.':
    'स्ट्रोक, सर्जरी या लंबे ICU प्रवास के बाद फ़िज़ियोथेरेपी, ऑक्यूपेशनल और स्पीच थेरेपी।',
  'Post-surgery recovery': 'सर्जरी के बाद रिकवरी',
  'Wound care, drains, pain control and mobility after orthopaedic, cardiac or cancer surgery.':
    'हड्डी, दिल या कैंसर की सर्जरी के बाद घाव की देखभाल, ड्रेन, दर्द पर नियंत्रण और चलना-फिरना।',
  'Long-term and palliative care': 'लंबी अवधि और पैलिएटिव देखभाल',
  'Comfort-focused care for chronic illness, with dignity and family involvement.':
    'लंबी बीमारी में आराम पर केंद्रित देखभाल, सम्मान के साथ और परिवार को साथ रखकर।',
  'Diet and medicines managed': 'खान-पान और दवाइयों का प्रबंधन',
  'Meals planned by a dietitian and every dose given and recorded on time.':
    'डाइटीशियन द्वारा तय भोजन, और दवा की हर ख़ुराक समय पर देना और दर्ज करना।',
  'Lower cost than a hospital bed': 'अस्पताल के बेड से कम खर्च',
  'Hospital-grade care for recovery, typically at a fraction of the daily ward cost.':
    'रिकवरी के लिए अस्पताल जैसी देखभाल, आमतौर पर वार्ड के रोज़ के खर्च के एक हिस्से में।',
  'International Patients': 'अंतरराष्ट्रीय मरीज़',
  'Coming to India for treatment? We plan the whole journey with you — from the first medical opinion to your flight home.':
    'इलाज के लिए भारत आ रहे हैं? हम आपके साथ पूरी यात्रा की योजना बनाते हैं — पहली मेडिकल राय से लेकर घर वापसी की उड़ान तक।',
  'Before you travel': 'यात्रा से पहले',
  'Free review of your reports and an opinion from specialists at accredited hospitals.':
    'आपकी रिपोर्ट की मुफ़्त समीक्षा और मान्यता-प्राप्त अस्पतालों के विशेषज्ञों की राय।',
  'A written treatment plan with the estimated cost and length of stay.':
    'अनुमानित खर्च और रुकने की अवधि के साथ लिखित इलाज योजना।',
  'Medical visa invitation letter from the hospital, and help with the visa application.':
    'अस्पताल से मेडिकल वीज़ा का निमंत्रण पत्र, और वीज़ा आवेदन में मदद।',
  'Airport pick-up, and a hotel or guest house near the hospital for your attendants.':
    'एयरपोर्ट से पिक-अप, और आपके साथ आए लोगों के लिए अस्पताल के पास होटल या गेस्ट हाउस।',
  'In the hospital': 'अस्पताल में',
  'A dedicated coordinator who meets you on arrival and stays in touch every day.':
    'एक समर्पित कोऑर्डिनेटर जो पहुँचने पर आपसे मिलता है और रोज़ संपर्क में रहता है।',
  'Interpreters for Arabic, French, Russian, Swahili, Bengali and other languages.':
    'अरबी, फ़्रेंच, रूसी, स्वाहिली, बांग्ला और दूसरी भाषाओं के दुभाषिए।',
  'Help with admission, payments, currency exchange and a local SIM card.':
    'भर्ती, भुगतान, मुद्रा विनिमय और लोकल SIM कार्ड में मदद।',
  'Regular updates to your family back home.': 'घर पर आपके परिवार को नियमित जानकारी।',
  'After discharge': 'डिस्चार्ज के बाद',
  'Discharge summary and all reports in English, ready for your doctor at home.':
    'डिस्चार्ज सारांश और सभी रिपोर्ट अंग्रेज़ी में, आपके देश के डॉक्टर के लिए तैयार।',
  'Follow-up consultations by video with your treating doctor.':
    'इलाज करने वाले डॉक्टर के साथ वीडियो पर फ़ॉलो-अप परामर्श।',
  'Medicines for the journey and advice on when it is safe to fly.':
    'सफ़र के लिए दवाइयाँ और यह सलाह कि उड़ान भरना कब सुरक्षित है।',
  'Travel and stay': 'यात्रा और ठहरना',
  'Flight and visa extension help if your stay has to be longer.':
    'अगर ज़्यादा दिन रुकना पड़े तो उड़ान और वीज़ा बढ़वाने में मदद।',
  'Wheelchair, stretcher or air ambulance transfers when needed.':
    'ज़रूरत हो तो व्हीलचेयर, स्ट्रेचर या एयर एम्बुलेंस से ट्रांसफ़र।',
  'Sightseeing and local help for attendants during the recovery period.':
    'रिकवरी के दौरान साथ आए लोगों के लिए घूमने-फिरने और स्थानीय मदद।',
  'Get My Treatment Plan': 'मेरी इलाज योजना पाएँ',
  'Contact Us': 'संपर्क करें',
  'Questions about a treatment, a quote, a booking or a payment? Talk to a real person on our care team.':
    'इलाज, कोटेशन, बुकिंग या भुगतान के बारे में सवाल हैं? हमारी केयर टीम के किसी असली इंसान से बात करें।',
  'We can help with': 'हम इनमें मदद कर सकते हैं',
  'Choosing a hospital and comparing treatment package quotes.':
    'अस्पताल चुनना और इलाज के पैकेज के कोटेशन की तुलना करना।',
  'Appointments, doctor consultations and follow-ups.': 'अपॉइंटमेंट, डॉक्टर से परामर्श और फ़ॉलो-अप।',
  'Ambulance, home care, pharmacy and lab test bookings.': 'एम्बुलेंस, घर पर देखभाल, फ़ार्मेसी और लैब टेस्ट की बुकिंग।',
  'Payments, refunds and your MediBridge wallet.': 'भुगतान, रिफ़ंड और आपका MediBridge वॉलेट।',
  'Send Message': 'संदेश भेजें',
  'Hospitalization Assistance': 'अस्पताल में भर्ती के लिए सहायता',
  'A planned surgery or a sudden admission — we help you find the right hospital, get the cost in writing and handle the paperwork.':
    'तय सर्जरी हो या अचानक भर्ती — हम सही अस्पताल खोजने, खर्च लिखित में पाने और काग़ज़ी कार्रवाई संभालने में मदद करते हैं।',
  'What we do for you': 'हम आपके लिए क्या करते हैं',
  'Suggest accredited hospitals near you for the treatment, with quotes to compare.':
    'इलाज के लिए आपके पास के मान्यता-प्राप्त अस्पताल सुझाते हैं, तुलना के लिए कोटेशन के साथ।',
  'Book the admission and the room type you want, and explain what the package includes.':
    'आपकी पसंद के कमरे के साथ भर्ती बुक करते हैं, और समझाते हैं कि पैकेज में क्या शामिल है।',
  'Help with cashless insurance approval and the documents the hospital needs.':
    'कैशलेस बीमा की मंज़ूरी और अस्पताल को चाहिए काग़ज़ात में मदद।',
  'Stay in touch through the stay, and help at discharge with bills and follow-up appointments.':
    'भर्ती के दौरान संपर्क में रहते हैं, और डिस्चार्ज के समय बिल और फ़ॉलो-अप अपॉइंटमेंट में मदद करते हैं।',
  'Request Assistance': 'सहायता का अनुरोध करें',
} as const;

export default hi;
