import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { REQUEST_MESSAGES, urlSlug } from '@anupalan/shared';
import { LoginRedirect } from '../../../components/layout/login-redirect';
import { fetchMyRequests } from '../api/requests';
import { sameService } from '../lib/document-link';
import { requestRows } from '../lib/my-requests';
import { documentLink } from '../../../lib/links';

/**
 * /documents/{service name}: the documents of the customer's latest request for that service; with
 * none bought yet, the checkout of the service.
 */
export function ServiceDocuments({ userId, serviceName }: { userId: number; serviceName: string }) {
  const navigate = useNavigate();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const ctrl = new AbortController();
    fetchMyRequests(userId, ctrl.signal)
      .then((res) => {
        if (!res.ok) {
          setFailed(true);
          return;
        }
        const match = requestRows(res.body).find((r) => sameService(r.service_name, serviceName));
        navigate(match ? documentLink(match.service.id, match.id) : `/proceed/${urlSlug(serviceName)}`, { replace: true });
      })
      .catch(() => undefined);
    return () => ctrl.abort();
  }, [userId, serviceName, navigate]);
  if (failed) {
    return (
      <div role="alert" className="container-page py-16 text-center font-semibold text-red-800">
        {REQUEST_MESSAGES.fetchFailed}
      </div>
    );
  }
  return <LoginRedirect label="Opening your documents..." />;
}

/** /document?requestId= without a service id (a balance payment's success page): finds the request's service. */
export function RequestDocuments({
  userId,
  requestId,
  onMissing,
}: {
  userId: number;
  requestId: number;
  onMissing: React.ReactNode;
}) {
  const navigate = useNavigate();
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    const ctrl = new AbortController();
    fetchMyRequests(userId, ctrl.signal)
      .then((res) => {
        const match = res.ok ? requestRows(res.body).find((r) => r.id === requestId) : undefined;
        if (match) navigate(documentLink(match.service.id, match.id), { replace: true });
        else setMissing(true);
      })
      .catch(() => undefined);
    return () => ctrl.abort();
  }, [userId, requestId, navigate]);
  if (missing) return <>{onMissing}</>;
  return <LoginRedirect label="Opening your documents..." />;
}
