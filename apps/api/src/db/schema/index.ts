/** The one Drizzle schema: every table of the database. */
export { otpChallenges, passwordResets, rateLimitHits, smsOutbox, walletLedger } from './accounts';
export { appMeta } from './appMeta';
export {
  appointmentDocuments,
  appointmentFollowUps,
  appointmentSlots,
  appointments,
  departmentClosures,
  departmentIdSequence,
  departmentSchedules,
  departments,
  scheduleIdSequence,
  payments,
  sandboxOrders,
  serviceBookings,
} from './appointments';
export { packageMasters, packageServices, packages, vendorPackages } from './catalogue';
export { cities } from './cities';
export { countries } from './countries';
export { enquiries, enquiryNotes, enquiryStatus } from './enquiries';
export {
  cartItems,
  deliveryAddresses,
  catalogueVersions,
  medicines,
  pharmacyOrderEvents,
  pharmacyOrderLines,
  pharmacyOrders,
  h1Register,
} from './pharmacy';
export { pinCodes } from './pinCodes';
export { adminRefunds, paymentEvents, refunds, sandboxRefunds } from './refunds';
export { serviceCities } from './serviceCities';
export { sessions } from './sessions';
export { auditLog, ePrescriptions, staffRole, staffRoles } from './staff';
export { stateType, states } from './states';
export { userRole, users } from './users';
export { vendors } from './vendors';
export { videoRooms } from './video';
export { medicineReminders, notificationPreferences, scheduledNotices } from './notices';
export { notifications, shortLinks } from './notifications';
export { breachPatients, breaches, securityEvents } from './privacy';
export { consents, dataExports } from './consents';
export { grievanceNumberSequence, grievances } from './grievances';
