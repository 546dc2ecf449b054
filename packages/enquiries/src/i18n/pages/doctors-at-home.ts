/** Hindi of the /doctors-at-home page's content (pages/serviceContent.ts); its own lazy chunk. */
import shared from './shared';

const hi = {
  ...shared,
  'A qualified doctor visits you at home — for elderly parents, patients just back from hospital, or anyone who should not travel.':
    'योग्य डॉक्टर आपके घर आते हैं — बुज़ुर्ग माता-पिता, अस्पताल से हाल ही में लौटे मरीज़ों, या उन सबके लिए जिन्हें सफ़र नहीं करना चाहिए।',
  'What the visit covers': 'विज़िट में क्या शामिल है',
  'Examination, diagnosis and a prescription, with a written summary you can share with your specialist.':
    'जाँच, निदान और पर्ची, साथ में लिखित सारांश जिसे आप अपने विशेषज्ञ को दिखा सकते हैं।',
  'Follow-up after surgery or discharge: wound checks, medicine review and dressing advice.':
    'सर्जरी या डिस्चार्ज के बाद फ़ॉलो-अप: घाव की जाँच, दवाइयों की समीक्षा और ड्रेसिंग की सलाह।',
  'Blood samples collected at the same visit when tests are needed.':
    'टेस्ट की ज़रूरत हो तो उसी विज़िट में ब्लड सैंपल ले लिया जाता है।',
} as const;

export default hi;
