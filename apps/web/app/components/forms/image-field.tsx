import { useCallback, useEffect, useRef, useState } from 'react';
import { ImagePlus, Trash2 } from 'lucide-react';
import { IMAGE_ACCEPT, IMAGE_MAX_BYTES, IMAGE_TYPES, REGISTRATION_MESSAGES } from '@anupalan/shared';
import { Button } from '../ui/button';
import { FilePicker } from '../ui/file-picker';
import { FormField } from '../ui/form-field';
import { cn } from '../ui/cn';

const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'];

/** Optional image: JPEG, PNG or GIF, under 5MB (the shared rule; the server checks the bytes too). */
export function imageError(file: Pick<File, 'type' | 'size' | 'name'> | null): string | null {
  if (!file) return null;
  const ext = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  const type = file.type.toLowerCase();
  const typeOk = type
    ? (IMAGE_TYPES as readonly string[]).includes(type === 'image/jpg' ? 'image/jpeg' : type)
    : IMAGE_EXTENSIONS.includes(ext);
  if (!typeOk) return REGISTRATION_MESSAGES.imageType;
  return file.size < IMAGE_MAX_BYTES ? null : REGISTRATION_MESSAGES.imageSize;
}

/**
 * The chosen image, its preview URL (released when replaced or on leaving) and its message. A
 * refused file is not kept and the input is emptied, so the same file can be chosen again.
 */
export function useImageField(onPick?: () => void) {
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const clear = useCallback(() => {
    setFile(null);
    setPreview(null);
    setError(null);
    if (inputRef.current) inputRef.current.value = '';
  }, []);

  const onChange = useCallback(
    (event: React.ChangeEvent<HTMLInputElement>) => {
      const chosen = event.target.files?.[0] ?? null;
      onPick?.();
      const problem = imageError(chosen);
      if (problem || !chosen) {
        setFile(null);
        setPreview(null);
        setError(problem);
        if (inputRef.current) inputRef.current.value = '';
        event.target.value = '';
        return;
      }
      setError(null);
      setFile(chosen);
      setPreview(URL.createObjectURL(chosen));
    },
    [onPick],
  );

  return { file, preview, error, setError, onChange, clear, inputRef };
}

export type ImageFieldState = ReturnType<typeof useImageField>;

export interface ImageFieldProps {
  image: ImageFieldState;
  label: string;
  name: string;
  hint?: React.ReactNode;
  /** Shown when nothing new is chosen (the saved photo); otherwise a placeholder icon. */
  current?: string | null;
  /** The preview's alternative text. */
  alt?: string;
  /** Round preview of this size class; none for a plain picker. */
  preview?: 'small' | 'large' | 'none';
  /** Offer 'Remove Image' once something is chosen. */
  removable?: boolean;
  /** Overrides the field's message (e.g. the server's). */
  error?: string | null;
  className?: string;
  layout?: string;
}

/** Label, round preview, 'Choose file', the chosen name and the message (storefront §2, portal §2). */
export function ImageField({
  image,
  label,
  name,
  hint,
  current,
  alt = 'Preview of the selected image',
  preview = 'small',
  removable,
  error,
  className,
  layout = 'flex flex-wrap items-center gap-4',
}: ImageFieldProps) {
  const shown = image.preview ?? current ?? null;
  const size = preview === 'large' ? 'size-24' : 'size-20';
  const message = error ?? image.error ?? undefined;
  return (
    <FormField label={label} error={message} hint={hint} className={className}>
      {(control) => {
        const picker = (
          <FilePicker
            control={control}
            file={image.file}
            ref={image.inputRef}
            name={name}
            accept={IMAGE_ACCEPT}
            onChange={image.onChange}
          />
        );
        if (preview === 'none') return picker;
        return (
          <div className={layout}>
            {shown ? (
              <img src={shown} alt={alt} className={cn(size, 'shrink-0 rounded-full border border-slate-200 object-cover')} />
            ) : (
              <span
                className={cn(
                  size,
                  'flex shrink-0 items-center justify-center rounded-full border border-dashed border-slate-400 bg-slate-50 text-slate-500',
                )}
              >
                <ImagePlus aria-hidden="true" className={preview === 'large' ? 'size-8' : 'size-7'} />
              </span>
            )}
            {removable ? (
              <div className="flex min-w-0 flex-1 flex-col gap-2">
                {picker}
                {image.preview && (
                  <Button variant="ghost" size="sm" className="self-start text-red-700 hover:bg-red-50" onClick={image.clear}>
                    <Trash2 aria-hidden="true" className="size-4" />
                    Remove Image
                  </Button>
                )}
              </div>
            ) : (
              picker
            )}
          </div>
        );
      }}
    </FormField>
  );
}
