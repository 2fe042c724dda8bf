// Public API of @universo/platform: a Module Federation singleton shared by the shell and every
// remote. Everything a remote may use is exported here; deeper paths are private, except
// `@universo/platform/design.css` (imported once by the page: the shell or a standalone remote)
// and `@universo/platform/standalone`.

export {
  type ApiRequestError,
  apiErrorMessage,
  chatConsentRequired,
  errorMessageOf,
  httpErrorMessage,
  isApiRequestError,
  premiumItemOf,
  submitFailureMessage,
} from './api/apiError';
export { type ApiRequest, type ApiRequestArgs, type HttpMethod, createApiBaseQuery } from './api/apiBaseQuery';
export { readUploadAnswer, type UploadFileOptions, uploadFile, type UploadRequest, type UploadResult } from './api/uploadFile';
export { baseApi } from './api/baseApi';
export {
  type ApiAnswer,
  type ApiBody,
  type ApiMethod,
  type ApiOperation,
  type ApiPath,
  type ApiPlainReadPath,
  type ApiQuery,
  type ApiRequestParts,
  apiPath,
  apiRequest,
} from './api/apiRequest';
// RTK Query's "no request yet" argument, for remotes (they use the store libraries only through here).
export { skipToken } from '@reduxjs/toolkit/query/react';

export { type LazyLoadedSlices, type RootState, rootReducer } from './store/rootReducer';
export { addMiddleware, dynamicMiddleware } from './store/dynamicMiddleware';
export { type AppDispatch, type AppStore, createAppStore } from './store/createAppStore';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';

export { CURRENT_USER_FRESH_SECONDS, currentUserApi, shareFirstSessionAnswer } from './auth/api/getCurrentUser';
// One API for login, registration and logout; `logoutApi` is the name the shell's logout uses.
export {
  sessionApi as logoutApi,
  refetchSessionDataUnlessFailed,
  sessionApi,
  storeSignedOut,
  useLoginMutation,
  useLogoutMutation,
  useRegisterMutation,
} from './auth/api/sessionWrites';
export { type CurrentUserState, useCurrentUser } from './auth/useCurrentUser';

export {
  invalidateSubscriptionStatus,
  SUBSCRIPTION_STATUS_FRESH_SECONDS,
  SUBSCRIPTION_STATUS_KEEP_SECONDS,
  SUBSCRIPTION_STATUS_TAG,
  subscriptionStatusApi,
} from './premium/api/getSubscriptionStatus';
export { hasPremiumAccess, type PremiumStatus } from './premium/premiumAccess';
export { PLAN_CANCEL_TEXT, PLAN_NAME, PLAN_PRICE_TEXT, PLAN_PRICE_USD_TEXT } from './premium/planCopy';
export { PremiumGate, type PremiumGateProps } from './premium/PremiumGate';
export {
  LOGGED_OUT_SUBSCRIPTION_MESSAGE,
  NO_SUBSCRIPTION_MESSAGE,
  subscriptionStatusMessage,
  UNKNOWN_STATUS_MESSAGE,
} from './premium/subscriptionStatusMessage';
export { type PremiumState, usePremium } from './premium/usePremium';

export {
  checkParentalAnswer,
  createParentalQuestion,
  numberInSpanishWords,
  PARENTAL_FACTORS,
  type ParentalAnswerResult,
  type ParentalQuestion,
} from './parental/parentalCheck';
export { ParentalCheckDialog, type ParentalCheckDialogProps } from './parental/ParentalCheck';

export {
  childrenApi,
  useAddChildMutation,
  useDeleteChildMutation,
  useGetChildrenQuery,
  usePlayChildMutation,
  useUpdateChildMutation,
} from './family/childrenApi';
export { type PlayingChildState, usePlayingChild } from './family/usePlayingChild';

export { type ChatChapter, ChatWindow, type ChatWindowProps } from './chat/ChatWindow';
export { CHAT_SEND_ERROR } from './chat/chatCopy';

export { dismissToast, TOAST_DURATION_MS, TOAST_LIMIT, toast, type ToastItem, type ToastOptions, type ToastVariant } from './toast/toastStore';
export { useToast } from './toast/useToast';
export { Toaster } from './toast/Toaster';

export { CardIcon } from './ui/CardIcon';
export { ComingSoon, type ComingSoonProps } from './ui/ComingSoon';
export { EmptyState, type EmptyStateProps } from './ui/EmptyState';
export { lazyPages } from './ui/lazyPages';
export { NotFound } from './ui/NotFound';
export { PageState, type PageStateProps } from './ui/PageState';
// The field set's controls, for a form that does not load react-hook-form (its page's budget has no
// room for it); @universo/platform/forms binds the same controls to react-hook-form.
export { fieldAria, FieldMessages } from './ui/fieldParts';
export { type PlainForm, type PlainFormOptions, type PlainSubmitOptions, usePlainForm } from './plainForm/usePlainForm';
export { CheckboxField, type CheckboxFieldProps } from './ui/CheckboxField';
export { ruleAttributes } from './ui/ruleAttributes';
export { SelectField, type SelectFieldProps } from './ui/SelectField';
export { TextAreaField, type TextAreaFieldProps } from './ui/TextAreaField';
export { TextField, type TextFieldProps } from './ui/TextField';
