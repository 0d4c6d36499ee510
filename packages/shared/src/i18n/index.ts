// The catalogue runtime for both the server and the web app (ADR 0023). `server.ts` (the API's
// reverse lookup, and the Hindi catalogue loaded eagerly) is imported by the server only.
export * from './languages.ts';
export * from './messages.ts';
export * from './formats.ts';
export * from './route-messages.ts';
