import { registerTextLookup } from './messages.ts';
import { partLookup } from './part-lookup.ts';
import { audiencesEn } from './parts/audiences.en.ts';
import { audiencesHi } from './parts/audiences.hi.ts';
import { formMessagesEn } from './parts/form-messages.en.ts';
import { formMessagesHi } from './parts/form-messages.hi.ts';
import { validationEn } from './parts/validation.en.ts';
import { validationHi } from './parts/validation.hi.ts';

/**
 * The Hindi texts of the catalogue parts that are looked up by their English text (the shared
 * schemas' validation messages, the storefront forms' answers): loaded with the Hindi catalogue (its chunk in the browser, at
 * start on the server), never on an English page's first load.
 */
registerTextLookup('hi', partLookup(validationEn, validationHi, 'hi'));
registerTextLookup('hi', partLookup(formMessagesEn, formMessagesHi, 'hi'));
registerTextLookup('hi', partLookup(audiencesEn, audiencesHi, 'hi'));
