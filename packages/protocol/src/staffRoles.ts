/**
 * Who on the staff may do what (issue 46). Every staff account holds one role; each row of the table below is a
 * capability, and names the roles that hold it. The route table names the capability each `/api/admin/*` route needs
 * (endpoints.ts), the live channel the capability each staff event needs (STAFF_EVENT_NEEDS), and the back office
 * hides what the signed-in role lacks from the same table: one rule, read in three places.
 */
export const STAFF_ROLES = ['owner', 'admin', 'finance', 'support', 'editor', 'analyst'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What a staff account's role may be set to, `member` taking it off the staff. */
export const ROLE_CHOICES = [...STAFF_ROLES, 'member'] as const;
export type RoleChoice = (typeof ROLE_CHOICES)[number];

const EVERY_ROLE = STAFF_ROLES;

export const STAFF_CAPABILITIES = {
  /** The dashboard's figures; reading the settings. */
  dashboard: EVERY_ROLE,
  /** The users list and a member's detail. */
  readUsers: ['owner', 'admin', 'finance', 'support', 'analyst'],
  /** Editing, banning, unbanning a member; resetting their password or two-factor. */
  manageUsers: ['owner', 'admin'],
  /** The payments list and detail; the audit log. */
  readMoney: ['owner', 'admin', 'finance', 'analyst'],
  /** Approving or rejecting payments; comped premium; promo codes. */
  moveMoney: ['owner', 'admin', 'finance'],
  /** Plans, the Payment tab's settings, the Telegram settings, staff roles, the approval threshold, the staff 2FA rule. */
  ownerOnly: ['owner'],
  /** The General and Notifications settings. */
  generalSettings: ['owner', 'admin'],
  /** Revenue analytics and the CSV exports. */
  analytics: ['owner', 'admin', 'finance', 'analyst'],
  /** Tickets (read, respond, status), canned replies, a notification to one member. */
  support: ['owner', 'admin', 'support'],
  /** Broadcasts and segments. */
  broadcasts: ['owner', 'admin'],
  /** Signals, outcomes, drafts, sources, news, airdrops. */
  content: ['owner', 'admin', 'editor'],
} as const satisfies Record<string, readonly StaffRole[]>;
export type StaffCapability = keyof typeof STAFF_CAPABILITIES;

/** Whether a staff role holds a capability; a member (null) holds none. */
export function staffMay(role: StaffRole | null | undefined, capability: StaffCapability): boolean {
  return role !== null && role !== undefined && (STAFF_CAPABILITIES[capability] as readonly StaffRole[]).includes(role);
}

/** The live room of the staff sockets of one role: a staff event goes to the rooms of the roles that may read it. */
export const staffRoom = (role: StaffRole) => `staff:${role}` as const;

/** The rooms of the roles holding `capability`. */
export function staffRoomsFor(capability: StaffCapability): string[] {
  return STAFF_CAPABILITIES[capability].map(staffRoom);
}

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}
