import { useT } from '../../i18n/useT';
import { NotFoundView } from '../NotFoundView';

/** Any /admin/* path the back office does not have. */
export function AdminNotFoundScreen() {
  const t = useT();
  return <NotFoundView homePath="/admin" homeLabel={t('admin.notFound.home')} />;
}
