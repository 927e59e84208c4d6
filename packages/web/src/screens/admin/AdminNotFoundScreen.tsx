import { NotFoundView } from '../NotFoundView';

/** Any /admin/* path the back office does not have. */
export function AdminNotFoundScreen() {
  return <NotFoundView homePath="/admin" homeLabel="Back to Dashboard" />;
}
