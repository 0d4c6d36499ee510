import { useEffect } from 'react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { cn } from '../../../components/ui/cn';

/** Profile messages stay for five seconds (portal §8, §9). */
export const STATUS_MESSAGE_MS = 5_000;

export interface StatusMessageValue {
  tone: 'success' | 'error';
  text: string;
  /** Makes a repeated identical message restart its timer. */
  seq: number;
}

/**
 * A message with a marker (a tick or a warning sign) that goes away after five seconds. The live
 * region is always rendered, so screen readers hear the text when it appears.
 */
export function StatusMessage({
  message,
  onDone,
  className,
}: {
  message: StatusMessageValue | null;
  onDone: () => void;
  className?: string;
}) {
  useEffect(() => {
    if (!message) return;
    const timer = window.setTimeout(onDone, STATUS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
  }, [message, onDone]);

  const Icon = message?.tone === 'error' ? CircleAlert : CircleCheck;
  return (
    <div role="status" className={className}>
      {message && (
        <p
          className={cn(
            'flex items-start gap-2 rounded-lg border px-4 py-3 font-medium',
            message.tone === 'error' ? 'border-red-200 bg-red-50 text-red-800' : 'border-green-200 bg-green-50 text-green-900',
          )}
        >
          <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>{message.text}</span>
        </p>
      )}
    </div>
  );
}
