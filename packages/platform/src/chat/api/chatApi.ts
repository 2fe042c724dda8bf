import { type ApiAnswer, type ApiBody, apiRequest } from '../../api/apiRequest';
import { baseApi } from '../../api/baseApi';

type ChatMessages = ApiAnswer<'get', '/api/chat'>;

/** svc-chat (see svc-chat/README.md): one conversation per chat session id. */
export const chatApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getChatMessages: build.query<ChatMessages, string>({
      // A conversation that another owner started (e.g. before logging in) reads as empty: 404.
      async queryFn(sessionId, _api, _extraOptions, baseQuery) {
        const result = await baseQuery(apiRequest('get', '/api/chat', { query: { sessionId } }));
        if (result.error) return result.error.status === 404 ? { data: [] } : { error: result.error };
        return { data: Array.isArray(result.data) ? (result.data as ChatMessages) : [] };
      },
      providesTags: (_result, _error, sessionId) => [{ type: 'ChatMessages', id: sessionId }],
      // A closed chat does not keep its history in memory for long.
      keepUnusedDataFor: 60,
    }),
    sendChatMessage: build.mutation<ApiAnswer<'post', '/api/chat'>, ApiBody<'post', '/api/chat'>>({
      query: (request) => apiRequest('post', '/api/chat', { body: request }),
      async onQueryStarted(request, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: undefined }));
        if (!data) return;
        // Shown at once; the refetch that follows (invalidatesTags) confirms it.
        dispatch(
          chatApi.util.updateQueryData('getChatMessages', request.sessionId, (messages) => {
            for (const message of [data.userMessage, data.reply]) {
              if (!messages.some((m) => m.id === message.id)) messages.push(message);
            }
          }),
        );
      },
      invalidatesTags: (_result, error, request) => (error ? [] : [{ type: 'ChatMessages', id: request.sessionId }]),
    }),
  }),
});
