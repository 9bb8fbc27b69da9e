// The baseline of the bench: the smallest React page the same Vite builds.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Page() {
  return (
    <main>
      <h1>Publish</h1>
      <p>A minimal React page, built by the same Vite as the product, to compare the figures with.</p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
