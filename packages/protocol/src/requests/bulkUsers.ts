import { z } from 'zod';
import { textRef } from '../text.js';
import { NotificationCreateRequest } from './admin.js';
import { CompRequest } from './plans.js';
import { Segment } from './segment.js';

export const BULK_USER_ACTIONS = ['comp', 'notify', 'ban'] as const;
export type BulkUserAction = (typeof BULK_USER_ACTIONS)[number];

const notification = NotificationCreateRequest.shape;

/**
 * One action on every member of a segment: comp premium for days with a reason, send a notification (as the
 * notification form's fields, in the app by default), or ban (staff are never banned in bulk).
 */
export const BulkUserActionRequest = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('comp'), segment: Segment, days: CompRequest.shape.days, reason: CompRequest.shape.reason }),
    z.object({
      action: z.literal('notify'),
      segment: Segment,
      title: notification.title,
      message: notification.message,
      type: notification.type,
      isImportant: notification.isImportant,
      sendInApp: notification.sendInApp,
      sendEmail: notification.sendEmail,
      sendSms: notification.sendSms,
      sendPush: notification.sendPush,
    }),
    z.object({ action: z.literal('ban'), segment: Segment }),
  ],
  { error: textRef('validation.common.oneOf', { name: 'action', values: BULK_USER_ACTIONS.join(', ') }) },
);
export type BulkUserActionRequest = z.input<typeof BulkUserActionRequest>;

/**
 * What a bulk action did: how many members the segment held when it ran, how many the action reached (comped,
 * notified, banned: staff and members banned already are not), and how many comps wait for a second staff member
 * (each worth more than the approval threshold, issue 46).
 */
export const BulkUserActionResult = z.object({
  matched: z.number().int().nonnegative(),
  reached: z.number().int().nonnegative(),
  awaitingApproval: z.number().int().nonnegative(),
});
export type BulkUserActionResult = z.infer<typeof BulkUserActionResult>;
