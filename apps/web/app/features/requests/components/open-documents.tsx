import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { LoginRedirect } from '../../../components/layout/login-redirect';

/** Goes on (replacing this address) to where the route's loader found the documents. */
export function OpenDocuments({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(to, { replace: true });
  }, [navigate, to]);
  return <LoginRedirect label="Opening your documents..." />;
}
