import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startPushServiceStandIn, type PushServiceStandIn } from './pushServiceStandIn.js';
import { startTestServer, type TestServer } from './testServer.js';

/**
 * For a test file about pushes: a push-service stand-in and a test server
 * allowed to push to it, started before the file's tests (handed over through
 * `started`), cleared of what it received and of set answers before each test,
 * and closed after the last.
 */
export function withPushServiceAndServer(started: (parts: { pushService: PushServiceStandIn; server: TestServer }) => void): void {
  let pushService: PushServiceStandIn | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    pushService = await startPushServiceStandIn();
    server = await startTestServer({ PUSH_ALLOWED_ORIGINS: pushService.origin });
    started({ pushService, server });
  });
  afterAll(async () => {
    await server?.close();
    await pushService?.close();
  });
  beforeEach(() => {
    if (pushService) {
      pushService.received.length = 0;
      pushService.answers.clear();
    }
  });
}
