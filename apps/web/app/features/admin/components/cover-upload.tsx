import { useId, useState } from 'react';
import { useRevalidator } from 'react-router';
import { CATALOG_ADMIN_MESSAGES } from '@anupalan/shared';
import { Button } from '../../../components/ui/button';
import { apiRequest, messageOf } from '../../../lib/api-client';

/**
 * An article's cover picture: sent to `POST /api/v1/admin/content/blogs/:id/cover` (the server
 * checks it by its bytes and stores it through the storage adapter), then the page reloads its data.
 */
export function CoverUpload({ blogId, image, title }: { blogId: number; image: string | null; title: string }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const revalidator = useRevalidator();
  async function upload() {
    if (!file) {
      setMessage({ ok: false, text: CATALOG_ADMIN_MESSAGES.imageMissing });
      return;
    }
    setBusy(true);
    const form = new FormData();
    form.append('image', file);
    const res = await apiRequest(`/api/v1/admin/content/blogs/${blogId}/cover`, { form });
    setBusy(false);
    setMessage({
      ok: res.ok,
      text: res.ok ? CATALOG_ADMIN_MESSAGES.coverSaved : (messageOf(res) ?? 'The picture could not be saved. Please try again.'),
    });
    if (res.ok) await revalidator.revalidate();
  }
  return (
    <div className="space-y-3">
      {image ? <img src={image} alt={`Cover of ${title}`} className="max-h-48 rounded-lg border border-slate-200" /> : null}
      <label htmlFor={id} className="block font-medium text-slate-900">
        Cover image
      </label>
      <input
        id={id}
        type="file"
        accept="image/jpeg,image/png,image/gif"
        onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        className="block min-h-11 text-base"
      />
      <Button type="button" variant="outline" loading={busy} loadingText="Uploading..." onClick={upload}>
        Upload cover
      </Button>
      {message ? (
        <p
          role={message.ok ? 'status' : 'alert'}
          className={message.ok ? 'font-medium text-green-800' : 'font-medium text-red-700'}
        >
          {message.text}
        </p>
      ) : null}
    </div>
  );
}
