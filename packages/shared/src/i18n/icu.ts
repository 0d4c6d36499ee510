/**
 * The browser's (and the server's) interpreter of the catalogue's messages (ADR 0023): the subset of
 * ICU MessageFormat the catalogues use, `{name}`, `{n, plural, =0 {…} one {…} other {…}}` with `#`,
 * and `{x, select, a {…} other {…}}`, in well under a kilobyte. The catalogues are written and
 * checked with FormatJS's parser (`intl-messageformat`, in the tests and on the server), and the
 * catalogue test holds this interpreter's output to FormatJS's for every message, so a message
 * outside the subset fails there, not in a customer's browser. A quote is an ordinary character
 * here, so the catalogues use ’ for an apostrophe.
 */
export type IcuNode =
  string | { arg: string } | { pound: true } | { arg: string; kind: 'plural' | 'select'; options: Record<string, IcuNode[]> };

function parseNodes(s: string, pos: { i: number }, nested: boolean, plural: boolean): IcuNode[] {
  const out: IcuNode[] = [];
  let text = '';
  const flush = () => {
    if (text) out.push(text);
    text = '';
  };
  while (pos.i < s.length) {
    const c = s[pos.i]!;
    if (c === '}' && nested) break;
    if (c === '#' && plural) {
      flush();
      out.push({ pound: true });
      pos.i++;
      continue;
    }
    if (c !== '{') {
      text += c;
      pos.i++;
      continue;
    }
    flush();
    const close = s.indexOf('}', pos.i);
    const comma = s.indexOf(',', pos.i);
    if (comma === -1 || comma > close) {
      out.push({ arg: s.slice(pos.i + 1, close).trim() });
      pos.i = close + 1;
      continue;
    }
    const arg = s.slice(pos.i + 1, comma).trim();
    const comma2 = s.indexOf(',', comma + 1);
    const kind = s.slice(comma + 1, comma2).trim() === 'plural' ? 'plural' : 'select';
    pos.i = comma2 + 1;
    const options: Record<string, IcuNode[]> = {};
    for (;;) {
      while (/\s/.test(s[pos.i] ?? '')) pos.i++;
      if (pos.i >= s.length || s[pos.i] === '}') {
        pos.i++;
        break;
      }
      const open = s.indexOf('{', pos.i);
      const selector = s.slice(pos.i, open).trim();
      pos.i = open + 1;
      options[selector] = parseNodes(s, pos, true, kind === 'plural');
      pos.i++;
    }
    out.push({ arg, kind, options });
  }
  flush();
  return out;
}

export function parseIcu(source: string): IcuNode[] {
  return parseNodes(source, { i: 0 }, false, false);
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numbers = new Map<string, Intl.NumberFormat>();

export function formatIcu(nodes: IcuNode[], locale: string, values: Record<string, string | number>, n?: number): string {
  let out = '';
  for (const node of nodes) {
    if (typeof node === 'string') out += node;
    else if ('pound' in node) {
      let f = numbers.get(locale);
      if (!f) numbers.set(locale, (f = new Intl.NumberFormat(locale)));
      out += n === undefined ? '#' : f.format(n);
    } else if (!('kind' in node)) out += String(values[node.arg] ?? `{${node.arg}}`);
    else {
      const value = values[node.arg];
      let chosen: IcuNode[] | undefined;
      if (node.kind === 'plural') {
        const num = Number(value);
        let rules = pluralRules.get(locale);
        if (!rules) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
        chosen = node.options[`=${num}`] ?? node.options[rules.select(num)] ?? node.options.other;
        out += formatIcu(chosen ?? [], locale, values, num);
      } else {
        chosen = node.options[String(value)] ?? node.options.other;
        out += formatIcu(chosen ?? [], locale, values, n);
      }
    }
  }
  return out;
}
