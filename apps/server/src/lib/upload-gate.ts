import { GENERIC_MESSAGES } from '@anupalan/shared';
import { AppError } from './errors.ts';

/** How long a client refused for too many uploads at once is asked to wait (Retry-After). */
export const UPLOAD_RETRY_AFTER_SECONDS = 3;

export interface UploadLimits {
  /** Multipart uploads the process receives at once, all callers together (UPLOADS_MAX_IN_FLIGHT). */
  maxInFlight: number;
  /** …and per account, or per address for a form sent without a session (UPLOADS_MAX_IN_FLIGHT_PER_ACCOUNT). */
  maxInFlightPerAccount: number;
  /** Where uploaded files are streamed while their request is handled (DATA_DIR/upload-spool). */
  spoolDir: string;
}

export interface UploadGate {
  readonly limits: UploadLimits;
  /**
   * Takes a place for one upload of `who`, or throws 429 (RATE_LIMITED, with Retry-After) when
   * `who` or the whole process already has as many in flight as allowed. Answers the release
   * (idempotent), to call when the request's answer is over.
   */
  admit(who: string): () => void;
  /** Uploads in flight now (all callers). */
  inFlight(): number;
}

/**
 * Counts the uploads in flight (a multipart request from when its form starts being read until its
 * answer is sent), so many large uploads at once cannot take the process's memory, disk or file
 * handles: each is streamed to disk, and only so many are received at once. Per process, in memory
 * (each instance guards its own memory).
 */
export function createUploadGate(limits: UploadLimits): UploadGate {
  let total = 0;
  const perCaller = new Map<string, number>();
  return {
    limits,
    admit(who) {
      const mine = perCaller.get(who) ?? 0;
      if (mine >= limits.maxInFlightPerAccount) {
        throw new AppError('RATE_LIMITED', GENERIC_MESSAGES.UPLOADS_BUSY_ACCOUNT, undefined, UPLOAD_RETRY_AFTER_SECONDS);
      }
      if (total >= limits.maxInFlight) {
        throw new AppError('RATE_LIMITED', GENERIC_MESSAGES.UPLOADS_BUSY, undefined, UPLOAD_RETRY_AFTER_SECONDS);
      }
      total += 1;
      perCaller.set(who, mine + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (perCaller.get(who) ?? 1) - 1;
        if (left > 0) perCaller.set(who, left);
        else perCaller.delete(who);
      };
    },
    inFlight: () => total,
  };
}
