/* eslint-disable @typescript-eslint/no-invalid-void-type -- RTK Query spells "this call takes no argument" as void. */
import { baseApi } from '@medibridge/api-client';
import { endpointPath } from '@medibridge/contract';
import type { EndpointResponse, VideoNext, VideoRoom } from '@medibridge/contract';

/**
 * The consultation call's calls (issue 13 §2), their own injection: they load with the call pages only.
 * The room answer is never cached for long: whether it may be joined changes with the clock.
 */
export const callApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    /** Whether this person may join an appointment's call now, and how (SPEC path ours: video/rooms). */
    videoRoom: build.query<VideoRoom, string>({
      query: (apptNo) => ({ url: endpointPath('videoRoom', { appt_no: apptNo }) }),
      transformResponse: (r: EndpointResponse<'videoRoom'>) => r.data,
      keepUnusedDataFor: 0,
    }),
    /** The doctor ends the call for both. */
    videoRoomClose: build.mutation<VideoRoom, string>({
      query: (apptNo) => ({
        url: endpointPath('videoRoomClose', { appt_no: apptNo }),
        method: 'POST',
        body: {},
      }),
      transformResponse: (r: EndpointResponse<'videoRoomClose'>) => r.data,
    }),
    /** The patient's next call, for /appointment/video-meeting. */
    videoNext: build.query<VideoNext | null, void>({
      query: () => ({ url: endpointPath('videoNext') }),
      transformResponse: (r: EndpointResponse<'videoNext'>) => r.data,
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useVideoRoomQuery, useVideoRoomCloseMutation, useVideoNextQuery } = callApi;
