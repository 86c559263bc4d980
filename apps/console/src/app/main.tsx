import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preferredLanguage, showLanguage } from '../i18n/setup.ts';
import { ConsoleApp } from './ConsoleApp.tsx';
import './console.css';

await showLanguage(preferredLanguage());

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
createRoot(container).render(
  <StrictMode>
    <ConsoleApp />
  </StrictMode>,
);
