import { useId, useRef, useState } from 'react';
import { HeartHandshake, Star } from 'lucide-react';
import { FEEDBACK_MAX_LENGTH, RATING_MAX } from '@anupalan/shared';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { controlBorder, controlClasses } from '../../../components/ui/form-field';
import { cn } from '../../../components/ui/cn';
import { storeFeedback } from '../api/store-feedback';
import { feedbackError, feedbackOutcome, starLabel } from '../lib/feedback-rules';
import { useHydrated } from '../../../components/forms/use-hydrated';

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1);

/** Feedback (portal §2, §4, §5, §8): stars and a message; then the Thank You state. */
export function FeedbackPage({ userId }: { userId: number }) {
  // Its submit waits for the script (no route action): a press before then sends nothing (no GET with the fields).
  const hydrated = useHydrated();
  const [rating, setRating] = useState(0);
  const [hover, setHover] = useState(0);
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [thanks, setThanks] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const ids = { stars: useId(), message: useId(), error: useId() };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const invalid = feedbackError(userId, rating, message);
    if (invalid) {
      setError(invalid);
      return;
    }
    setError(null);
    setSending(true);
    try {
      const outcome = feedbackOutcome(await storeFeedback(userId, rating, message.trim()));
      if (outcome.ok) {
        setThanks(outcome.message);
        // The success view takes the place of the form: move focus to its heading.
        window.setTimeout(() => heading.current?.focus(), 0);
      } else setError(outcome.message);
    } finally {
      setSending(false);
    }
  };

  const again = () => {
    setThanks(null);
    setRating(0);
    setHover(0);
    setMessage('');
    setError(null);
  };

  const shown = hover || rating;

  return (
    <section className="container-page py-8 sm:py-12" aria-labelledby="feedback-title">
      <Card className="mx-auto max-w-xl">
        {thanks !== null ? (
          <div className="text-center">
            <span className="mx-auto flex size-16 items-center justify-center rounded-full bg-green-50 text-green-700">
              <HeartHandshake aria-hidden="true" className="size-9" />
            </span>
            <h1
              id="feedback-title"
              ref={heading}
              tabIndex={-1}
              className="mt-4 text-page-title font-semibold text-brand-900 outline-none"
            >
              Thank You!
            </h1>
            <p className="mt-2 text-slate-700" role="status">
              {thanks}
            </p>
            <Button variant="outline" className="mt-6" onClick={again}>
              Submit Another Feedback
            </Button>
          </div>
        ) : (
          <form method="post" onSubmit={(e) => void submit(e)} noValidate>
            <h1 id="feedback-title" className="text-page-title font-semibold text-brand-900">
              Feedback
            </h1>
            <p className="mt-1 text-slate-700">Tell us how we did. Your words help us serve you better.</p>

            <fieldset className="mt-6" aria-describedby={error ? ids.error : undefined}>
              <legend className="font-medium text-slate-900">Your rating</legend>
              <div role="radiogroup" aria-label="Rating" className="mt-2 flex gap-1" onMouseLeave={() => setHover(0)}>
                {STARS.map((n) => (
                  <label
                    key={n}
                    className="relative inline-flex size-11 cursor-pointer items-center justify-center rounded-lg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600"
                    onMouseEnter={() => setHover(n)}
                  >
                    <input
                      type="radio"
                      name={ids.stars}
                      value={n}
                      checked={rating === n}
                      onChange={() => {
                        setRating(n);
                        setError(null);
                      }}
                      className="sr-only"
                      aria-label={starLabel(n)}
                    />
                    <Star
                      aria-hidden="true"
                      className={cn('size-8', n <= shown ? 'fill-accent-400 text-accent-500' : 'text-slate-400')}
                    />
                  </label>
                ))}
              </div>
              <p className="mt-1 text-sm text-slate-600" aria-live="polite">
                {rating ? `${starLabel(rating)} of ${RATING_MAX}` : 'No rating yet'}
              </p>
            </fieldset>

            <div className="mt-5 space-y-1.5">
              <label htmlFor={ids.message} className="block font-medium text-slate-900">
                Message
              </label>
              <textarea
                id={ids.message}
                value={message}
                rows={5}
                maxLength={FEEDBACK_MAX_LENGTH}
                onChange={(e) => {
                  setMessage(e.target.value);
                  setError(null);
                }}
                aria-describedby={`${ids.message}-hint${error ? ` ${ids.error}` : ''}`}
                aria-invalid={error ? true : undefined}
                className={cn(controlClasses, controlBorder(!!error), 'resize-y')}
              />
              <p id={`${ids.message}-hint`} className="text-sm text-slate-600">
                Optional at 5 stars; please tell us what to improve for fewer.
              </p>
            </div>

            {error && (
              <p id={ids.error} role="alert" className="mt-4 font-medium text-red-700">
                {error}
              </p>
            )}

            <Button
              type="submit"
              variant="primary"
              className="mt-6 w-full sm:w-auto"
              loading={sending}
              loadingText="Submitting..."
              disabled={!hydrated}
            >
              Submit Feedback
            </Button>
          </form>
        )}
      </Card>
    </section>
  );
}
