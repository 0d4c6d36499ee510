import { Link } from 'react-router';
import { buttonClasses } from '../ui/button';
import { PageTitle } from '../lists/list-page';
import { ResultNotice } from './action-form';

/**
 * The heading block of the back office's catalogue and content pages: the title, a "New …" link
 * beside it (the lists) or a link back to the list under it (the editors), then the result of the
 * page's last action.
 */
export function EditingHeading({
  title,
  result,
  newLink,
  backLink,
}: {
  title: React.ReactNode;
  result: { ok: boolean; message: string } | undefined | null;
  newLink?: { to: string; label: string };
  backLink?: { to: string; label: string };
}) {
  return (
    <>
      <PageTitle
        actions={
          newLink ? (
            <Link to={newLink.to} className={buttonClasses({ size: 'sm' })}>
              {newLink.label}
            </Link>
          ) : undefined
        }
      >
        {title}
      </PageTitle>
      {backLink ? (
        <Link to={backLink.to} className="font-medium text-brand-800 underline">
          {backLink.label}
        </Link>
      ) : null}
      <ResultNotice result={result} className={backLink ? 'my-4' : undefined} />
    </>
  );
}
