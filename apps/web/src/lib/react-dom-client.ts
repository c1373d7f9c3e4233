// React DOM's client as a module of the app's own, the start-up step main.tsx loads (vite.config.ts).
// React DOM is CommonJS: importing it from main.tsx itself would give the entry's chunk an import of
// rolldown's interop helpers, a second script every page's head names and fetches before first paint.
export { createRoot, hydrateRoot } from 'react-dom/client';
