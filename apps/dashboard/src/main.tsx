import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { installPersonMessages } from './lib/person-messages';
import './index.css';

installPersonMessages();

createRoot(document.getElementById('dashboard')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
