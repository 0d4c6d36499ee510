import {
  lazy,
  memo,
  startTransition,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ComponentType,
  type RefObject,
} from 'react';

const noSubscription = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * What asks for a part's code: a press, a key or a touch anywhere on the page (what follows may be a
 * navigation, which renders the part again), or the pointer over or focus inside the part. Listened
 * to on the window in the capture phase: React stops these at its root while the part is not hydrated.
 */
const ANYWHERE = ['pointerdown', 'keydown', 'touchstart'] as const;
const INSIDE = ['pointerover', 'focusin'] as const;

/** The server's loads of every deferred part, started when the module defining it is evaluated. */
const serverLoads: Promise<unknown>[] = [];

/**
 * Resolves once every deferred part's code is loaded on the server (at once after start-up): the
 * root loader awaits it, so the server never renders a part as a streamed Suspense boundary (which
 * would need a script to show, and the parts must show and work without one).
 */
export function deferredPartsReady(): Promise<unknown> {
  return Promise.all(serverLoads);
}

interface GatedProps {
  fromServer: boolean;
  wrapper: RefObject<HTMLDivElement | null>;
  snapshot: RefObject<string>;
}

/** What was typed into a part (by its wrapper) before a render replaced its DOM, put back after it. */
const carried = new WeakMap<HTMLElement, CarriedControls>();

function carry(root: HTMLDivElement | null) {
  const values = carryControls(root);
  if (root && values) carried.set(root, values);
}

/** Before the copy replaces the server's DOM (called in that render, while the server's fields are still there). */
function carryBeforeCopy(root: HTMLDivElement | null) {
  if (root && !root.querySelector(':scope > [data-static-copy]')) carry(root);
}

function putBackCarried(wrapper: RefObject<HTMLDivElement | null>) {
  const root = wrapper.current;
  const values = root ? carried.get(root) : undefined;
  if (!root || !values) return;
  carried.delete(root);
  restoreControls(root, values);
}

