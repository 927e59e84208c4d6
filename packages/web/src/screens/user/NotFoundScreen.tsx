import styled from 'styled-components';
import { useT } from '../../i18n/useT';
import { NotFoundView } from '../NotFoundView';

/** Any path outside both route tables. Public: a stale link works whether or not anyone is signed in. */
export function NotFoundScreen() {
  const t = useT();
  return (
    <Page>
      <NotFoundView homePath="/" homeLabel={t('layout.notFound.home')} />
    </Page>
  );
}

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  min-height: 100dvh;
`;
