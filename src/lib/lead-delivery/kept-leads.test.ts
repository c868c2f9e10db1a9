import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  clearDraft,
  clearDraftSentAs,
  dropPending,
  isPending,
  keepPending,
  KEEP_MS,
  loadDraft,
  pendingLeads,
  saveDraft,
} from './kept-leads';
import { hasPendingLeads } from './pending-flag';

const lead = (requestId: string, since = Date.now()) => ({
  requestId,
  path: 'functions/v1/leads',
  body: JSON.stringify({ form: 'idea', request_id: requestId }),
  since,
});

afterEach(() => localStorage.clear());

describe('pending leads', () => {
  it('stores nothing at all until a lead is kept, and nothing once it is dropped', () => {
    expect(hasPendingLeads()).toBe(false);
    expect(localStorage.length).toBe(0);
    keepPending(lead('a'));
    expect(hasPendingLeads()).toBe(true);
    dropPending('a');
    expect(hasPendingLeads()).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  it('keeps one entry per request id: a lead sent again replaces its body and keeps its first date', () => {
    keepPending(lead('a', 1000 + Date.now()));
    keepPending(lead('b'));
    const first = pendingLeads().find((kept) => kept.requestId === 'a')!;
    keepPending({ ...lead('a', Date.now() + 5000), body: '{"edited":true}' });
    expect(pendingLeads().map((kept) => kept.requestId)).toEqual(['b', 'a']);
    expect(pendingLeads().find((kept) => kept.requestId === 'a')).toEqual({
      ...first,
      body: '{"edited":true}',
    });
    expect(isPending('a')).toBe(true);
    expect(isPending('c')).toBe(false);
  });

  it('drops a lead kept longer than a month, unsent', () => {
    keepPending(lead('old', Date.now() - KEEP_MS - 1));
    keepPending(lead('new'));
    expect(pendingLeads().map((kept) => kept.requestId)).toEqual(['new']);
  });

  it('reads damaged storage as empty', () => {
    localStorage.setItem('leads:pending', '{not json');
    expect(pendingLeads()).toEqual([]);
    localStorage.setItem('leads:pending', JSON.stringify([{ nothing: 1 }, lead('ok')]));
    expect(pendingLeads().map((kept) => kept.requestId)).toEqual(['ok']);
  });

  it('works, keeping nothing, where storage is blocked', () => {
    const blocked = () => {
      throw new DOMException('blocked', 'SecurityError');
    };
    const spies = [
      vi.spyOn(Storage.prototype, 'getItem').mockImplementation(blocked),
      vi.spyOn(Storage.prototype, 'setItem').mockImplementation(blocked),
    ];
    expect(() => keepPending(lead('a'))).not.toThrow();
    expect(hasPendingLeads()).toBe(false);
    expect(pendingLeads()).toEqual([]);
    expect(() => saveDraft('idea', { name: 'Ada' }, 'a')).not.toThrow();
    expect(loadDraft('idea')).toBeUndefined();
    spies.forEach((spy) => spy.mockRestore());
  });
});

describe('drafts', () => {
  it('keeps each form its values and request id', () => {
    saveDraft('idea', { fullName: 'Ada', goals: ['Build MVP'] }, 'id-1');
    saveDraft('newsletter:blog', { email: 'ada@example.com' }, 'id-2');
    expect(loadDraft('idea')).toMatchObject({
      values: { fullName: 'Ada', goals: ['Build MVP'] },
      requestId: 'id-1',
    });
    clearDraft('idea');
    expect(loadDraft('idea')).toBeUndefined();
    expect(loadDraft('newsletter:blog')?.requestId).toBe('id-2');
  });

  it('clears the draft sent with a request id, whichever form it belongs to', () => {
    saveDraft('idea', { fullName: 'Ada' }, 'id-1');
    saveDraft('playbook', { name: 'Grace' }, 'id-2');
    localStorage.setItem('analytics-consent', '{"choice":"granted"}');
    clearDraftSentAs('id-2');
    expect(loadDraft('playbook')).toBeUndefined();
    expect(loadDraft('idea')?.requestId).toBe('id-1');
    expect(localStorage.getItem('analytics-consent')).not.toBeNull();
  });

  it('forgets a draft older than a month', () => {
    saveDraft('idea', { fullName: 'Ada' }, 'id-1', Date.now() - KEEP_MS - 1);
    expect(loadDraft('idea')).toBeUndefined();
    expect(localStorage.length).toBe(0);
  });
});
