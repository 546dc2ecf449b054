/** Hindi of the /ambulance-for-deadBody page's content (pages/serviceContent.ts); its own lazy chunk. */
import shared from './shared';

const hi = {
  ...shared,
  'A dignified, quiet transfer of a loved one — from hospital or home to your home town, a crematorium or a burial ground.':
    'अपने प्रियजन को सम्मान और शांति के साथ ले जाना — अस्पताल या घर से आपके गृहनगर, श्मशान घाट या कब्रिस्तान तक।',
  'What we take care of': 'हम किन बातों का ध्यान रखते हैं',
  'A freezer-box van for long distances, with a trained, respectful crew.':
    'लंबी दूरी के लिए फ़्रीज़र-बॉक्स वैन, प्रशिक्षित और सम्मानजनक स्टाफ़ के साथ।',
  'Help with the documents needed: death certificate, hospital release and, where needed, police clearance.':
    'ज़रूरी काग़ज़ात में मदद: मृत्यु प्रमाणपत्र, अस्पताल से रिलीज़ और ज़रूरत हो तो पुलिस क्लीयरेंस।',
  'Inter-state and airport transfers, including embalming and coffin arrangements when travel requires them.':
    'एक राज्य से दूसरे राज्य और एयरपोर्ट तक ट्रांसफ़र, और सफ़र के लिए ज़रूरी हो तो लेपन (एम्बामिंग) और ताबूत का इंतज़ाम।',
  'Send the form or call us. A coordinator calls you back, usually within 15 minutes, at any hour.':
    'फ़ॉर्म भेजें या हमें कॉल करें। एक कोऑर्डिनेटर किसी भी समय, आमतौर पर 15 मिनट के भीतर वापस कॉल करता है।',
  'We confirm the pick-up place, the destination, the documents in hand and any timing or ritual needs, and quote the full cost before dispatch.':
    'हम पिक-अप की जगह, मंज़िल, साथ के काग़ज़ात और समय या रीति-रिवाज़ से जुड़ी ज़रूरतों की पुष्टि करते हैं, और गाड़ी भेजने से पहले पूरा खर्च बता देते हैं।',
  'You get the driver’s and crew’s names and numbers by SMS, and one coordinator stays in touch until the journey ends.':
    'ड्राइवर और स्टाफ़ के नाम और नंबर आपको SMS से मिलते हैं, और सफ़र पूरा होने तक एक कोऑर्डिनेटर आपके संपर्क में रहता है।',
  'Gender of the deceased': 'मृतक का लिंग',
  'Pick-up, destination and when you need the van': 'कहाँ से लेना है, कहाँ ले जाना है और वैन कब चाहिए',
} as const;

export default hi;
