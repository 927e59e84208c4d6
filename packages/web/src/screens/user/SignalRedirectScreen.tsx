import { Navigate, useParams } from 'react-router-dom';

/** Old links use /signal/{id}; the detail screen lives at /signals/{id}. */
export function SignalRedirectScreen() {
  const { id = '' } = useParams();
  return <Navigate to={`/signals/${encodeURIComponent(id)}`} replace />;
}
