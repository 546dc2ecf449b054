/**
 * Hindi of the consultation call's pages (English text → Hindi), a catalogue of its own: it loads with the
 * call pages only, not with every booking screen (docs/decisions/0028).
 */
const hiCall = {
  'Try again': 'फिर से कोशिश करें',
  'This call is now open in another tab or on another device.':
    'यह कॉल अब किसी दूसरे टैब या दूसरे डिवाइस पर खुली है।',
  'My Appointments': 'मेरे अपॉइंटमेंट',
  Video: 'वीडियो',
  Audio: 'ऑडियो',
  'A call opens 10 minutes before a paid appointment starts.':
    'कॉल भुगतान किए गए अपॉइंटमेंट के शुरू होने से 10 मिनट पहले खुलती है।',
  'Allow the camera and microphone when your browser asks.':
    'ब्राउज़र पूछे तो कैमरा और माइक्रोफ़ोन की अनुमति दें।',
  'Audio call with {name}': '{name} के साथ ऑडियो कॉल',
  'Book Appointment': 'अपॉइंटमेंट बुक करें',
  'Camera off': 'कैमरा बंद करें',
  'Camera on': 'कैमरा चालू करें',
  'Check again': 'फिर से देखें',
  'Connecting to {name}…': '{name} से जोड़ा जा रहा है…',
  'Consultation with {name}': '{name} के साथ परामर्श',
  'End consultation': 'परामर्श समाप्त करें',
  'Join call': 'कॉल में जुड़ें',
  'Join with audio only': 'केवल ऑडियो के साथ जुड़ें',
  'Joining the consultation…': 'परामर्श से जुड़ रहे हैं…',
  'Leave call': 'कॉल छोड़ें',
  'Looking for your next call…': 'आपकी अगली कॉल ढूँढी जा रही है…',
  Mute: 'म्यूट करें',
  Unmute: 'अनम्यूट करें',
  'No camera? Join with audio only.': 'कैमरा नहीं है? केवल ऑडियो के साथ जुड़ें।',
  'On a phone, also allow them for your browser in the phone’s Settings, under Apps.':
    'फ़ोन पर, फ़ोन की सेटिंग्स में ऐप्स के अंदर अपने ब्राउज़र के लिए भी इनकी अनुमति दें।',
  'Open the call page': 'कॉल का पेज खोलें',
  'Opening your consultation…': 'आपका परामर्श खोला जा रहा है…',
  'Plug in or switch on a microphone (and camera), then press Try again.':
    'माइक्रोफ़ोन (और कैमरा) लगाएँ या चालू करें, फिर "फिर से कोशिश करें" दबाएँ।',
  'Set Camera and Microphone to Allow for this site.':
    'इस साइट के लिए कैमरा और माइक्रोफ़ोन को "अनुमति दें" पर रखें।',
  'Switch to audio': 'ऑडियो पर जाएँ',
  'Tap the lock or camera icon next to the address bar.':
    'एड्रेस बार के पास ताले या कैमरे के आइकन पर टैप करें।',
  'Thank you. Your prescription will appear under My Appointments when the doctor issues it.':
    'धन्यवाद। डॉक्टर के पर्चा जारी करने पर वह "मेरे अपॉइंटमेंट" में दिखेगा।',
  'The call is open on {date} from {from} to {to}.': 'कॉल {date} को {from} से {to} तक खुली है।',
  'The connection dropped. Reconnecting…': 'कनेक्शन टूट गया। फिर से जोड़ा जा रहा है…',
  'The consultation has ended.': 'परामर्श समाप्त हो गया है।',
  'The other side’s video': 'दूसरी ओर का वीडियो',
  'Then press Try again.': 'फिर "फिर से कोशिश करें" दबाएँ।',
  'Video consultation': 'वीडियो परामर्श',
  'Waiting for your doctor to join. Please stay on this page.':
    'आपके डॉक्टर के जुड़ने का इंतज़ार है। कृपया इसी पेज पर रहें।',
  'Waiting for {name} to join.': '{name} के जुड़ने का इंतज़ार है।',
  'We could not find a camera or microphone.': 'हमें कोई कैमरा या माइक्रोफ़ोन नहीं मिला।',
  'You cannot join this call.': 'आप इस कॉल में नहीं जुड़ सकते।',
  'You have no consultation call to join.': 'आपके पास जुड़ने के लिए कोई परामर्श कॉल नहीं है।',
  'Your browser blocked the camera or microphone.': 'आपके ब्राउज़र ने कैमरा या माइक्रोफ़ोन रोक दिया है।',
  'Your camera': 'आपका कैमरा',
  'Your consultation': 'आपका परामर्श',
  'Your consultation call is open.': 'आपकी परामर्श कॉल खुली है।',
  'Your next consultation call': 'आपकी अगली परामर्श कॉल',
  'the patient': 'मरीज़',
  '{department} · appointment {number} · {mode} call':
    '{department} · अपॉइंटमेंट {number} · {mode} कॉल',
  'The call could not be opened just now. Please try again.':
    'कॉल अभी नहीं खुल सकी। कृपया फिर से कोशिश करें।',
  'Your calls could not be loaded just now. Please try again.':
    'आपकी कॉल अभी लोड नहीं हो सकीं। कृपया फिर से कोशिश करें।',
} as const;

export default hiCall;
