/**
 * The guard against new hard-coded texts (issue 23, ADR 0023): counts, per file, the user-visible
 * strings written outside the catalogue.
 *
 * - `apps/web/app` (the back office apart: it stays English by the issue): JSX text with a word in
 *   it; string literals given to user-visible attributes (`aria-label`, `placeholder`, `title`,
 *   `alt`, `label`, …) or standing as a JSX child (`{'text'}`, `{ok ? 'a' : 'b'}`).
 * - `apps/server/src`: the texts of `new AppError(…)`, `AppError.notFound/badRequest(…)` and
 *   `new RateLimitError(…)` that are not an English text of the catalogue (a catalogue text is said
 *   in the client's language by the error handler; a template with values never is).
 *
 * `scripts/i18n-baseline.json` holds today's counts; `scripts/i18n-strings.unit.test.ts` fails
 * when a file has more than its baseline. `npm run i18n:baseline` rewrites the baseline (after
 * converting texts, or when merging branches that added some).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { en } from '../packages/shared/src/i18n/en.ts';
import { allParts } from '../packages/shared/src/i18n/parts/index.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
export const BASELINE_FILE = path.join(ROOT, 'scripts/i18n-baseline.json');

const VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'placeholder',
  'title',
  'alt',
  'label',
  'loadingText',
  'hint',
  'description',
  'confirmLabel',
  'cancelLabel',
]);
/** The back office stays English (issue 23): not counted. */
const WEB_EXCLUDED = [/\/features\/admin\//, /\/routes\/admin\//, /\/routes\/backoffice\.ts$/];
const ENGLISH_TEXTS = new Set<string>([...Object.values(en), ...Object.values(allParts('en'))]);

const WORD = /[A-Za-z]{2,}/;

function files(dir: string, ext: RegExp): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== '+types') out.push(...files(full, ext));
    } else if (ext.test(entry.name) && !/\.(test|e2e)\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

function literalText(node: ts.Node): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((s) => s.literal.text).join(' ');
  return null;
}

/** The string literals an expression can evaluate to directly (`a ? 'x' : 'y'`, `c && 'x'`, `'x'`). */
function branchTexts(node: ts.Expression): string[] {
  if (ts.isParenthesizedExpression(node)) return branchTexts(node.expression);
  if (ts.isConditionalExpression(node)) return [...branchTexts(node.whenTrue), ...branchTexts(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    [ts.SyntaxKind.AmpersandAmpersandToken, ts.SyntaxKind.BarBarToken, ts.SyntaxKind.QuestionQuestionToken].includes(
      node.operatorToken.kind,
    )
  ) {
    return branchTexts(node.right);
  }
  const text = literalText(node);
  return text === null ? [] : [text];
}

export function countWebFile(source: string, fileName: string): number {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let count = 0;
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) {
      if (WORD.test(node.text)) count++;
    } else if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(sf)) && node.initializer) {
      const init = node.initializer;
      const texts = ts.isStringLiteral(init)
        ? [init.text]
        : ts.isJsxExpression(init) && init.expression
          ? branchTexts(init.expression)
          : [];
      count += texts.filter((t) => WORD.test(t)).length;
    } else if (ts.isJsxExpression(node) && node.expression && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      count += branchTexts(node.expression).filter((t) => WORD.test(t)).length;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return count;
}

function isAppErrorCall(node: ts.Node): ts.Expression | undefined {
  if (ts.isNewExpression(node)) {
    const name = node.expression.getText();
    if (name === 'AppError') return node.arguments?.[1];
    if (name === 'RateLimitError') return node.arguments?.[0];
  }
  if (ts.isCallExpression(node) && /^AppError\.(notFound|badRequest)$/.test(node.expression.getText())) return node.arguments[0];
  return undefined;
}

export function countServerFile(source: string, fileName: string): number {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  let count = 0;
  const visit = (node: ts.Node) => {
    const message = isAppErrorCall(node);
    if (message) {
      const text = literalText(message);
      if (text !== null && WORD.test(text) && (ts.isTemplateExpression(message) || !ENGLISH_TEXTS.has(text))) count++;
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return count;
}

/** Today's counts, by path from the repository root (files with none are left out). */
export function countHardCodedStrings(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const file of files(path.join(ROOT, 'apps/web/app'), /\.tsx?$/)) {
    if (WEB_EXCLUDED.some((r) => r.test(file))) continue;
    const n = countWebFile(readFileSync(file, 'utf8'), file);
    if (n > 0) counts[path.relative(ROOT, file)] = n;
  }
  for (const file of files(path.join(ROOT, 'apps/server/src'), /\.ts$/)) {
    const n = countServerFile(readFileSync(file, 'utf8'), file);
    if (n > 0) counts[path.relative(ROOT, file)] = n;
  }
  return Object.fromEntries(Object.entries(counts).sort(([a], [b]) => a.localeCompare(b)));
}

export function readBaseline(): Record<string, number> {
  return JSON.parse(readFileSync(BASELINE_FILE, 'utf8')) as Record<string, number>;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename) && process.argv.includes('--write')) {
  const counts = countHardCodedStrings();
  writeFileSync(BASELINE_FILE, `${JSON.stringify(counts, null, 2)}\n`);
  const total = Object.values(counts).reduce((a, b) => a + b, 0);
  console.log(
    `i18n baseline: ${total} hard-coded strings in ${Object.keys(counts).length} files → ${path.relative(ROOT, BASELINE_FILE)}`,
  );
}
