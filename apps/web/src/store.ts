import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { LANGUAGE_TAGS, baseApi, type ApiClientExtra } from '@medibridge/api-client';
import { modalReducer, subscribeLanguage } from '@medibridge/ui-kit';

const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  modal: modalReducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * The app's store: the one RTK Query api plus ui-kit's modal registry. `extra` reaches the base query
 * (the shell fills `navigate` once the router exists; tests pass a fake `fetchFn`). The server writes catalogue
 * words in the page's language (docs/decisions/0042): a switch fetches the answers that hold them again.
 */
export function makeStore(preloadedState?: Partial<RootState>, extra: ApiClientExtra = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  subscribeLanguage(() => store.dispatch(baseApi.util.invalidateTags([...LANGUAGE_TAGS])));
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
