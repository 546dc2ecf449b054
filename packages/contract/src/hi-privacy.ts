/**
 * Hindi of the privacy notice and the privacy screens' messages (entry `@medibridge/contract/hi-privacy`):
 * only the notice, privacy and my-data screens show them (docs/decisions/0035, 0060). The server's catalogue
 * (`hi.ts`) includes it. Same version as the English (`PRIVACY_NOTICE_VERSION`).
 */
import { catalogueOf, type HindiOf, pairs } from './hiTables';
import { type ConsentPurpose, type NoticeItem, PRIVACY_MESSAGES, PRIVACY_NOTICE } from './privacy';

type NoticeItemHi = Omit<NoticeItem, 'purpose'>;

/** The notice's items in Hindi. */
export const PRIVACY_NOTICE_HI: Readonly<Record<ConsentPurpose, NoticeItemHi>> = {
  care: {
    title: 'परामर्श और दवाएँ',
    what: 'आपका नाम, मोबाइल, उम्र, लिंग, वज़न, लक्षण, स्वास्थ्य के बारे में आपके उत्तर, आपकी अपलोड की गई रिपोर्टें, पर्चे और दवा ऑर्डर।',
    why: 'ताकि डॉक्टर आपको परामर्श दे सकें और पर्चा लिख सकें, और फ़ार्मासिस्ट उसे जाँचकर आपकी दवाएँ भेज सकें।',
    kept: 'जब तक आपका खाता खुला है; उसके बाद पर्चे और फ़ार्मेसी रजिस्टर कानून द्वारा तय अवधि तक।',
    shared: 'आपको परामर्श देने वाले डॉक्टर और आपका ऑर्डर भरने वाले फ़ार्मासिस्ट।',
    without: 'आप परामर्श बुक नहीं कर सकते और दवाएँ ऑर्डर नहीं कर सकते।',
  },
  payments: {
    title: 'भुगतान और रिफ़ंड',
    what: 'राशि, वह किस लिए है, आपका मोबाइल और भुगतान संदर्भ; आपका कार्ड या UPI PIN कभी नहीं।',
    why: 'भुगतान लेने, रिफ़ंड देने और इनवॉइस रखने के लिए।',
    kept: 'इनवॉइस 8 वर्ष तक, जैसा कर कानून कहता है; उनके साथ भुगतान संदर्भ।',
    shared: 'भुगतान गेटवे (PhonePe)।',
    without: 'आप परामर्श, सेवा या ऑर्डर के लिए भुगतान नहीं कर सकते।',
  },
  reminders: {
    title: 'रिमाइंडर',
    what: 'आपका मोबाइल, आपके अपॉइंटमेंट का समय और वे दवाएँ जिनके रिमाइंडर आपने माँगे।',
    why: 'SMS या WhatsApp से आपको अपॉइंटमेंट और दवा की खुराक याद दिलाने के लिए।',
    kept: 'रिमाइंडर भेजे जाने तक, फिर आपके अपॉइंटमेंट के साथ।',
    shared: 'SMS प्रदाता (MSG91) और WhatsApp।',
    without: 'आपको कोई रिमाइंडर नहीं मिलेगा; आपने अभी जो किया (बुकिंग, भुगतान, ऑर्डर) उसके संदेश फिर भी आएँगे।',
  },
  offers: {
    title: 'ऑफ़र और स्वास्थ्य सुझाव',
    what: 'आपका मोबाइल और भाषा।',
    why: 'आपको स्वास्थ्य जाँच के ऑफ़र और नई सेवाओं के बारे में बताने के लिए।',
    kept: 'जब तक आप सहमति वापस न लें।',
    shared: 'SMS प्रदाता (MSG91) और WhatsApp।',
    without: 'आपको कोई प्रचार संदेश नहीं मिलेगा।',
  },
};

/** The privacy messages in Hindi. */
export const PRIVACY_MESSAGES_HI: HindiOf<typeof PRIVACY_MESSAGES> = {
  noticeTitle: 'आपका डेटा और आपकी सहमति',
  noticeIntro:
    'MediBridge (डेटा न्यासी) नीचे दिए हर उद्देश्य के लिए केवल उतना ही डेटा लेता है जितना ज़रूरी है। जिन उद्देश्यों से आप सहमत हैं उन्हें चुनें; आप गोपनीयता पेज पर किसी भी सहमति को कभी भी उतनी ही आसानी से वापस ले सकते हैं जितनी आसानी से आपने दी।',
  rights:
    'आप देख और डाउनलोड कर सकते हैं कि हमारे पास आपका क्या डेटा है, उसे सुधार सकते हैं, अपना खाता बंद कर सकते हैं, और हमारे शिकायत अधिकारी से, फिर भारतीय डेटा संरक्षण बोर्ड से शिकायत कर सकते हैं।',
  consentRequired:
    'बुकिंग या ऑर्डर से पहले कृपया गोपनीयता सूचना पढ़ें और परामर्श व दवाओं, तथा भुगतान के लिए सहमति दें।',
  unknownExport: 'यह डाउनलोड आपके खाते में नहीं मिला।',
  exportNotReady: 'आपका डाउनलोड अभी तैयार हो रहा है। कृपया एक मिनट बाद फिर कोशिश करें।',
  exportExpired: 'इस डाउनलोड की अवधि समाप्त हो गई है। कृपया नया माँगें।',
  exportPending: 'एक डाउनलोड पहले से तैयार हो रहा है। कृपया उसकी प्रतीक्षा करें।',
  staleNotice: 'आपके खोलने के बाद गोपनीयता सूचना बदल गई है। कृपया उसे फिर से पढ़ें और दोबारा चुनें।',
};

function noticePairs(): [string, string][] {
  return (Object.keys(PRIVACY_NOTICE) as ConsentPurpose[]).flatMap((purpose) => {
    const en = PRIVACY_NOTICE[purpose];
    const hi = PRIVACY_NOTICE_HI[purpose];
    return (Object.keys(hi) as (keyof NoticeItemHi)[]).map(
      (field) => [en[field], hi[field]] as [string, string],
    );
  });
}

/** English text → Hindi for the notice and the privacy messages. */
const PRIVACY_HI: Readonly<Record<string, string>> = catalogueOf(
  noticePairs(),
  pairs(PRIVACY_MESSAGES, PRIVACY_MESSAGES_HI),
);

export default PRIVACY_HI;
