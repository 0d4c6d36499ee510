import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Every server-rendered form says how it is sent (docs/architecture.md, forms). A <form> without
 * `method` that is pressed before the page's script has loaded is sent by the browser as a GET with
 * every field in the address (history, access logs, proxies). So: every `<form>` / React Router
 * `<Form>` in apps/web has a method; GET only for the search filters listed here; and a plain
 * `<form>` with no `action` (nothing on the server takes its post) keeps its submit disabled until
 * hydrated (`useHydrated`).
 */
const APP = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Forms that are searches (GET by design: the query belongs in the address). Path → why. */
const GET_FORMS: Record<string, string> = {
  'components/lists/list-filters.tsx': 'back-office list filters',
  'features/blog/components/blog-listing.tsx': 'blog search',
  'routes/admin/dashboard.tsx': 'dashboard date range',
};

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return tsxFiles(full);
    return e.name.endsWith('.tsx') && !e.name.includes('.test.') ? [full] : [];
  });
}

interface FormTag {
  tag: string;
  /** The opening tag's text, attributes included. */
  text: string;
}

/** The opening tags of `<form …>` and `<Form …>` in a file's source (braces and strings skipped). */
function formTags(source: string): FormTag[] {
  const out: FormTag[] = [];
  const start = /<(form|Form)(?=[\s>/])/g;
  for (let m = start.exec(source); m; m = start.exec(source)) {
    let depth = 0;
    let quote: string | null = null;
    let i = m.index + m[0].length;
    for (; i < source.length; i++) {
      const c = source[i]!;
      if (quote) {
        if (c === quote) quote = null;
      } else if (c === '"' || c === "'" || c === '`') quote = c;
      else if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) break;
    }
    out.push({ tag: m[1]!, text: source.slice(m.index, i + 1) });
  }
  return out;
}

const methodOf = (text: string) => text.match(/\smethod="(post|get)"/)?.[1] ?? null;

const files = tsxFiles(APP).map((f) => ({
  rel: path.relative(APP, f).split(path.sep).join('/'),
  source: readFileSync(f, 'utf8'),
}));
const forms = files.flatMap((f) => formTags(f.source).map((t) => ({ ...t, file: f.rel, source: f.source })));

describe('server-rendered forms (no GET with personal data before the script loads)', () => {
  it('finds the forms it checks (the scan itself works)', () => {
    expect(formTags('<form\n  noValidate\n  onSubmit={(e) => { if (a > b) go(); }}\n  className="x">')).toEqual([
      { tag: 'form', text: '<form\n  noValidate\n  onSubmit={(e) => { if (a > b) go(); }}\n  className="x">' },
    ]);
    expect(methodOf(formTags('<form onSubmit={(e) => send(e)}>')[0]!.text)).toBeNull();
    expect(methodOf(formTags('<Form method="post" {...rest}>')[0]!.text)).toBe('post');
    // The consultation, newsletter, profile, company, login, feedback, coupon, partner and back-office forms at least.
    expect(forms.length).toBeGreaterThanOrEqual(15);
    expect(forms.map((f) => f.file)).toEqual(
      expect.arrayContaining([
        'features/leads/components/consultation-form.tsx',
        'features/newsletter/components/newsletter-form.tsx',
        'components/forms/action-form.tsx',
        'routes/admin/login.tsx',
      ]),
    );
  });

  it('every form has method="post" or method="get"', () => {
    const without = forms.filter((f) => methodOf(f.text) === null).map((f) => `${f.file}: ${f.text.split('\n')[0]}`);
    expect(without).toEqual([]);
  });

  it('GET only for the listed searches', () => {
    const gets = [...new Set(forms.filter((f) => methodOf(f.text) === 'get').map((f) => f.file))].sort();
    expect(gets).toEqual(Object.keys(GET_FORMS).sort());
  });

  it('a plain <form> that no route action takes keeps its submit disabled until hydrated', () => {
    const unguarded = forms
      .filter((f) => f.tag === 'form' && !/\saction=/.test(f.text) && methodOf(f.text) === 'post')
      .filter((f) => !/useHydrated\(\)/.test(f.source) || !/!hydrated\b/.test(f.source))
      .map((f) => f.file);
    expect(unguarded).toEqual([]);
  });
});
