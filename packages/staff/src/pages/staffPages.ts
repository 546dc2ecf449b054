// The console's home and its screen picker in one chunk, behind two small entries of the route table (which
// every visitor loads). Each screen is a chunk of its own, loaded by the picker (StaffScreenPage); the forms
// (the e-prescription, the pharmacy desk's actions) are chunks of their own too.
export { StaffHomePage } from './StaffHomePage';
export { StaffScreenPage } from './StaffScreenPage';
