import { describe, expect, it } from 'vitest';
import { countHardCodedStrings, countServerFile, countWebFile, readBaseline } from './i18n-strings.ts';

/**
 * Issue 23's ratchet: no file may gain a hard-coded user-visible string; the baseline only shrinks
 * (`npm run i18n:baseline` rewrites it after texts move into the catalogue, or when merging).
 */
describe('hard-coded user-visible strings', () => {
  it('has no file with more than its baseline', () => {
    const baseline = readBaseline();
    const grown = Object.entries(countHardCodedStrings())
      .filter(([file, n]) => n > (baseline[file] ?? 0))
      .map(([file, n]) => `${file}: ${n} (baseline ${baseline[file] ?? 0})`);
    expect(grown, 'Put new texts in packages/shared/src/i18n (en.ts and hi.ts) and show them with useT()').toEqual([]);
    // Parsing every file takes a few seconds on a busy machine.
  }, 60_000);

  it('counts JSX text, visible attributes and literal children, not catalogue calls or class names', () => {
    const source = `export const A = () => (
      <div className="px-2" aria-label="Main menu" data-x="ignored">
        Hello there
        <input placeholder={t('login.identifier')} title={ok ? 'Yes please' : 'No thanks'} />
        {t('home.hero.title')}
        {busy ? 'Saving…' : null}
        <img alt="Company logo" />
        {' '}₹ 100
      </div>
    );`;
    expect(countWebFile(source, 'x.tsx')).toBe(6);
  });

  it('counts a server message that is not in the catalogue, and not one that is', () => {
    const source = `
      throw new AppError('UNAUTHENTICATED', 'User not authenticated. Please login again.');
      throw new AppError('NOT_FOUND', 'Company not found.');
      throw AppError.badRequest(\`Bad \${x} value\`);
      throw new RateLimitError(LOGIN_MESSAGES.otpWait(3), 3);`;
    expect(countServerFile(source, 'x.ts')).toBe(2);
  });
});
