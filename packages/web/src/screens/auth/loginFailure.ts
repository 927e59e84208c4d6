import { isApiError } from '../../api';
import { t } from '../../i18n';

/**
 * The description of the "Login failed" toast. Wrong credentials read as the
 * spec's text; a ban, throttling, an outage or a lost connection keep the
 * server's own words, because "invalid password" would send the user the wrong way.
 */
export function loginFailureText(error: unknown): string {
  if (isApiError(error) && (error.status === 0 || error.status === 403 || error.status === 429 || error.status >= 500)) {
    return error.message;
  }
  return t('auth.login.invalid');
}
