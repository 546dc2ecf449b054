/** Hindi of the /hospitalization page's content (pages/serviceContent.ts); its own lazy chunk. */
import shared from './shared';

const hi = {
  ...shared,
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
