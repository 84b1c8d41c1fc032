import {
  canMoveConsulting,
  CONSULTING_STATUSES,
  CONSULTING_TRANSITIONS,
  consultingMovesFrom,
  isConsultingEnded,
  type ConsultingStatus,
} from './status-machine';

describe('consulting status transitions', () => {
  // A second, hand-written copy of the table: any change to one must be made to the other.
  const expected: Record<ConsultingStatus, ConsultingStatus[]> = {
    received: ['in_review', 'declined'],
    in_review: ['proposal_sent', 'declined'],
    proposal_sent: ['in_review', 'contracted', 'declined'],
    contracted: ['closed'],
    closed: [],
    declined: [],
  };

  it('allows exactly the moves of the table', () => {
    for (const from of CONSULTING_STATUSES) {
      for (const to of CONSULTING_STATUSES) {
        expect([from, to, canMoveConsulting(from, to)]).toEqual([from, to, expected[from].includes(to)]);
      }
      expect(consultingMovesFrom(from).map((t) => t.to).sort()).toEqual([...expected[from]].sort());
    }
  });

  it('ends in closed and declined only, and every status is reachable from received', () => {
    expect(CONSULTING_STATUSES.filter(isConsultingEnded)).toEqual(['closed', 'declined']);
    const seen = new Set<ConsultingStatus>(['received']);
    for (let i = 0; i < CONSULTING_STATUSES.length; i++) for (const t of CONSULTING_TRANSITIONS) if (seen.has(t.from)) seen.add(t.to);
    expect([...seen].sort()).toEqual([...CONSULTING_STATUSES].sort());
    for (const t of CONSULTING_TRANSITIONS) expect(t.label).not.toBe('');
  });
});
