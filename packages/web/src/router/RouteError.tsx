import styled from 'styled-components';
import { ErrorState } from '../ui/ErrorState';

/**
 * Shown when rendering a route throws, most often a lazy screen whose chunk is
 * gone after a deploy: reloading fetches the new build.
 */
export function RouteError({ error, fullPage }: { error: unknown; fullPage: boolean }) {
  return (
    <Page as={fullPage ? 'main' : 'div'} $fullPage={fullPage}>
      <ErrorState
        title="Something went wrong"
        description={isChunkLoadFailure(error) ? CHUNK_FAILURE_TEXT : 'This page could not be shown. Reloading usually fixes it.'}
        retryLabel="Reload Page"
        onRetry={() => window.location.reload()}
      />
    </Page>
  );
}

const CHUNK_FAILURE_TEXT = 'This page could not be loaded: the connection dropped, or a newer version of the app is out. Reload to continue.';

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
