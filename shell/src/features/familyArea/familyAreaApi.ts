import { CHAT_CONSENT_VERSION } from '@universo/contracts';
import { type ApiAnswer, apiRequest, baseApi } from '@universo/platform';

/** A chat consent record as svc-content lists it (GET /api/children/chat-consents). */
export type ChatConsentRecord = ApiAnswer<'get', '/api/children/chat-consents'>[number];

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Children', 'FamilyArea', 'ChatMessages'] });

/**
 * The adult area (/familia): the consents (svc-auth's and each child's chat), each child's
 * timeline (svc-content) and conversations (svc-chat), and the chat switch.
 */
export const familyAreaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsents: build.query<ApiAnswer<'get', '/api/auth/consents'>, void>({
      query: () => apiRequest('get', '/api/auth/consents'),
      providesTags: ['FamilyArea', 'Session'],
    }),
    getChatConsents: build.query<ApiAnswer<'get', '/api/children/chat-consents'>, void>({
      query: () => apiRequest('get', '/api/children/chat-consents'),
      providesTags: ['FamilyArea', 'Session'],
    }),
    getChildActivity: build.query<ApiAnswer<'get', '/api/children/{id}/activity'>, string>({
      query: (id) => apiRequest('get', '/api/children/{id}/activity', { path: { id } }),
      providesTags: ['FamilyArea', 'Session'],
    }),
    getChildChat: build.query<ApiAnswer<'get', '/api/chat/family/{childId}'>, string>({
      query: (childId) => apiRequest('get', '/api/chat/family/{childId}', { path: { childId } }),
      providesTags: ['FamilyArea', 'Session'],
    }),
    turnChatOn: build.mutation<ApiAnswer<'post', '/api/children/{id}/chat-consent'>, string>({
      query: (id) => apiRequest('post', '/api/children/{id}/chat-consent', { path: { id }, body: { version: CHAT_CONSENT_VERSION } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Children', 'FamilyArea', 'ChatMessages']),
    }),
    turnChatOff: build.mutation<ApiAnswer<'delete', '/api/children/{id}/chat-consent'>, string>({
      query: (id) => apiRequest('delete', '/api/children/{id}/chat-consent', { path: { id } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Children', 'FamilyArea', 'ChatMessages']),
    }),
    eraseChildChat: build.mutation<ApiAnswer<'delete', '/api/chat/family/{childId}'>, string>({
      query: (childId) => apiRequest('delete', '/api/chat/family/{childId}', { path: { childId } }),
      invalidatesTags: (_result, error) => (error ? [] : ['FamilyArea']),
    }),
  }),
});

export const {
  useGetConsentsQuery,
  useGetChatConsentsQuery,
  useGetChildActivityQuery,
  useGetChildChatQuery,
  useTurnChatOnMutation,
  useTurnChatOffMutation,
  useEraseChildChatMutation,
} = familyAreaApi;
