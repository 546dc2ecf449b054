/**
 * Hindi of what the shell shows only after a tap or below the page (docs/decisions/0029): the services menu, the
 * account menu and the footer. Their chunks register it (`./menus`), so it loads with them, not before the first
 * paint.
 */
const hi = {
  // Services and account menus
  'Log Out': 'लॉग आउट',
  'Staff console': 'स्टाफ़ कंसोल',
  Help: 'सहायता',
  Pharmacy: 'फ़ार्मेसी',
  // Service groups and links
  Treatment: 'इलाज',
  'Care at home': 'घर पर देखभाल',
  Ambulance: 'एम्बुलेंस',
  // Account menu
  'Manage Profile': 'प्रोफ़ाइल संभालें',
  'Change Password': 'पासवर्ड बदलें',
  'Privacy and my data': 'गोपनीयता और मेरा डेटा',
  'My grievances': 'मेरी शिकायतें',
  'Make Payment': 'भुगतान करें',
  'My Appointments': 'मेरे अपॉइंटमेंट',
  'My Transactions': 'मेरे लेन-देन',
  'My Orders': 'मेरे ऑर्डर',
  'My History': 'मेरा इतिहास',
  // Footer
  'Treatment packages at trusted hospitals, doctors on call and medicines — with a real person a call away.':
    'भरोसेमंद अस्पतालों में इलाज के पैकेज, कॉल पर डॉक्टर और दवाइयाँ — और मदद के लिए एक असली इंसान बस एक कॉल दूर।',
  '{group} links': '{group} के लिंक',
  'Help links': 'सहायता के लिंक',
  'Book an Appointment': 'अपॉइंटमेंट बुक करें',
  'Book a free consultation': 'मुफ़्त परामर्श बुक करें',
  'Call {phone}': '{phone} पर कॉल करें',
  '© {year} MediBridge. Information here does not replace a doctor’s advice.':
    '© {year} MediBridge. यहाँ दी गई जानकारी डॉक्टर की सलाह की जगह नहीं लेती।',
} as const;

export default hi;
