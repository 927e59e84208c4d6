export { BaseModel, TimestampedModel, toDate } from './BaseModel.js';
export { User } from './User.js';
export { Session } from './Session.js';
export { Signal } from './Signal.js';
export { Notification, NotificationRead } from './Notification.js';
export { Subscription, Payment, Wallet } from './Billing.js';
export { SupportTicket, TicketResponse } from './Support.js';
export { News, Airdrop } from './Content.js';
export { SystemSetting, AuditLog, OutboxMessage } from './System.js';
