// The console's screens in one chunk, behind two small entries of the route table (which every visitor
// loads). The forms (the e-prescription, the pharmacy desk's actions) are chunks of their own.
export { StaffHomePage } from './StaffHomePage';
export { StaffScreenPage } from './StaffScreenPage';
