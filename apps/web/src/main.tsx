import { friendlyZodMessage } from '@lantern/shared';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// zod/mini's config is zod's one global configuration, without classic zod in the first load (docs/decisions/0027).
import { config } from 'zod/mini';
import { App } from './app/app.tsx';

config({ customError: friendlyZodMessage });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
