import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadCatalogue, pageLang } from '@anupalan/shared/i18n';

/**
 * React Router's default client entry, with one step first (ADR 0023): a Hindi page fetches the
 * Hindi catalogue (its own chunk; an English page never downloads it) before hydrating, so the
 * first render in the browser says what the server said.
 */
function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

loadCatalogue(pageLang(window.location.pathname, document.cookie)).then(hydrate, (err: unknown) => {
  // Without it the page still works: English texts until the next full load.
  console.error('catalogue load failed', err);
  hydrate();
});
