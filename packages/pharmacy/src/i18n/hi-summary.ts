/** Hindi of the order summary (prescription and payment) (docs/decisions/0017). */
const hi = {
  'Order Summary': 'ऑर्डर सारांश',
  'Check the details, choose how to pay, then confirm your order.':
    'जानकारी जाँचें, भुगतान का तरीका चुनें, फिर अपने ऑर्डर की पुष्टि करें।',
  'Change address': 'पता बदलें',
  'How will you pay?': 'आप भुगतान कैसे करेंगे?',
  'Pay online (UPI, card, net banking)': 'ऑनलाइन भुगतान (UPI, कार्ड, नेट बैंकिंग)',
  'Use my wallet balance': 'मेरे वॉलेट का बैलेंस इस्तेमाल करें',
  'To pay now': 'अभी देना है',
  'The total could not be worked out.': 'कुल रकम निकाली नहीं जा सकी।',
  'These medicines need a doctor’s prescription: {titles}.':
    'इन दवाइयों के लिए डॉक्टर का पर्चा ज़रूरी है: {titles}।',
  'Upload a prescription': 'पर्चा अपलोड करें',
  '{department} consultation, {date} ({number})': '{department} परामर्श, {date} ({number})',
  'Which prescription?': 'कौन-सा पर्चा?',
  'JPG, PNG or PDF, at most 5 MB.': 'JPG, PNG या PDF, ज़्यादा से ज़्यादा 5 MB।',
  Confirm: 'पुष्टि करें',
  'Placing your order…': 'आपका ऑर्डर दिया जा रहा है…',
  'We could not place your order just now. Please try again.':
    'अभी आपका ऑर्डर नहीं दिया जा सका। कृपया फिर से कोशिश करें।',
} as const;

export default hi;
