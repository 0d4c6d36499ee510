import { formatIcu, parseIcu } from './icu.ts';

/**
 * An English message with its values, straight from its source text: for the modules that say a
 * catalogue text in English without the catalogue runtime (the server's refusals, back-office
 * texts), e.g. `english(conversationsEn['conversations.accepted'], { name })`.
 */
export function english(source: string, values: Record<string, string | number>): string {
  return formatIcu(parseIcu(source), 'en-IN', values);
}
