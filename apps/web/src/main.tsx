import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { ApiClientExtra } from '@medibridge/api-client';
import { App } from './App';
import { makeStore } from './store';

const extra: ApiClientExtra = {};
const store = makeStore(undefined, extra);
const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App store={store} extra={extra} />
  </StrictMode>,
);
