import { IntlMessageFormat } from 'intl-messageformat';
import type { MessageKey } from './en.ts';
import { hi } from './hi.ts';
import { DEFAULT_LANG, type Lang } from './languages.ts';
import {
  addMessages,
  englishMessages,
  keyOfEnglish,
  localiseText,
  registerCatalogue,
  t,
  type MessageValues,
} from './messages.ts';
import { allParts } from './parts/index.ts';
import './hi-parts.ts';

/**
 * The API's side of the catalogue (ADR 0023): services throw and answer with the English texts
 * (the spec's, word for word); the one error handler and the routes' success answers turn a text
 * into the language the client asked for here. A text with values ('Invalid OTP. 3 attempts
 * left.') is matched against the English message's pattern and said again with the same values.
 * A text the catalogue does not have stays English.
 */
registerCatalogue('hi', hi);
// Every catalogue part, in both languages (the browser gets each with its route).
addMessages('en', allParts('en'));
addMessages('hi', allParts('hi'));

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> };
const LITERAL = 0;
const ARGUMENT = 1;
const NUMBER = 2;
const PLURAL = 6;
const POUND = 7;

interface Pattern {
  key: MessageKey;
  regex: RegExp;
  /** The value name of each capture group, in order. */
  groups: string[];
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function toRegex(elements: Element[], groups: string[], pluralArg?: string): string {
  let out = '';
  for (const el of elements) {
    if (el.type === LITERAL) out += escape(el.value ?? '');
    else if (el.type === ARGUMENT || el.type === NUMBER) {
      groups.push(el.value ?? '');
      out += el.type === NUMBER ? '(-?\\d+)' : '(.+?)';
    } else if (el.type === POUND && pluralArg) {
      groups.push(pluralArg);
      out += '(-?\\d+)';
    } else if (el.type === PLURAL && el.options) {
      // One alternative per plural form (the value itself is captured where the text shows it).
      out += `(?:${Object.values(el.options)
        .map((o) => toRegex(o.value, groups, el.value))
        .join('|')})`;
    } else return '(?!)';
  }
  return out;
}

let patterns: Pattern[] | undefined;

function allPatterns(): Pattern[] {
  if (patterns) return patterns;
  patterns = [];
  for (const [key, source] of Object.entries(englishMessages()) as Array<[MessageKey, string]>) {
    if (!source.includes('{')) continue;
    const groups: string[] = [];
    const body = toRegex(new IntlMessageFormat(source, 'en-IN').getAst() as Element[], groups);
    patterns.push({ key, regex: new RegExp(`^${body}$`), groups });
  }
  return patterns;
}

/** The catalogue key and values of an English server text, or null when the catalogue lacks it. */
export function matchEnglish(text: string): { key: MessageKey; values?: MessageValues } | null {
  const exact = keyOfEnglish(text);
  if (exact) return { key: exact };
  for (const p of allPatterns()) {
    const m = p.regex.exec(text);
    if (!m) continue;
    const values: MessageValues = {};
    p.groups.forEach((name, i) => {
      const v = m[i + 1];
      if (v !== undefined) values[name] = /^-?\d+$/.test(v) ? Number(v) : v;
    });
    // The values said again in English must give the very same text (no accidental match).
    if (t(DEFAULT_LANG, p.key, values) === text) return { key: p.key, values };
  }
  return null;
}

/** An English server text in the client's language (unchanged for English, or when not in the catalogue). */
export function localiseMessage(lang: Lang, text: string): string {
  if (lang === DEFAULT_LANG) return text;
  const found = matchEnglish(text);
  // Else a part's text (the shared schemas' validation messages), or the text as it is.
  return found ? t(lang, found.key, found.values) : localiseText(lang, text);
}
