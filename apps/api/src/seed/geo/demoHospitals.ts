import { type DemoHospital } from './types';

// Invented names (no real hospital brand) at plausible addresses; each PIN code is a real post office of
// the city, checked against the PIN dataset by the tests. Two hospitals in each of ten large cities.

/**
 * Demo hospitals to seed the marketplace with: name, slug, city slug (from loadCities), street address and
 * PIN code.
 */
export const DEMO_HOSPITALS: DemoHospital[] = [
  {
    shopName: 'Lalbagh Heartline Hospital',
    shopSlug: 'lalbagh-heartline-hospital',
    citySlug: 'bengaluru',
    address: '42, 30th Cross Road, Jayanagar 9th Block, Bengaluru',
    pinCode: '560041',
  },
  {
    shopName: 'Whitefield Meadows Women & Child Hospital',
    shopSlug: 'whitefield-meadows-women-child-hospital',
    citySlug: 'bengaluru',
    address: '7, ITPL Main Road, Whitefield, Bengaluru',
    pinCode: '560066',
  },
  {
    shopName: 'Seabreeze Multispeciality Hospital',
    shopSlug: 'seabreeze-multispeciality-hospital',
    citySlug: 'mumbai',
    address: '18, Mahakali Caves Road, Andheri East, Mumbai',
    pinCode: '400069',
  },
  {
    shopName: 'Bandra Lighthouse Eye & ENT Centre',
    shopSlug: 'bandra-lighthouse-eye-ent-centre',
    citySlug: 'mumbai',
    address: '3, Hill Road, Bandra West, Mumbai',
    pinCode: '400050',
  },
  {
    shopName: 'Qutub Crescent Multispeciality Hospital',
    shopSlug: 'qutub-crescent-multispeciality-hospital',
    citySlug: 'delhi',
    address: 'A-12, Press Enclave Marg, Saket, New Delhi',
    pinCode: '110017',
  },
  {
    shopName: 'Yamuna Vista Heart Institute',
    shopSlug: 'yamuna-vista-heart-institute',
    citySlug: 'delhi',
    address: '9, I.P. Extension, Patparganj, Delhi',
    pinCode: '110092',
  },
  {
    shopName: 'Aravalli Ridge Orthopaedic & Spine Hospital',
    shopSlug: 'aravalli-ridge-orthopaedic-spine-hospital',
    citySlug: 'gurugram',
    address: 'Plot 21, Sector 24, DLF Phase III, Gurugram',
    pinCode: '122010',
  },
  {
    shopName: 'Cyber Greens Kidney & Urology Centre',
    shopSlug: 'cyber-greens-kidney-urology-centre',
    citySlug: 'gurugram',
    address: '55, Old Railway Road, Arjun Nagar, Gurugram',
    pinCode: '122001',
  },
  {
    shopName: 'Marina Tide Multispeciality Hospital',
    shopSlug: 'marina-tide-multispeciality-hospital',
    citySlug: 'chennai',
    address: '16, Lattice Bridge Road, Adyar, Chennai',
    pinCode: '600020',
  },
  {
    shopName: 'Pondy Bazaar Neuro & Stroke Centre',
    shopSlug: 'pondy-bazaar-neuro-stroke-centre',
    citySlug: 'chennai',
    address: '88, Sir Thyagaraya Road, T. Nagar, Chennai',
    pinCode: '600017',
  },
  {
    shopName: 'Deccan Pearl Cancer Centre',
    shopSlug: 'deccan-pearl-cancer-centre',
    citySlug: 'hyderabad',
    address: 'Road No. 12, Banjara Hills, Hyderabad',
    pinCode: '500034',
  },
  {
    shopName: 'Hussain Sagar Heart & Lung Hospital',
    shopSlug: 'hussain-sagar-heart-lung-hospital',
    citySlug: 'hyderabad',
    address: '6-3-1100, Raj Bhavan Road, Somajiguda, Hyderabad',
    pinCode: '500082',
  },
  {
    shopName: 'Mula Mutha Riverside Hospital',
    shopSlug: 'mula-mutha-riverside-hospital',
    citySlug: 'pune',
    address: '1204, Jangali Maharaj Road, Shivajinagar, Pune',
    pinCode: '411005',
  },
  {
    shopName: 'Kothrud Greenfield Fertility Centre',
    shopSlug: 'kothrud-greenfield-fertility-centre',
    citySlug: 'pune',
    address: '31, Paud Road, Kothrud, Pune',
    pinCode: '411038',
  },
  {
    shopName: 'Hooghly Dawn Multispeciality Hospital',
    shopSlug: 'hooghly-dawn-multispeciality-hospital',
    citySlug: 'kolkata',
    address: 'DD-27, Sector I, Salt Lake City, Kolkata',
    pinCode: '700064',
  },
  {
    shopName: 'Park Circus Gastro & Liver Clinic',
    shopSlug: 'park-circus-gastro-liver-clinic',
    citySlug: 'kolkata',
    address: '24, Park Street, Kolkata',
    pinCode: '700016',
  },
  {
    shopName: 'Sabarmati Sunrise Hospital',
    shopSlug: 'sabarmati-sunrise-hospital',
    citySlug: 'ahmedabad',
    address: '5, Stadium Road, Navrangpura, Ahmedabad',
    pinCode: '380009',
  },
  {
    shopName: 'Thaltej Lotus Eye Hospital',
    shopSlug: 'thaltej-lotus-eye-hospital',
    citySlug: 'ahmedabad',
    address: '12, Sindhu Bhavan Road, Thaltej, Ahmedabad',
    pinCode: '380059',
  },
  {
    shopName: 'Backwater Bay Multispeciality Hospital',
    shopSlug: 'backwater-bay-multispeciality-hospital',
    citySlug: 'kochi',
    address: 'NH 66 Bypass, Edappally, Kochi',
    pinCode: '682024',
  },
  {
    shopName: 'Vyttila Harbourlight Orthopaedic Centre',
    shopSlug: 'vyttila-harbourlight-orthopaedic-centre',
    citySlug: 'kochi',
    address: '40, Thykoodam Road, Vyttila, Kochi',
    pinCode: '682019',
  },
];