function StaticCopy({ html, wrapper }: { html: string; wrapper: RefObject<HTMLDivElement | null> }) {
  // The copy is made from the HTML, so what was typed into the server's fields goes over by hand.
  useLayoutEffect(() => putBackCarried(wrapper), [wrapper]);
  return <div data-static-copy="" style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

interface CarriedControls {
  values: Map<string, string | boolean>;
  focused: { key: string; start: number | null; end: number | null } | null;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;
const controlKey = (c: Element) => (c as Control).name || c.id;
const controls = (root: HTMLElement) =>
  [...root.querySelectorAll<Control>('input, select, textarea')].filter(
    (c) => controlKey(c) && c.type !== 'file' && c.type !== 'hidden',
  );

/** What was typed into the static copy, and where the caret was (put back into the part's own fields). */
function carryControls(root: HTMLElement | null): CarriedControls | null {
  if (!root) return null;
  const values = new Map<string, string | boolean>();
  for (const c of controls(root)) {
    values.set(
      controlKey(c),
      c instanceof HTMLInputElement && (c.type === 'checkbox' || c.type === 'radio') ? c.checked : c.value,
    );
  }
  const active = document.activeElement;
  const focused =
    active instanceof Element && root.contains(active) && controlKey(active)
      ? {
          key: controlKey(active),
          start: 'selectionStart' in active ? (active as HTMLInputElement).selectionStart : null,
          end: 'selectionEnd' in active ? (active as HTMLInputElement).selectionEnd : null,
        }
      : null;
  return { values, focused };
}

function restoreControls(root: HTMLElement | null, { values, focused }: CarriedControls) {
  if (!root) return;
  for (const c of controls(root)) {
    const value = values.get(controlKey(c));
    if (typeof value === 'boolean' && c instanceof HTMLInputElement) c.checked = value;
    else if (typeof value === 'string' && c.value !== value) c.value = value;
    if (focused?.key === controlKey(c)) {
      c.focus();
      if (focused.start !== null && 'setSelectionRange' in c) {
        try {
          c.setSelectionRange(focused.start, focused.end);
        } catch {
          /* not a text field */
        }
      }
    }
  }
}

export interface DeferredOptions<P> {
  /** The component, through a dynamic import (its own chunk in the browser's build). */
  load: () => Promise<ComponentType<P>>;
  /** Also ask for the code when the part comes within this margin of the viewport (IntersectionObserver rootMargin). */
  visibleMargin?: string;
  /** Classes of the wrapping `<div>` (it is where the part sits in the layout). */
  className?: string;
}

/**
 * A part of a page that the server renders in full, but whose code the browser fetches only when
 * someone gets to it: when it comes into view (`visibleMargin`) or at the first interaction inside
 * it (pointer down or over, focus, a key, a touch). Until then the browser shows the server's HTML
 * (links and plain form posts work as they do without JavaScript) inside a Suspense boundary React
 * leaves unhydrated; when the code is there React hydrates it in place. A part that first renders
 * in the browser (a client-side navigation) asks for its code at once. A press on a `type="button"`
 * button while the code was on its way (React drops it: the boundary is not hydrated yet) is
 * pressed again once it is hydrated; links and submits already did what they do natively.
 *
 * The wrapper is memoised: give it props that keep their identity, since a dehydrated boundary that
 * receives new props is rendered afresh (its code is then asked for at once, and the server's HTML
 * gives way to the part's own render when it arrives).
 */
export function deferred<P extends object>({ load, visibleMargin, className }: DeferredOptions<P>) {
  // The server renders the part itself, loaded once up front (deferredPartsReady).
  let Server: ComponentType<P> | undefined;
  const serverLoad = import.meta.env.SSR
    ? load().then((component) => {
        Server = component;
        return component;
      })
    : null;
  if (serverLoad) serverLoads.push(serverLoad);
  function ServerPart(props: P) {
    const Part = Server ?? use(serverLoad!);
    // eslint-disable-next-line react-hooks/static-components -- the part's own component, loaded once per process
    return <Part {...props} />;
  }

  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  let requested = false;
  const request = () => {
    if (requested) return;
    requested = true;
    open();
  };
  let Loaded: ComponentType<P> | null = null;
  const onLoaded = new Set<() => void>();
  const loading = gate.then(load).then((component) => {
    Loaded = component;
    for (const listener of onLoaded) listener();
    return component;
  });
  const Lazy = lazy(() => loading.then((component) => ({ default: component })));
  let hydrated = false;
  let pendingPress: HTMLButtonElement | null = null;

  function Gated({ fromServer, wrapper, snapshot, ...props }: P & GatedProps) {
    const clientRender = useSyncExternalStore(noSubscription, onClient, onServer);
    const [, setLoaded] = useState(false);
    useEffect(() => {
      if (Loaded) return;
      const listener = () => {
        carry(wrapper.current);
        startTransition(() => setLoaded(true));
      };
      onLoaded.add(listener);
      return () => void onLoaded.delete(listener);
    }, [wrapper]);
    // A part that first renders in the browser (a client-side navigation) needs its code now.
    if (clientRender && !fromServer) request();
    // One the server rendered that React renders again before its code was asked for (a router
    // update right after hydration: React Router's discovery of the routes the page links to
    // changes the router's state, and React renders an unhydrated boundary under a changed context
    // afresh) shows a copy of the server's HTML until then; its code is still asked for only when
    // someone gets to it. What was typed into the copy is carried over (Hydrated, below).
    if (clientRender && fromServer && !Loaded) {
      carryBeforeCopy(wrapper.current);
      return <StaticCopy html={snapshot.current} wrapper={wrapper} />;
    }
    const Part = Loaded ?? Lazy;
    return (
      <>
        <Part {...(props as P)} />
        <Hydrated wrapper={wrapper} />
      </>
    );
  }

  function Hydrated({ wrapper }: { wrapper: RefObject<HTMLDivElement | null> }) {
    useLayoutEffect(() => putBackCarried(wrapper), [wrapper]);
    useEffect(() => {
      hydrated = true;
      // Browser tests wait for this (e2e/support/harness.ts, scrollToPart), as for html[data-hydrated].
      wrapper.current?.setAttribute('data-deferred', 'hydrated');
      const press = pendingPress;
      pendingPress = null;
      if (press?.isConnected) press.click();
    }, [wrapper]);
    return null;
  }

  function Deferred(props: P) {
    const ref = useRef<HTMLDivElement>(null);
    const clientRender = useSyncExternalStore(noSubscription, onClient, onServer);
    const [fromServer] = useState(!clientRender);
    // The server's HTML of the part, taken when it is hydrated around (StaticCopy).
    const snapshot = useRef('');
    useLayoutEffect(() => {
      if (fromServer && ref.current) snapshot.current = ref.current.innerHTML.replace(/<!--\/?\$[?!]?-->/g, '');
    }, [fromServer]);
    useEffect(() => {
      const element = ref.current;
      if (!element || requested) return;
      const inside = (event: Event) => event.target instanceof Node && element.contains(event.target);
      const onInteraction = (event: Event) => {
        if (inside(event)) request();
      };
      const onAnywhere = () => request();
      const onClick = (event: Event) => {
        if (hydrated || !inside(event)) return;
        const button = (event.target as Element).closest('button');
        if (button && button.type === 'button' && element.contains(button)) pendingPress = button;
      };
      for (const type of ANYWHERE) window.addEventListener(type, onAnywhere, { capture: true, passive: true });
      for (const type of INSIDE) window.addEventListener(type, onInteraction, { capture: true, passive: true });
      window.addEventListener('click', onClick, { capture: true });
      const observer =
        visibleMargin !== undefined && typeof IntersectionObserver === 'function'
          ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && request(), {
              rootMargin: visibleMargin,
            })
          : null;
      observer?.observe(element);
      let stopped = false;
      const stop = () => {
        if (stopped) return;
        stopped = true;
        for (const type of ANYWHERE) window.removeEventListener(type, onAnywhere, { capture: true });
        for (const type of INSIDE) window.removeEventListener(type, onInteraction, { capture: true });
        observer?.disconnect();
      };
      // The click listener stays until the part is hydrated (a press while its code is on the way).
      void gate.then(stop);
      return () => {
        stop();
        window.removeEventListener('click', onClick, { capture: true });
      };
    }, []);
    return (
      <div ref={ref} className={className} data-deferred="">
        <Suspense fallback={null}>
          {serverLoad ? (
            <ServerPart {...props} />
          ) : (
            <Gated {...props} fromServer={fromServer} wrapper={ref} snapshot={snapshot} />
          )}
        </Suspense>
      </div>
    );
  }

  return memo(Deferred);
}
