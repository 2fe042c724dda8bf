import { CHAT_CONSENT_VERSION, type Child, type ChildActivityResponse, type ConsentRecord, type FamilyChatResponse } from '@universo/contracts';
import { baseApi } from '@universo/platform';

/** A chat consent record as svc-content lists it (GET /api/children/chat-consents). */
export interface ChatConsentRecord {
  id: string;
  childId: string;
  version: string;
  grantedAt: string;
  withdrawnAt: string | null;
}

const api = baseApi.enhanceEndpoints({ addTagTypes: ['Children', 'FamilyArea', 'ChatMessages'] });

/**
 * The adult area (/familia): the consents (svc-auth's and each child's chat), each child's
 * timeline (svc-content) and conversations (svc-chat), and the chat switch.
 */
export const familyAreaApi = api.injectEndpoints({
  endpoints: (build) => ({
    getConsents: build.query<ConsentRecord[], void>({
      query: () => '/api/auth/consents',
      providesTags: ['FamilyArea', 'Session'],
    }),
    getChatConsents: build.query<ChatConsentRecord[], void>({
      query: () => '/api/children/chat-consents',
      providesTags: ['FamilyArea', 'Session'],
    }),
    getChildActivity: build.query<ChildActivityResponse, string>({
      query: (id) => `/api/children/${encodeURIComponent(id)}/activity`,
      providesTags: ['FamilyArea', 'Session'],
    }),
    getChildChat: build.query<FamilyChatResponse, string>({
      query: (id) => `/api/chat/family/${encodeURIComponent(id)}`,
      providesTags: ['FamilyArea', 'Session'],
    }),
    turnChatOn: build.mutation<Child, string>({
      query: (id) => ({ url: `/api/children/${encodeURIComponent(id)}/chat-consent`, method: 'POST', body: { version: CHAT_CONSENT_VERSION } }),
      invalidatesTags: (_result, error) => (error ? [] : ['Children', 'FamilyArea', 'ChatMessages']),
    }),
    turnChatOff: build.mutation<Child, string>({
      query: (id) => ({ url: `/api/children/${encodeURIComponent(id)}/chat-consent`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Children', 'FamilyArea', 'ChatMessages']),
    }),
    eraseChildChat: build.mutation<void, string>({
      query: (id) => ({ url: `/api/chat/family/${encodeURIComponent(id)}`, method: 'DELETE' }),
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
