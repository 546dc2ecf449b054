/** Hindi of the catalogue import screen (docs/decisions/0032, 0064): English text → Hindi. */
const hi = {
  Packages: 'पैकेज',
  'Hospital prices': 'अस्पतालों की क़ीमतें',
  'Download the packages as CSV': 'पैकेज CSV के रूप में डाउनलोड करें',
  'Download the hospital prices as CSV': 'अस्पतालों की क़ीमतें CSV के रूप में डाउनलोड करें',
  'The first line names the columns: {columns}. A known web name (slug) changes its package; a new one adds a package, and a blank one adds a package named after it. Inclusions and pictures stay as they are.':
    'पहली पंक्ति में कॉलम के नाम होते हैं: {columns}। जाना-पहचाना वेब नाम (slug) अपने पैकेज को बदलता है; नया वेब नाम एक पैकेज जोड़ता है, और ख़ाली वेब नाम पैकेज के नाम से एक पैकेज जोड़ता है। शामिल सेवाएँ और तस्वीरें जैसी हैं वैसी रहती हैं।',
  'The first line names the columns: {columns}. Each line is one hospital’s price for one package, named by their web names; an empty price stops offering the package.':
    'पहली पंक्ति में कॉलम के नाम होते हैं: {columns}। हर पंक्ति एक पैकेज की एक अस्पताल की क़ीमत है, उनके वेब नामों से; ख़ाली क़ीमत से वह पैकेज देना बंद हो जाता है।',
} as const;

export default hi;
