import { BUDGETS, GOAL_KB, budgetFailed, evaluateBudgets } from './bundle-budgets';

describe('bundle budgets', () => {
  const budgets = { '/widget': { goal: GOAL_KB.public }, '/login': { goal: GOAL_KB.signIn, ratchet: 240 } };

  it('passes routes at or under their limit', () => {
    const report = evaluateBudgets({ '/widget': 175, '/login': 239.9 }, budgets);
    expect(report.results.every((r) => !r.over)).toBe(true);
    expect(budgetFailed(report)).toBe(false);
  });

  it('fails a route over its goal, naming it', () => {
    const report = evaluateBudgets({ '/widget': 175.1, '/login': 100 }, budgets);
    expect(report.results.filter((r) => r.over).map((r) => r.route)).toEqual(['/widget']);
    expect(budgetFailed(report)).toBe(true);
  });

  it('holds a route that is not at its goal to its ratchet, not to the goal', () => {
    const report = evaluateBudgets({ '/widget': 1, '/login': 240.1 }, budgets);
    expect(report.results.find((r) => r.route === '/login')).toMatchObject({ limit: 240, goal: 200, over: true });
  });

  it('fails a route of the build that has no budget, and a budget whose route is gone', () => {
    const report = evaluateBudgets({ '/widget': 1, '/login': 1, '/new-screen': 1 }, budgets);
    expect(report.unbudgeted).toEqual(['/new-screen']);
    expect(budgetFailed(report)).toBe(true);
    expect(evaluateBudgets({ '/widget': 1 }, budgets).stale).toEqual(['/login']);
  });

  it('never sets a ratchet at or under the goal (it would be a budget that cannot bind)', () => {
    for (const [route, { goal, ratchet }] of Object.entries(BUDGETS)) {
      if (ratchet !== undefined) expect({ route, aboveGoal: ratchet > goal }).toEqual({ route, aboveGoal: true });
    }
  });
});
