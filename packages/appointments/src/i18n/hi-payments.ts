/**
 * Hindi of the texts the payment status screens share: the consultation's (results group) and the paid
 * service's (services group), docs/decisions/0032 and 0035. English text → Hindi.
 */
const hi = {
  'Checking your payment…': 'आपका भुगतान जाँचा जा रहा है…',
  'We are waiting for the payment provider to confirm your payment. If money was taken, your booking is confirmed as soon as they tell us.':
    'हम भुगतान कंपनी की ओर से आपके भुगतान की पुष्टि का इंतज़ार कर रहे हैं। अगर पैसे कट गए हैं, तो उनकी पुष्टि मिलते ही आपकी बुकिंग पक्की हो जाएगी।',
  'Checking again every few seconds…': 'हर कुछ सेकंड में फिर से जाँच रहे हैं…',
  'The payment could not be started just now. Please try again.':
    'अभी भुगतान शुरू नहीं हो सका। कृपया फिर से कोशिश करें।',
} as const;

export default hi;
