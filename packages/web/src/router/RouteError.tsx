import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import styled from 'styled-components';
import { ErrorState } from '../ui/ErrorState';

/**
 * Shown when rendering a route throws, most often a lazy screen whose chunk is
 * gone after a deploy: reloading fetches the new build.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? error.statusText : error instanceof Error ? error.message : undefined;
  return (
    <Page>
      <ErrorState
        title="Something went wrong"
        description={detail ? `This page could not be shown (${detail}).` : 'This page could not be shown.'}
        retryLabel="Reload Page"
        onRetry={() => window.location.reload()}
      />
    </Page>
  );
}

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100vh;
  padding: 20px;
`;
