export { LANGUAGE_TAGS, TAG_TYPES, baseApi } from './api';
export { isSmsDemo } from './serverSettings';
export { problemOf, type Problem } from './problem';
export {
  apiReachable,
  reportReachable,
  subscribeApiReachable,
  useApiReachable,
} from './connectivity';
export {
  accountSessionApi,
  useAccountLogoutMutation,
  useAccountPatientDetailQuery,
  useLogOut,
  type PatientDetail,
} from './account';
export {
  apiBaseQuery,
  apiUrl,
  csrfToken,
  type ApiClientExtra,
  type ApiRequest,
  type FetchLike,
} from './baseQuery';
export {
  referenceApi,
  useLazyReferencePinCodeQuery,
  useReferenceCitiesQuery,
  useReferenceCitySearchQuery,
  useReferenceCountriesQuery,
  useReferenceHospitalCitiesQuery,
  useReferenceIndiaCitiesQuery,
  useReferencePinCodeQuery,
  useReferenceServiceCitiesQuery,
  useReferenceStatesQuery,
  useReferenceUserAgeQuery,
  useReferenceUserWeightQuery,
} from './reference';
export {
  afterLoginPath,
  clearUserInfo,
  isLoggedIn,
  loginPathFor,
  markLoggedOut,
  readUserInfo,
  subscribeSession,
  useCurrentUser,
  writeUserInfo,
  type StoredUser,
} from './session';
export {
  checkFeatureRoutes,
  createFakeFetch,
  createTestStore,
  featureRouteProblems,
  withStore,
  type CheckableRoute,
  type FakeFetch,
  type FakeHandler,
  type FakeResponse,
  type RecordedRequest,
  type TestStore,
  type TestStoreOptions,
} from './testing';
