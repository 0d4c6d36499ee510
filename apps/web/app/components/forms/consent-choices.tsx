import { Link } from 'react-router';
import { PRIVACY_NOTICE, PRIVACY_NOTICE_PATH, type WithdrawablePurpose } from '@anupalan/shared/contracts/privacy-texts';
import type { MessageKey } from '@anupalan/shared/i18n';
import { useT } from '../../lib/i18n';

export const OPTIONAL_PURPOSES: readonly WithdrawablePurpose[] = ['marketing', 'whatsapp'];

/**
 * The consent part of a form that records consent (issue 24): the line saying what the form's
 * details are used for, the privacy notice's link (a new tab, so nothing typed is lost), and,
 * when `chosen` is given, the optional purposes, unticked until the person ticks them. The
 * notice version and the ticked purposes are also form fields (`notice_version`,
 * `consent_purposes`), so a form posted before its script has loaded sends them too.
 */
export function ConsentChoices({
  line,
  chosen,
  onChange,
  disabled,
}: {
  line: MessageKey;
  chosen?: readonly WithdrawablePurpose[];
  onChange?: (next: WithdrawablePurpose[]) => void;
  disabled?: boolean;
}) {
  const t = useT();
  return (
    <div className="space-y-2 text-sm text-slate-700">
      <input type="hidden" name="notice_version" value={PRIVACY_NOTICE.version} />
      {chosen && (
        <fieldset className="space-y-1">
          <legend className="font-medium text-slate-900">{t('consent.optional')}</legend>
          {OPTIONAL_PURPOSES.map((p) => (
            <label key={p} className="flex min-h-11 items-center gap-3 text-slate-900">
              <input
                type="checkbox"
                name="consent_purposes"
                value={p}
                className="size-5 shrink-0"
                checked={chosen.includes(p)}
                disabled={disabled}
                onChange={(e) => onChange?.(e.target.checked ? [...chosen, p] : chosen.filter((x) => x !== p))}
              />
              {t(p === 'marketing' ? 'consent.optin.marketing' : 'consent.optin.whatsapp')}
            </label>
          ))}
        </fieldset>
      )}
      <p>
        {t(line)}{' '}
        <Link to={PRIVACY_NOTICE_PATH} target="_blank" rel="noopener" className="font-medium text-brand-800 underline">
          {t('consent.readNotice')}
        </Link>
      </p>
    </div>
  );
}
