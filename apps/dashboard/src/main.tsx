import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import './index.css';

createRoot(document.getElementById('dashboard')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
