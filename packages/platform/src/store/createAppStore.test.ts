import { createSlice, type PayloadAction, type Middleware } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { currentUserApi } from '../auth/api/getCurrentUser';
import { sessionApi } from '../auth/api/sessionWrites';
import { createAppStore } from './createAppStore';
import { addMiddleware } from './dynamicMiddleware';
import { rootReducer } from './rootReducer';

const counterSlice = createSlice({
  name: 'testCounter',
  initialState: { value: 0 },
  reducers: {
    added: (state, action: PayloadAction<number>) => {
      state.value += action.payload;
    },
  },
  selectors: { selectValue: (state) => state.value },
});

function respondWith(status: number, body: string, byUrl: Record<string, number> = {}) {
  const fetchMock = jest.fn<Promise<Response>, Parameters<typeof fetch>>(async (url) => {
    const code = byUrl[String(url)] ?? status;
    return new Response(code === 204 ? null : body, { status: code, statusText: code === 401 ? 'Unauthorized' : 'OK' });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

describe('the one store', () => {
  it('starts with the API cache only', () => {
    const store = createAppStore();
    expect(Object.keys(store.getState())).toEqual(['api']);
  });

  it('takes a slice injected after it was created (what a remote does when its code loads)', () => {
    const store = createAppStore();
    const withCounter = rootReducer.inject(counterSlice);
    store.dispatch(counterSlice.actions.added(3));
    const state = store.getState() as ReturnType<typeof withCounter>;
    expect(counterSlice.selectors.selectValue(state)).toBe(3);
    expect(withCounter(state, { type: 'unknown' }).testCounter).toEqual({ value: 3 });
    expect(store.getState()).toHaveProperty('testCounter', { value: 3 });
  });

  it('answers endpoints injected into baseApi after it was created', async () => {
    const store = createAppStore();
    const booksApi = baseApi.injectEndpoints({
      endpoints: (build) => ({
        testTitles: build.query<string[], void>({ queryFn: () => ({ data: ['Francesca'] }) }),
      }),
    });
    const result = await store.dispatch(booksApi.endpoints.testTitles.initiate());
    expect(result.data).toEqual(['Francesca']);
  });

  it('runs middleware added at run time', () => {
    const store = createAppStore();
    const seen: string[] = [];
    const recorder: Middleware = () => (next) => (action) => {
      if (counterSlice.actions.added.match(action)) seen.push(action.type);
      return next(action);
    };
    addMiddleware(recorder);
    store.dispatch(counterSlice.actions.added(1));
    expect(seen).toEqual(['testCounter/added']);
  });
});

describe('the current user', () => {
  const user = { id: 'u1', username: 'fran', email: 'f@x.co', firstName: 'Francesca', lastName: 'R', age: 8, role: 'family', createdAt: '' };

  it('is null, not an error, for a visitor: GET /api/auth/session answers 200 { active: false }', async () => {
    const fetchMock = respondWith(200, '{"active":false}');
    const store = createAppStore();
    const result = await store.dispatch(currentUserApi.endpoints.getCurrentUser.initiate());
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/session');
  });

  it('is still null, not an error, if the server answers 401', async () => {
    respondWith(401, '{"statusCode":401,"error":"Unauthorized","message":"No autenticado"}');
    const store = createAppStore();
    const result = await store.dispatch(currentUserApi.endpoints.getCurrentUser.initiate());
    expect(result.isSuccess).toBe(true);
    expect(result.data).toBeNull();
  });

  it('is an error for other failures', async () => {
    respondWith(500, 'boom');
    const store = createAppStore();
    const result = await store.dispatch(currentUserApi.endpoints.getCurrentUser.initiate());
    expect(result.isError).toBe(true);
    expect(result.error).toMatchObject({ status: 500, message: '500: boom' });
  });

  it('is cleared by a successful logout', async () => {
    respondWith(200, JSON.stringify({ active: true, user }));
    const store = createAppStore();
    const subscription = store.dispatch(currentUserApi.endpoints.getCurrentUser.initiate());
    await subscription;
    expect(currentUserApi.endpoints.getCurrentUser.select()(store.getState()).data).toEqual(user);

    const fetchMock = respondWith(200, '{"active":false}', { '/api/auth/logout': 204 });
    await store.dispatch(sessionApi.endpoints.logout.initiate()).unwrap();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(currentUserApi.endpoints.getCurrentUser.select()(store.getState()).data).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/logout');
    subscription.unsubscribe();
  });
});
