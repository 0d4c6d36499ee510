import { useCallback, useState } from 'react';
import { REQUEST_MESSAGES } from '@anupalan/shared';
import { useToast } from '../../../components/ui/toast';
import { fetchFile, saveBlob } from '../api/requests';
import { downloadName } from '../lib/completed-services';

/**
 * Downloads a protected file (the deliverable) with the session and saves it under its own name
 * (portal §7 "fetched with the bearer token and saved under the file name"); the §8 messages on failure.
 */
export function useFileDownload() {
  const toast = useToast();
  const [busyKey, setBusyKey] = useState<string | null>(null);
  const download = useCallback(
    async (key: string, url: string | null | undefined, fileName: string | null | undefined) => {
      if (!url) {
        toast({ tone: 'error', title: REQUEST_MESSAGES.noFile });
        return;
      }
      setBusyKey(key);
      try {
        const res = await fetchFile(url);
        if (!res.ok) {
          toast({
            tone: 'error',
            title: res.status === 0 ? REQUEST_MESSAGES.network : (res.message ?? REQUEST_MESSAGES.downloadFailed(res.status)),
          });
          return;
        }
        saveBlob(res.blob, downloadName(res.disposition, fileName ?? null));
      } finally {
        setBusyKey(null);
      }
    },
    [toast],
  );
  return { download, busyKey };
}
