import { z } from 'zod';
import { en } from '../i18n/en.ts';
import { LANGUAGES } from '../i18n/languages.ts';

/** PUT /api/v1/user/language (issue 23): the language a signed-in person chose; their messages follow it. */
export const languageUpdateSchema = z.object({
  language: z.enum(LANGUAGES, { error: en['profile.languageInvalid'] }),
});
export const languageUpdateResponseSchema = z.object({
  success: z.literal(true),
  language: z.enum(LANGUAGES),
});
