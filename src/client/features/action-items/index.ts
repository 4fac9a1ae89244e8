/**
 * Action-items feature (spec 2.16, section 4): the caller's own items, their pages, and the one
 * action-item status control.
 * Other features and app/ import this feature only from this file.
 */
export { actionItemQueries, ownActionItemsQuery } from './api/own-action-items';
export { OwnItemsPage } from './components/own-items-page';
export { MyActionItemsCard } from './components/my-action-items-card';
export { OwnItemDue } from './components/own-item-due';
export { OwnItemsEmpty } from './components/own-items-states';
export { CompletedItemRow } from './components/completed-item-row';
export { ActionItemStatusControl } from './components/action-item-status-control';
export { ActionItemOwnerDue } from './components/action-item-owner-due';
export { ActionItemStatusBadge } from './components/action-item-status-badge';
export { actionItemState } from './lib/action-item-state';
export { PendingMeetingGroup } from './components/pending-meeting-group';
export { StuckItemCard } from './components/stuck-item-card';
