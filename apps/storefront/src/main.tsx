import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The server renders home, the listings and the product pages (entry-server.tsx); the rest start empty.
if (root.hasChildNodes()) hydrateRoot(root, app);
else createRoot(root).render(app);
