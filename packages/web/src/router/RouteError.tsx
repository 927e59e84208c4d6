import styled from 'styled-components';
import { useT } from '../i18n/useT';
import { ErrorState } from '../ui/ErrorState';

/**
 * Shown when rendering a route throws, most often a lazy screen whose chunk is
 * gone after a deploy: reloading fetches the new build.
 */
export function RouteError({ error, fullPage }: { error: unknown; fullPage: boolean }) {
  const t = useT();
  return (
    <Page as={fullPage ? 'main' : 'div'} $fullPage={fullPage}>
      <ErrorState
        title={t('layout.routeError.title')}
        description={t(isChunkLoadFailure(error) ? 'layout.routeError.chunk' : 'layout.routeError.description')}
        retryLabel={t('layout.routeError.reload')}
        onRetry={() => window.location.reload()}
      />
    </Page>
  );
}

/** Each browser words a failed import() differently (Chromium, Firefox, Safari). */
function isChunkLoadFailure(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|importing a module script failed/i.test(error.message);
}

const Page = styled.main<{ $fullPage: boolean }>`
  display: grid;
  place-items: center;
  min-height: ${({ $fullPage }) => ($fullPage ? '100vh' : '50vh')};
  padding: 20px;
`;
