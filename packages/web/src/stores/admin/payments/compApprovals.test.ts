import { afterEach, describe, expect, it } from 'vitest';
import type { CompApproval } from '@signals/protocol';
import { useCompApprovalsStore } from './compApprovals';

const approval = (id: number): CompApproval => ({
  id,
  userId: 10 + id,
  username: `member${id}`,
  days: 90,
  reason: 'A partner’s trial',
  worthUsd: 180,
  requestedBy: 1,
  requestedByUsername: 'finance_one',
  requestedAt: '2026-12-08T10:00:00.000Z',
});

afterEach(() => useCompApprovalsStore.setState({ waiting: [], status: 'idle', error: null }));

describe('comped premium waiting for a second approval', () => {
  it('follows the live channel: an asked comp joins the list in order, a decided one leaves it, a repeat does not double', () => {
    const { changed } = useCompApprovalsStore.getState();
    changed({ id: 2, approval: approval(2) });
    changed({ id: 1, approval: approval(1) });
    changed({ id: 2, approval: approval(2) });
    expect(useCompApprovalsStore.getState().waiting.map((item) => item.id)).toEqual([1, 2]);
    changed({ id: 1, approval: null });
    expect(useCompApprovalsStore.getState().waiting.map((item) => item.id)).toEqual([2]);
  });
});
