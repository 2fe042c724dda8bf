// Public API of @universo/platform: a Module Federation singleton shared by the shell and every
// remote. Everything a remote may use is exported here; deeper paths are private, except
// `@universo/platform/design.css` (imported once by the page: the shell or a standalone remote)
// and `@universo/platform/standalone`.

export {
  type ApiRequestError,
  apiErrorMessage,
  errorMessageOf,
  httpErrorMessage,
  isApiRequestError,
} from './api/apiError';
export { type ApiRequest, type ApiRequestArgs, type HttpMethod, createApiBaseQuery } from './api/apiBaseQuery';
export { baseApi } from './api/baseApi';

export { type LazyLoadedSlices, type RootState, rootReducer } from './store/rootReducer';
export { addMiddleware, dynamicMiddleware } from './store/dynamicMiddleware';
export { type AppDispatch, type AppStore, createAppStore } from './store/createAppStore';
export { useAppDispatch, useAppSelector, useAppStore } from './store/hooks';

export { CURRENT_USER_FRESH_SECONDS, currentUserApi } from './auth/api/getCurrentUser';
export { useLoginMutation } from './auth/api/login';
export { useLogoutMutation } from './auth/api/logout';
export { useRegisterMutation } from './auth/api/register';
export { type CurrentUserState, useCurrentUser } from './auth/useCurrentUser';

export {
  dismissToast,
  TOAST_DURATION_MS,
  TOAST_LIMIT,
  toast,
  type ToastItem,
  type ToastOptions,
  type ToastVariant,
} from './toast/toastStore';
export { useToast } from './toast/useToast';
export { Toaster } from './toast/Toaster';

export { ComingSoon, type ComingSoonProps } from './ui/ComingSoon';
export { NotFound } from './ui/NotFound';
export { PageState, type PageStateProps } from './ui/PageState';
export { TextField, type TextFieldProps } from './ui/TextField';
