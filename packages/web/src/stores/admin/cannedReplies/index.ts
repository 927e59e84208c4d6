export { cannedRepliesSelectors, useCannedRepliesStore, type CannedRepliesStore } from './replies';
export { ticketMemberSelectors, useTicketMemberStore, type MemberContextState, type TicketMemberStore } from './memberContext';
export { pickerGroups, withInserted, type PickerGroup } from './pickerGroups';
