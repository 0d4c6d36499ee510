import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import {
  ServerRouter,
  isRouteErrorResponse,
  type EntryContext,
  type HandleErrorFunction,
  type RouterContextProvider,
} from 'react-router';
import { cachedRenderContext, cspNonceContext } from '@anupalan/shared/app-context';
// Both catalogues in memory on the server (the server process registers them too; ADR 0023).
import '@anupalan/shared/i18n/server';

export const streamTimeout = 5_000;

/**
 * What React Router reports as an error: a client's mistake (a POST to a page without a form, a
 * 404 thrown by a loader) is an answer, not a server error, so it is not logged as one; neither is
 * a request the visitor abandoned. Everything else is logged with its stack.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(inner ?? error);
};

/**
 * Streams the page; crawlers (and anything that is not a browser) get the whole document at once
 * so the full content is in the HTML, and so does the page cache. Inline scripts carry the
 * request's CSP nonce (a cached page has none: its CSP lists the scripts' hashes).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(cspNonceContext) || undefined;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const waitForAll =
      loadContext.get(cachedRenderContext) || (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;
    const readyEvent = waitForAll ? 'onAllReady' : 'onShellReady';

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      // A finished Suspense boundary stays in place in the HTML whatever its size. By default React
      // sends one over 12,800 bytes as hidden HTML that an inline script moves into place, so without
      // JavaScript (or before it runs) the footer, a category page's consultation form and the other
      // deferred parts (components/deferred.tsx) would not show.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyEvent]() {
        shellRendered = true;
        const body = new PassThrough();
        headers.set('Content-Type', 'text/html; charset=utf-8');
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}
