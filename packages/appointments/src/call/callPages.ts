/** The call page and the video meeting page: one lazy chunk, off every other route's first load. */
export { CallPage } from './CallPage';
export { VideoMeetingPage } from './VideoMeetingPage';
