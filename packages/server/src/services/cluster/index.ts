import type { Redis } from 'ioredis';
import { RateLimiterRedis } from 'rate-limiter-flexible';
import type { Config } from '../../config.js';
import type { Logger } from '../logger.js';
import { loginLimiterOptions, type LoginLimiters } from '../loginThrottle.js';
import { addressMailLimiterOptions } from '../mail/addressMailThrottle.js';
import { passwordResetLimiterOptions, type PasswordResetLimiters } from '../mail/passwordResetThrottle.js';
import { newSignInAlertLimiterOptions } from '../alerts/newSignInAlertThrottle.js';
import { phoneCodeLimiterOptions, type PhoneCodeLimiters } from '../sms/phoneCodeThrottle.js';
import { registrationLimiterOptions } from '../registrationThrottle.js';
import { supportLimiterOptions, type SupportLimiters } from '../supportThrottle.js';
import { twoFactorLimiterOptions } from '../twoFactorThrottle.js';
import { hookLimiterOptions } from '../signalHooks/hookThrottle.js';
import { redisJobLock, type JobLock } from './jobLock.js';
import { redisNotices, type Notices } from './notices.js';
import { connectRedis } from './redis.js';

/**
 * What several processes serving one audience share through Redis
 * (REDIS_URL): the sign-in, two-factor, registration, support-write, password-reset, phone-code and new-sign-in-alert counts, the
 * background jobs' locks,
 * notices that invalidate in-memory caches, and the connection the socket.io
 * adapter duplicates. Every key and channel starts with REDIS_PREFIX, so
 * several deployments (or test runs) can share one Redis server.
 */
export interface Cluster {
  redis: Redis;
  prefix: string;
  loginLimiters: LoginLimiters;
  twoFactorLimiter: RateLimiterRedis;
  registrationLimiter: RateLimiterRedis;
  supportLimiters: SupportLimiters;
  passwordResetLimiters: PasswordResetLimiters;
  /** E-mails confirming an address (or telling its owner someone tried it), per address. */
  addressMailLimiter: RateLimiterRedis;
  phoneCodeLimiters: PhoneCodeLimiters;
  newSignInAlertLimiter: RateLimiterRedis;
  /** Deliveries per webhook source (issue 44). */
  signalHookLimiter: RateLimiterRedis;
  jobs: JobLock;
  notices: Notices;
  close(): Promise<void>;
}

/** Connects to REDIS_URL when it is set; null when this process serves alone. */
export async function joinCluster(config: Config, logger: Logger): Promise<Cluster | null> {
  if (!config.redisUrl) {
    return null;
  }
  const redis = await connectRedis(config.redisUrl, logger);
  const prefix = config.redisPrefix;
  const limiter = (name: string, options: { points: number; duration: number }) =>
    new RateLimiterRedis({ storeClient: redis, keyPrefix: `${prefix}${name}`, ...options });
  const notices = await redisNotices(redis, prefix, logger);
  return {
    redis,
    prefix,
    loginLimiters: {
      account: limiter('login-account', loginLimiterOptions.account),
      address: limiter('login-address', loginLimiterOptions.address),
      device: limiter('login-device', loginLimiterOptions.device),
    },
    twoFactorLimiter: limiter('two-factor', twoFactorLimiterOptions),
    registrationLimiter: limiter('registrations', registrationLimiterOptions(config.registrationLimit)),
    supportLimiters: {
      newTicket: limiter('support-new-ticket', supportLimiterOptions.newTicket),
      reply: limiter('support-reply', supportLimiterOptions.reply),
    },
    passwordResetLimiters: {
      address: limiter('reset-address', passwordResetLimiterOptions.address),
      email: limiter('reset-email', passwordResetLimiterOptions.email),
    },
    phoneCodeLimiters: {
      member: limiter('phone-code', phoneCodeLimiterOptions.member),
      number: limiter('phone-code-number', phoneCodeLimiterOptions.number),
    },
    newSignInAlertLimiter: limiter('new-sign-in-alert', newSignInAlertLimiterOptions),
    addressMailLimiter: limiter('address-mail', addressMailLimiterOptions),
    signalHookLimiter: limiter('signal-hook', hookLimiterOptions(config.signalHookRateLimit)),
    jobs: redisJobLock(redis, prefix),
    notices,
    async close() {
      await notices.close();
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
